import { SignalHigh, SignalLow, SignalMedium, Siren, type LucideIcon } from 'lucide-react';
import { TICKET_PRIORITY_LABELS, type TicketPriority } from '@atiende/contracts';
import { cn } from '../../../lib/cn';

/** UX.md §4 priority table: icon and coloured text; only Urgente is a solid pill. */
const PRIORITY_STYLES: Record<TicketPriority, { icon: LucideIcon; classes: string }> = {
  BAJA: { icon: SignalLow, classes: 'text-priority-low' },
  MEDIA: { icon: SignalMedium, classes: 'text-priority-medium' },
  ALTA: { icon: SignalHigh, classes: 'text-priority-high' },
  URGENTE: { icon: Siren, classes: 'rounded-sm bg-priority-urgent px-2 py-0.5 text-white' },
};

export function TicketPriorityBadge({
  priority,
  className,
}: {
  priority: TicketPriority;
  className?: string;
}) {
  const { icon: Icon, classes } = PRIORITY_STYLES[priority];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap',
        classes,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {TICKET_PRIORITY_LABELS[priority]}
    </span>
  );
}
