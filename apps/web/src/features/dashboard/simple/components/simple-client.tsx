import { Link } from 'react-router';
import { TICKET_STATUS_LABELS } from '@atiende/contracts';
import { simpleDashboardMessages, type ClientDashboard } from '@atiende/contracts/dashboard';
import { ticketListHref } from '../lib/simple-links';
import { FigureLink, FigureList, ReplyLinks, Section, TicketLinks } from './simple-parts';

const text = simpleDashboardMessages;
const c = text.client;

/**
 * The client's light dashboard: a way to open a ticket, their tickets by state, the open ones,
 * the team's latest replies and, when they belong to one, their company's open tickets.
 * Targets are 44 px high here (docs/product/ui.md: client screens).
 */
export function SimpleClient({ dashboard }: { dashboard: ClientDashboard }) {
  return (
    <div className="space-y-6 [&_a]:min-h-11">
      <p>
        <Link
          to="/tickets/create"
          className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white"
        >
          {c.newTicket}
        </Link>
      </p>
      <Section id="simple-my-tickets" title={c.myTickets}>
        <FigureList>
          {dashboard.myCounts.map(({ status, count }) => (
            <FigureLink
              key={status}
              label={TICKET_STATUS_LABELS[status]}
              count={count}
              to={ticketListHref({ status })}
            />
          ))}
        </FigureList>
      </Section>
      <Section id="simple-my-open" title={c.myOpen}>
        <TicketLinks tickets={dashboard.myOpen} empty={c.noOpen} />
      </Section>
      <Section id="simple-replies" title={c.recentReplies}>
        <ReplyLinks replies={dashboard.recentReplies} empty={c.noReplies} />
      </Section>
      {dashboard.company ? (
        <Section id="simple-company" title={c.company(dashboard.company.customer.name)}>
          <p>{c.companyOpen(dashboard.company.open)}</p>
          <TicketLinks tickets={dashboard.company.tickets} empty={c.noCompanyTickets} />
        </Section>
      ) : null}
    </div>
  );
}
