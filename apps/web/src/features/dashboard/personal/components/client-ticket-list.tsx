import { Link } from 'react-router';
import { dashboardPersonalMessages, type DashboardTicket } from '@atiende/contracts/dashboard';
import { TicketStatusBadge } from '../../../../components/ticket-status-badge';
import { formatDateTime, formatRelative } from '../../../../lib/dates';
import { clientStateOf } from '../lib/client-ticket-state';

const text = dashboardPersonalMessages.client;

/**
 * docs/dashboards.md "Cliente": a client's tickets as cards (one link each, its text starting with
 * the title): the state in plain words, the status badge, who is on it and when it last moved.
 */
export function ClientTicketList({
  tickets,
  now,
  listLabel,
}: {
  tickets: readonly DashboardTicket[];
  now: Date;
  listLabel: string;
}) {
  return (
    <ul aria-label={listLabel} className="mt-3 space-y-3">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={`/tickets/${ticket.number}`}
            className="block min-h-11 rounded-lg border border-line bg-white p-4 text-base shadow-sm hover:border-line-strong"
          >
            <span className="line-clamp-2 font-semibold text-ink">{ticket.title}</span>
            <span className="mt-1 block text-sm text-muted tabular-nums">#{ticket.number}</span>
            <span className="mt-2 block font-medium text-ink">{clientStateOf(ticket.status)}</span>
            <span className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
              <TicketStatusBadge status={ticket.status} label={ticket.customStatus?.name} />
              {ticket.assignedTo ? (
                <span>{text.open.assignedTo(ticket.assignedTo.name)}</span>
              ) : null}
              <time dateTime={ticket.updatedAt} title={formatDateTime(ticket.updatedAt)}>
                {text.open.updated(formatRelative(ticket.updatedAt, now))}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
