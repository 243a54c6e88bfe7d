import { useState } from 'react';
import { Link } from 'react-router';
import { customerMessages, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from '@atiende/contracts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { PagerButtons } from '../../../components/ui/pager-buttons';
import { formatDate } from '../../../lib/dates';
import { useIsDesktop } from '../../../lib/use-media-query';
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
        <Link
          to={`/tickets/${ticket.id}`}
          className="text-brand underline-offset-2 hover:underline"
        >
          {ticket.title}
        </Link>
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

/** The customer's tickets the viewer may open, newest first; each links to /tickets/{id}. */
export function CustomerTickets({ customerId, isAdmin }: { customerId: string; isAdmin: boolean }) {
  const [current, setCurrent] = useState(1);
  const query = useCustomerTickets(customerId, current);
  const isDesktop = useIsDesktop();
  const tickets = query.data?.tickets ?? [];
  const pagination = query.data?.pagination;

  return (
    <section
      aria-labelledby="customer-tickets"
      className="rounded-lg border border-line bg-white p-4 text-sm"
    >
      <h2 id="customer-tickets" className="text-base font-semibold text-ink">
        {text.ticketsTitle}
      </h2>
      {isAdmin ? null : <p className="text-xs text-subtle">{text.ticketsHidden}</p>}
      {query.isError ? <p className="mt-2 text-error">{text.loadFailed}</p> : null}
      {query.isSuccess && tickets.length === 0 ? (
        <p className="mt-2 text-muted">{text.ticketsEmpty}</p>
      ) : isDesktop ? (
        <DataTable
          caption={text.ticketsCaption}
          columns={ticketColumns}
          rows={tickets}
          rowKey={(ticket) => ticket.id}
          density="inline"
          scroll={{ mode: 'none' }}
          tableClassName="mt-2 w-full text-left"
        />
      ) : (
        <ul className="mt-2 space-y-2">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <Link
                to={`/tickets/${ticket.id}`}
                className="block rounded-md border border-line p-3 hover:bg-surface"
              >
                <span className="line-clamp-2 font-medium text-ink">{ticket.title}</span>
                <span className="mt-1 block text-xs text-muted">
                  #{ticket.number} · {TICKET_STATUS_LABELS[ticket.status]} ·{' '}
                  {TICKET_PRIORITY_LABELS[ticket.priority]} · {formatDate(ticket.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pagination && pagination.totalPages > 1 ? (
        <div className="mt-3 flex justify-end">
          <PagerButtons
            page={pagination.page}
            totalPages={pagination.totalPages}
            onPage={setCurrent}
            previousLabel={page.previous}
            nextLabel={page.next}
          />
        </div>
      ) : null}
    </section>
  );
}
