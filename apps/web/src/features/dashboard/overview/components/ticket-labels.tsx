import {
  Archive,
  Circle,
  CircleArrowUp,
  CircleCheck,
  CircleDot,
  SignalHigh,
  SignalLow,
  SignalMedium,
  Siren,
  type LucideIcon,
} from 'lucide-react';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '@atiende/contracts';
import { cn } from '../../../../lib/cn';

/**
 * docs/product/ui.md#visual-system: a status or a priority always shows its icon and its word,
 * never a colour alone. The panel's rows are links, so these are plain coloured text (the pills
 * of the ticket screens would crowd a figure's row).
 */
const STATUS_LOOK: Record<TicketStatus, { icon: LucideIcon; className: string }> = {
  PENDIENTE: { icon: Circle, className: 'text-status-pending' },
  EN_PROGRESO: { icon: CircleDot, className: 'text-status-progress' },
  RESUELTO: { icon: CircleCheck, className: 'text-status-resolved' },
  CERRADO: { icon: Archive, className: 'text-status-closed' },
  ESCALADO: { icon: CircleArrowUp, className: 'text-status-escalated' },
};

const PRIORITY_LOOK: Record<TicketPriority, { icon: LucideIcon; className: string }> = {
  BAJA: { icon: SignalLow, className: 'text-priority-low' },
  MEDIA: { icon: SignalMedium, className: 'text-priority-medium' },
  ALTA: { icon: SignalHigh, className: 'text-priority-high' },
  URGENTE: { icon: Siren, className: 'text-priority-urgent' },
};

function Label({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  className: string;
  children: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-medium', className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </span>
  );
}

export function StatusLabel({ status }: { status: TicketStatus }) {
  return <Label {...STATUS_LOOK[status]}>{TICKET_STATUS_LABELS[status]}</Label>;
}

export function PriorityLabel({ priority }: { priority: TicketPriority }) {
  return <Label {...PRIORITY_LOOK[priority]}>{TICKET_PRIORITY_LABELS[priority]}</Label>;
}

/** The bar colour of each status and priority (the chart palette's status colours). */
export const STATUS_BAR: Record<TicketStatus, string> = {
  PENDIENTE: 'bg-status-pending',
  EN_PROGRESO: 'bg-status-progress',
  RESUELTO: 'bg-status-resolved',
  CERRADO: 'bg-status-closed',
  ESCALADO: 'bg-status-escalated',
};
export const PRIORITY_BAR: Record<TicketPriority, string> = {
  BAJA: 'bg-priority-low',
  MEDIA: 'bg-priority-medium',
  ALTA: 'bg-priority-high',
  URGENTE: 'bg-priority-urgent',
};
