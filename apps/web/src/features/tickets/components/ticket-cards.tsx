import { Link, useLocation } from 'react-router';
import { ticketWorkspaceMessages, type TicketSummary } from '@atiende/contracts';
import { formatRelative } from '../../../lib/dates';
import { TicketPriorityBadge } from './ticket-priority-badge';
import { TicketStatusBadge } from './ticket-status-badge';

const text = ticketWorkspaceMessages.list;

/**
 * UX.md §5 tables on mobile and §3 client portal: a list of cards, each one link whose text
 * starts with the title. No bulk selection here.
 */
export function TicketCards({
  tickets,
  isClient,
}: {
  tickets: readonly TicketSummary[];
  isClient: boolean;
}) {
  const location = useLocation();
  return (
    <ul aria-label={text.cardsLabel} className="space-y-3">
      {tickets.map((ticket, index) => (
        <li key={ticket.id}>
          <Link
            to={`/tickets/${ticket.id}`}
            state={{ backTo: `${location.pathname}${location.search}` }}
            data-ticket-link={index}
            className="block min-h-11 rounded-lg border border-line bg-white p-4 shadow-sm hover:border-line-strong"
          >
            <span className="line-clamp-2 font-semibold text-ink">{ticket.title}</span>
            <span className="mt-1 block text-sm text-muted tabular-nums">
              #{ticket.number}
              {isClient ? '' : ` · ${ticket.requester.name}`}
            </span>
            <span className="mt-2 flex flex-wrap items-center gap-2">
              <TicketStatusBadge status={ticket.status} label={ticket.customStatus?.name} />
              <TicketPriorityBadge priority={ticket.priority} />
              <span className="text-xs text-muted">
                {text.updated(formatRelative(ticket.updatedAt))}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
