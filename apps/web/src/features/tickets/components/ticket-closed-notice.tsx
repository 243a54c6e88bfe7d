import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ticketCloseMessages } from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';

const text = ticketCloseMessages.closed;

/**
 * docs/product/tickets.md#closing: a closed ticket takes no replies, so in place of the composer it
 * says so and offers a new ticket that names this one (the create form reads `related`).
 */
export function TicketClosedNotice({ ticketNumber }: { ticketNumber: number }) {
  return (
    <section
      aria-labelledby="ticket-closed"
      className="space-y-3 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="ticket-closed" className="flex items-center gap-2 text-base font-semibold text-ink">
        <Lock aria-hidden="true" className="size-5 text-muted" />
        {text.heading}
      </h2>
      <p className="text-sm text-muted">{text.body}</p>
      <Link to={`/tickets/new?related=${ticketNumber}`} className={buttonClasses('secondary')}>
        {text.createRelated}
      </Link>
    </section>
  );
}
