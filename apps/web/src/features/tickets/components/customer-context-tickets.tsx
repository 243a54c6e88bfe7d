import { customerContextMessages, type CustomerContextTicket } from '@atiende/contracts';
import { TextLink } from '../../../components/ui/text-link';
import { TicketStatusBadge } from '../../../components/ticket-status-badge';
import { TicketTime } from './ticket-time';

const text = customerContextMessages;

/**
 * One list of the customer's other tickets: each a link to `/tickets/{number}`
 * (docs/tickets.md#ticket-numbers) with its status and last change.
 */
export function CustomerContextTickets({
  title,
  tickets,
  empty,
  more = 0,
}: {
  title: string;
  tickets: readonly CustomerContextTicket[];
  empty: string;
  /** How many more there are than listed. */
  more?: number;
}) {
  return (
    <div>
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {tickets.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="space-y-2">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="min-w-0">
              <TextLink
                to={`/tickets/${ticket.number}`}
                className="block leading-6 break-words underline"
              >
                <span className="tabular-nums">#{ticket.number}</span> {ticket.title}
              </TextLink>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <TicketStatusBadge status={ticket.status} />
                <TicketTime value={ticket.updatedAt} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? <p className="mt-1 text-xs text-muted">{text.moreOpen(more)}</p> : null}
    </div>
  );
}
