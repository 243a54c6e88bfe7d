import {
  Archive,
  Circle,
  CircleArrowUp,
  CircleCheck,
  CircleDot,
  type LucideIcon,
} from 'lucide-react';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@atiende/contracts';
import { Badge, type BadgeTone } from './ui/badge';

/**
 * docs/product/ui.md#visual-system status table: a pill with icon and label; colour is never the
 * only signal.
 */
const STATUS_STYLES: Record<TicketStatus, { icon: LucideIcon; tone: BadgeTone }> = {
  PENDIENTE: { icon: Circle, tone: 'pending' },
  EN_PROGRESO: { icon: CircleDot, tone: 'progress' },
  RESUELTO: { icon: CircleCheck, tone: 'resolved' },
  CERRADO: { icon: Archive, tone: 'neutral' },
  ESCALADO: { icon: CircleArrowUp, tone: 'escalated' },
};

interface TicketStatusBadgeProps {
  status: TicketStatus;
  /** A department's custom status name, shown instead of the base label. */
  label?: string | null;
  className?: string;
}

export function TicketStatusBadge({ status, label, className }: TicketStatusBadgeProps) {
  const { icon, tone } = STATUS_STYLES[status];
  return (
    <Badge tone={tone} icon={icon} className={className}>
      {label ?? TICKET_STATUS_LABELS[status]}
    </Badge>
  );
}
