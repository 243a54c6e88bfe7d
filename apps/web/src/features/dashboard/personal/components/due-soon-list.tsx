import { Link } from 'react-router';
import { AlarmClockOff, Clock } from 'lucide-react';
import { dashboardPersonalMessages, type TechnicianDashboard } from '@atiende/contracts/dashboard';
import { TicketPriorityBadge } from '../../../../components/ticket-priority-badge';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { formatDateTime } from '../../../../lib/dates';
import { dueStateOf, type DueTone } from '../lib/due-time';

const text = dashboardPersonalMessages;

/** docs/product/ui.md#visual-system SLA chips: Vencido red, Por vencer amber, En plazo neutral. */
const DUE_STYLES: Record<DueTone, { tone: BadgeTone; icon: typeof Clock }> = {
  overdue: { tone: 'danger', icon: AlarmClockOff },
  soon: { tone: 'warning', icon: Clock },
  onTime: { tone: 'neutral', icon: Clock },
};

function DueChip({ dueAt, now }: { dueAt: string; now: Date }) {
  const state = dueStateOf(dueAt, now);
  const style = DUE_STYLES[state.tone];
  return (
    <Badge tone={style.tone} icon={style.icon}>
      <time dateTime={dueAt} title={text.due.dueAtTitle(formatDateTime(dueAt))}>
        {state.text}
      </time>
    </Badge>
  );
}

/**
 * docs/dashboards.md "Técnico": my open tickets nearest to (or past) their due time, most urgent
 * first; the texts move on every minute with `now`.
 */
export function DueSoonList({
  tickets,
  now,
}: {
  tickets: TechnicianDashboard['dueSoon'];
  now: Date;
}) {
  if (tickets.length === 0) {
    return <p className="mt-2 text-sm text-muted">{text.technician.dueSoon.empty}</p>;
  }
  return (
    <ul aria-label={text.technician.dueSoon.listLabel} className="mt-3 divide-y divide-line">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={`/tickets/${ticket.number}`}
            className="-mx-2 flex min-h-11 flex-col gap-2 rounded-md px-2 py-2 text-sm hover:bg-surface sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0">
              <span className="line-clamp-2 font-medium text-ink">{ticket.title}</span>
              <span className="block text-muted tabular-nums">
                #{ticket.number} · {ticket.requesterName}
              </span>
            </span>
            <span className="flex shrink-0 flex-wrap items-center gap-2">
              <TicketPriorityBadge priority={ticket.priority} />
              <DueChip dueAt={ticket.dueAt} now={now} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
