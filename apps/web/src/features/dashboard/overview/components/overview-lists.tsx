import { Link } from 'react-router';
import {
  dashboardOverviewMessages,
  type DashboardOverview,
  type DashboardTicket,
} from '@atiende/contracts/dashboard';
import { formatDateTime } from '../../../../lib/dates';
import { formatCount } from '../../../../lib/money';
import { ticketHref, type OverviewLinks } from '../lib/overview-links';
import { formatAge } from '../lib/overview-format';
import { BarRow, FigureLink, OverviewCard } from './overview-card';
import { PriorityLabel } from './ticket-labels';

const text = dashboardOverviewMessages;

/** One ticket of a list: "#123 Título", then priority, department or assignee, and its age. */
function TicketItem({ ticket, now }: { ticket: DashboardTicket; now: Date }) {
  return (
    <li className="border-b border-line last:border-b-0">
      <Link to={ticketHref(ticket)} className="group block rounded-md px-2 py-2 hover:bg-surface">
        <span className="flex min-w-0 gap-2 text-sm">
          <span className="shrink-0 font-semibold text-muted tabular-nums">#{ticket.number}</span>
          <span className="line-clamp-2 font-medium text-ink group-hover:underline">
            {ticket.title}
          </span>
        </span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted">
          <PriorityLabel priority={ticket.priority} />
          <span>{ticket.requesterName}</span>
          {ticket.department ? <span>{ticket.department.name}</span> : null}
          <time dateTime={ticket.createdAt} title={formatDateTime(ticket.createdAt)}>
            {formatAge(ticket.createdAt, now)}
          </time>
        </span>
      </Link>
    </li>
  );
}

function TicketListCard({
  id,
  title,
  takeaway,
  tickets,
  empty,
  viewAll,
  now,
  className,
}: {
  id: string;
  title: string;
  takeaway?: string;
  tickets: readonly DashboardTicket[];
  empty: string;
  viewAll: { label: string; to: string };
  now: Date;
  className?: string;
}) {
  return (
    <OverviewCard id={id} title={title} takeaway={takeaway} className={className}>
      {tickets.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <>
          <ol aria-labelledby={id}>
            {tickets.map((ticket) => (
              <TicketItem key={ticket.id} ticket={ticket} now={now} />
            ))}
          </ol>
          <FigureLink to={viewAll.to} className="mt-2 px-2 text-sm">
            {viewAll.label}
          </FigureLink>
        </>
      )}
    </OverviewCard>
  );
}

/** The oldest open tickets nobody has. */
export function UnassignedCard({
  data,
  links,
  now,
}: {
  data: DashboardOverview;
  links: OverviewLinks;
  now: Date;
}) {
  return (
    <TicketListCard
      id="overview-unassigned"
      title={`${text.unassigned.title} (${formatCount(data.backlog.unassigned)})`}
      tickets={data.unassignedTickets}
      empty={text.unassigned.empty}
      viewAll={{ label: text.unassigned.viewAll, to: links.unassigned }}
      now={now}
    />
  );
}

/** The open tickets that have waited longest. */
export function OldestCard({
  data,
  links,
  now,
}: {
  data: DashboardOverview;
  links: OverviewLinks;
  now: Date;
}) {
  return (
    <TicketListCard
      id="overview-oldest"
      title={text.oldest.title}
      tickets={data.oldest}
      empty={text.oldest.empty}
      viewAll={{ label: text.oldest.viewAll, to: links.oldest }}
      now={now}
    />
  );
}

/** Customer companies with the most open tickets; each opens its open tickets. */
export function TopCustomersCard({
  data,
  links,
  className,
}: {
  data: DashboardOverview;
  links: OverviewLinks;
  className?: string;
}) {
  const max = data.topCustomers.reduce((top, row) => Math.max(top, row.open), 0);
  return (
    <OverviewCard id="overview-customers" title={text.customers.title} className={className}>
      {data.topCustomers.length === 0 ? (
        <p className="text-sm text-muted">{text.customers.empty}</p>
      ) : (
        <ol aria-labelledby="overview-customers">
          {data.topCustomers.map((row) => (
            <BarRow
              key={row.customer.id}
              label={row.customer.name}
              count={row.open}
              max={max}
              barClassName="bg-[#0f766e]"
              href={links.customer(row.customer.id)}
            />
          ))}
        </ol>
      )}
    </OverviewCard>
  );
}
