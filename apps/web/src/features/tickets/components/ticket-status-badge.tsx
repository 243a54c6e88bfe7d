import {
  Archive,
  Circle,
  CircleArrowUp,
  CircleCheck,
  CircleDot,
  type LucideIcon,
} from 'lucide-react';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@atiende/contracts';
import { cn } from '../../../lib/cn';

/** UX.md §4 status table: a pill with icon and label; colour is never the only signal. */
const STATUS_STYLES: Record<TicketStatus, { icon: LucideIcon; classes: string }> = {
  PENDIENTE: { icon: Circle, classes: 'bg-status-pending-bg text-status-pending' },
  EN_PROGRESO: { icon: CircleDot, classes: 'bg-status-progress-bg text-status-progress' },
  RESUELTO: { icon: CircleCheck, classes: 'bg-status-resolved-bg text-status-resolved' },
  CERRADO: { icon: Archive, classes: 'bg-status-closed-bg text-status-closed' },
  ESCALADO: { icon: CircleArrowUp, classes: 'bg-status-escalated-bg text-status-escalated' },
};

interface TicketStatusBadgeProps {
  status: TicketStatus;
  /** A department's custom status name, shown instead of the base label. */
  label?: string | null;
  className?: string;
}

export function TicketStatusBadge({ status, label, className }: TicketStatusBadgeProps) {
  const { icon: Icon, classes } = STATUS_STYLES[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-sm px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        classes,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label ?? TICKET_STATUS_LABELS[status]}
    </span>
  );
}
