import { Link } from 'react-router';
import { AlarmClockOff, Clock } from 'lucide-react';
import {
  dashboardPersonalMessages,
  slaDashboardMessages,
  type SlaAtRiskTicket,
} from '@atiende/contracts/dashboard';
import { TicketPriorityBadge } from '../../../../components/ticket-priority-badge';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { formatDateTime } from '../../../../lib/dates';
import { OverviewCard } from '../../overview/components/overview-card';
import { dueStateOf, type DueTone } from '../../personal/lib/due-time';

const text = slaDashboardMessages.atRisk;

/** docs/product/ui.md#visual-system SLA chips: Vencido red, Por vencer amber, En plazo neutral. */
const DUE_STYLES: Record<DueTone, { tone: BadgeTone; icon: typeof Clock }> = {
  overdue: { tone: 'danger', icon: AlarmClockOff },
  soon: { tone: 'warning', icon: Clock },
  onTime: { tone: 'neutral', icon: Clock },
};

/** "Vence en 45 min", moved on with `now` (every minute), the full due time on hover. */
function Countdown({ dueAt, now }: { dueAt: string; now: Date }) {
  const state = dueStateOf(dueAt, now);
  const style = DUE_STYLES[state.tone];
  return (
    <Badge tone={style.tone} icon={style.icon}>
      <time
        dateTime={dueAt}
        title={dashboardPersonalMessages.due.dueAtTitle(formatDateTime(dueAt))}
      >
        {state.text}
      </time>
    </Badge>
  );
}

/**
 * docs/sla.md#dashboard: the open tickets whose running target is in its warning share or due
 * within the hour, the nearest due time first; each opens its ticket. The countdowns move every
 * minute; the list itself is fetched again as ticket events arrive.
 */
export function AtRiskCard({
  tickets,
  total,
  now,
  className,
}: {
  tickets: SlaAtRiskTicket[];
  total: number;
  now: Date;
  className?: string;
}) {
  return (
    <OverviewCard
      id="sla-at-risk-title"
      title={text.title}
      takeaway={text.takeaway(tickets.length, total)}
      className={className}
    >
      {tickets.length === 0 ? (
        <p className="text-sm text-muted">{text.empty}</p>
      ) : (
        <ul
          aria-label={text.listLabel}
          className="max-h-[28rem] divide-y divide-line overflow-y-auto"
        >
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <Link
                to={`/tickets/${ticket.number}`}
                className="flex min-h-11 flex-col gap-2 rounded-md px-2 py-2 text-sm hover:bg-surface focus-visible:bg-surface sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="min-w-0">
                  <span className="line-clamp-2 font-medium text-ink">{ticket.title}</span>
                  <span className="block text-muted">
                    <span className="tabular-nums">#{ticket.number}</span> ·{' '}
                    {text.target[ticket.target]} · {ticket.assignedTo?.name ?? text.unassigned}
                    {ticket.department ? ` · ${ticket.department.name}` : null}
                  </span>
                </span>
                <span className="flex shrink-0 flex-wrap items-center gap-2">
                  <TicketPriorityBadge priority={ticket.priority} />
                  <Countdown dueAt={ticket.dueAt} now={now} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </OverviewCard>
  );
}
