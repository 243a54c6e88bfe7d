import { Link } from 'react-router';
import { customerMessages, type Customer } from '@atiende/contracts';
import { TextLink } from '../../../components/ui/text-link';
import { CardList, type ListTable } from '../../../components/paged-list';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/money';
import { CustomerStatusBadge } from './customer-status-badge';

const text = customerMessages.page;

interface CustomerListProps {
  customers: Customer[];
  basePath: string;
}

function lastTicket(customer: Customer) {
  const at = customer.stats?.lastTicketAt;
  return at ? <time dateTime={at}>{formatDate(at)}</time> : text.never;
}

function contactLine(customer: Customer): string {
  return [customer.email, customer.phone].filter(Boolean).join(' · ') || text.none;
}

function columns(basePath: string): ReadonlyArray<DataTableColumn<Customer>> {
  return [
    {
      id: 'name',
      header: text.name,
      cell: (customer) => (
        <>
          <TextLink to={`${basePath}/${customer.id}`} className="font-medium">
            {customer.name}
          </TextLink>
          {customer.chainName ? (
            <span className="block text-xs text-subtle">{customer.chainName}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'ruc',
      header: text.ruc,
      className: 'text-muted tabular-nums',
      cell: (customer) => customer.ruc ?? text.none,
    },
    {
      id: 'contact',
      header: text.contact,
      className: 'max-w-64 truncate text-muted',
      cell: contactLine,
    },
    {
      id: 'tickets',
      header: text.tickets,
      align: 'end',
      cell: (customer) => formatCount(customer.stats?.ticketsTotal ?? 0),
    },
    {
      id: 'open',
      header: text.openTickets,
      align: 'end',
      cell: (customer) => formatCount(customer.stats?.ticketsOpen ?? 0),
    },
    {
      id: 'last',
      header: text.lastTicket,
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap text-muted tabular-nums',
      cell: lastTicket,
    },
    {
      id: 'status',
      header: text.status,
      cell: (customer) => <CustomerStatusBadge isActive={customer.isActive} />,
    },
  ];
}

/**
 * Desktop: empresa with its chain, RUC, contact, figures and state
 * (docs/product/tickets.md#ticket-list density).
 */
export function customerTable(basePath: string): ListTable<Customer> {
  return { caption: text.tableCaption, columns: columns(basePath) };
}

/** Below 768 px: one card per customer, the card a link whose text starts with the name. */
export function CustomerCards({ customers, basePath }: CustomerListProps) {
  return (
    <CardList
      rows={customers}
      card={(customer) => (
        <Link
          to={`${basePath}/${customer.id}`}
          className="block rounded-lg border border-line bg-white p-3 hover:bg-surface"
        >
          <span className="flex items-start justify-between gap-2">
            <span className="line-clamp-2 font-medium text-ink">{customer.name}</span>
            <CustomerStatusBadge isActive={customer.isActive} />
          </span>
          <span className="mt-1 block text-sm text-muted">
            {[customer.chainName, customer.ruc].filter(Boolean).join(' · ') ||
              contactLine(customer)}
          </span>
          <span className="mt-2 block text-xs text-subtle tabular-nums">
            {text.cardSummary(customer.stats?.ticketsTotal ?? 0, customer.stats?.ticketsOpen ?? 0)}{' '}
            · {text.lastTicket}: {lastTicket(customer)}
          </span>
        </Link>
      )}
    />
  );
}
