import { SignalHigh, SignalLow, SignalMedium, Siren, type LucideIcon } from 'lucide-react';
import { TICKET_PRIORITY_LABELS, type TicketPriority } from '@atiende/contracts';
import { Badge, type BadgeTextTone, type BadgeTone } from './ui/badge';

/** Priority: icon and coloured text; only Urgente is a solid pill. */
const PRIORITY_STYLES: Record<
  TicketPriority,
  { icon: LucideIcon } & ({ tone: BadgeTone } | { textTone: BadgeTextTone })
> = {
  BAJA: { icon: SignalLow, textTone: 'muted' },
  MEDIA: { icon: SignalMedium, textTone: 'brand' },
  ALTA: { icon: SignalHigh, textTone: 'high' },
  URGENTE: { icon: Siren, tone: 'critical' },
};

export function TicketPriorityBadge({
  priority,
  className,
}: {
  priority: TicketPriority;
  className?: string;
}) {
  return (
    <Badge {...PRIORITY_STYLES[priority]} className={className}>
      {TICKET_PRIORITY_LABELS[priority]}
    </Badge>
  );
}
