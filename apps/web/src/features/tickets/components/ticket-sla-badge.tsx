import { AlarmClockOff, Clock, Hourglass, Pause, type LucideIcon } from 'lucide-react';
import { ticketSlaMessages, type TicketSlaSummary } from '@atiende/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/dates';
import { useMinuteNow } from '../hooks/use-minute-now';
import { slaCountdown, type SlaCountdownState } from '../lib/sla-countdown';

/**
 * The design's SLA chips (docs/product/ui.md#accessibility): each state has its own icon and its
 * state is read aloud before the text, so colour is never the only signal.
 */
const LOOK: Record<SlaCountdownState, { icon: LucideIcon; tone: BadgeTone }> = {
  onTime: { icon: Hourglass, tone: 'neutral' },
  warning: { icon: Clock, tone: 'warning' },
  breached: { icon: AlarmClockOff, tone: 'danger' },
  paused: { icon: Pause, tone: 'neutral' },
};

/**
 * docs/sla.md#ticket-list-and-detail: the countdown of a ticket's next SLA target, refreshed each
 * minute from the row's own instants. Nothing for a ticket without a running or paused clock.
 */
export function TicketSlaBadge({
  sla,
  className,
}: {
  sla: TicketSlaSummary | null;
  className?: string;
}) {
  const now = useMinuteNow();
  const countdown = slaCountdown(sla, now);
  if (!sla || !countdown) return null;
  const { icon, tone } = LOOK[countdown.state];
  return (
    <Badge icon={icon} tone={tone} className={className}>
      <time
        dateTime={sla.dueAt}
        title={ticketSlaMessages.dueTitle(formatDateTime(sla.dueAt))}
        data-sla-state={countdown.state}
      >
        <span className="sr-only">{`${ticketSlaMessages.stateLabel[countdown.state]}: `}</span>
        {countdown.text}
      </time>
    </Badge>
  );
}
