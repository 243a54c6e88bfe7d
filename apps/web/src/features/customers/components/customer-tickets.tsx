import { useState } from 'react';
import { Link } from 'react-router';
import { customerMessages, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from '@atiende/contracts';
import { CardList, MorePagesButtons, TableOrCards } from '../../../components/paged-list';
import { TextLink } from '../../../components/ui/text-link';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { CardSection } from '../../../components/ui/card-section';
import { formatDate } from '../../../lib/dates';
import { useCustomerTickets } from '../api/get-customer';

const text = customerMessages.detail;
const page = customerMessages.page;

type CustomerTicket = NonNullable<ReturnType<typeof useCustomerTickets>['data']>['tickets'][number];

const ticketColumns: ReadonlyArray<DataTableColumn<CustomerTicket>> = [
  {
    id: 'number',
    header: text.number,
    className: 'text-muted tabular-nums',
    cell: (ticket) => `#${ticket.number}`,
  },
  {
    id: 'title',
    header: text.ticketTitle,
    cell: (ticket) => (
      <>
        <TextLink to={`/tickets/${ticket.number}`}>{ticket.title}</TextLink>
        {ticket.contactName ? (
          <span className="block text-xs text-subtle">{ticket.contactName}</span>
        ) : null}
      </>
    ),
  },
  {
    id: 'status',
    header: text.ticketStatus,
    cell: (ticket) => TICKET_STATUS_LABELS[ticket.status],
  },
  {
    id: 'priority',
    header: text.ticketPriority,
    cell: (ticket) => TICKET_PRIORITY_LABELS[ticket.priority],
  },
  {
    id: 'department',
    header: text.department,
    className: 'text-muted',
    cell: (ticket) => ticket.departmentName ?? page.none,
  },
  {
    id: 'created',
    header: text.created,
    className: 'text-muted tabular-nums',
    cell: (ticket) => <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt)}</time>,
  },
];

function TicketCards({ tickets }: { tickets: CustomerTicket[] }) {
  return (
    <CardList
      rows={tickets}
      className="mt-2 space-y-2"
      card={(ticket) => (
        <Link
          to={`/tickets/${ticket.number}`}
          className="block rounded-md border border-line p-3 hover:bg-surface"
        >
          <span className="line-clamp-2 font-medium text-ink">{ticket.title}</span>
          <span className="mt-1 block text-xs text-muted">
            #{ticket.number} · {TICKET_STATUS_LABELS[ticket.status]} ·{' '}
            {TICKET_PRIORITY_LABELS[ticket.priority]} · {formatDate(ticket.createdAt)}
          </span>
        </Link>
      )}
    />
  );
}

/** The customer's tickets the viewer may open, newest first; each links to /tickets/{id}. */
export function CustomerTickets({ customerId, isAdmin }: { customerId: string; isAdmin: boolean }) {
  const [current, setCurrent] = useState(1);
  const query = useCustomerTickets(customerId, current);
  const tickets = query.data?.tickets ?? [];

  return (
    <CardSection id="customer-tickets" title={text.ticketsTitle} className="text-sm">
      {isAdmin ? null : <p className="text-xs text-subtle">{text.ticketsHidden}</p>}
      {query.isError ? <p className="mt-2 text-error">{text.loadFailed}</p> : null}
      {query.isSuccess && tickets.length === 0 ? (
        <p className="mt-2 text-muted">{text.ticketsEmpty}</p>
      ) : (
        <TableOrCards
          table={
            <DataTable
              caption={text.ticketsCaption}
              columns={ticketColumns}
              rows={tickets}
              rowKey={(ticket) => ticket.id}
              density="inline"
              scroll={{ mode: 'none' }}
              tableClassName="mt-2 w-full text-left"
            />
          }
          cards={<TicketCards tickets={tickets} />}
        />
      )}
      <MorePagesButtons
        pagination={query.data?.pagination}
        texts={page}
        className="mt-3 flex justify-end"
        onPage={setCurrent}
      />
    </CardSection>
  );
}
