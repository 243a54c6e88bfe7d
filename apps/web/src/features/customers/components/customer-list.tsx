import { Link } from 'react-router';
import { customerMessages, type Customer } from '@atiende/contracts';
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

/** Desktop: empresa with its chain, RUC, contact, figures and state (UX.md §2.1 density). */
export function CustomerTable({ customers, basePath }: CustomerListProps) {
  const header = 'px-3 py-2 font-medium';
  return (
    <div
      role="region"
      aria-label={text.tableCaption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{text.tableCaption}</caption>
        <thead className="bg-surface text-xs text-muted">
          <tr>
            <th scope="col" className={header}>
              {text.name}
            </th>
            <th scope="col" className={header}>
              {text.ruc}
            </th>
            <th scope="col" className={header}>
              {text.contact}
            </th>
            <th scope="col" className={`${header} text-right`}>
              {text.tickets}
            </th>
            <th scope="col" className={`${header} text-right`}>
              {text.openTickets}
            </th>
            <th scope="col" className={`${header} whitespace-nowrap`}>
              {text.lastTicket}
            </th>
            <th scope="col" className={header}>
              {text.status}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {customers.map((customer) => (
            <tr key={customer.id} className="hover:bg-surface">
              <td className="px-3 py-2">
                <Link
                  to={`${basePath}/${customer.id}`}
                  className="font-medium text-brand underline-offset-2 hover:underline"
                >
                  {customer.name}
                </Link>
                {customer.chainName ? (
                  <span className="block text-xs text-subtle">{customer.chainName}</span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-muted tabular-nums">{customer.ruc ?? text.none}</td>
              <td className="max-w-64 truncate px-3 py-2 text-muted">{contactLine(customer)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatCount(customer.stats?.ticketsTotal ?? 0)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatCount(customer.stats?.ticketsOpen ?? 0)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-muted tabular-nums">
                {lastTicket(customer)}
              </td>
              <td className="px-3 py-2">
                <CustomerStatusBadge isActive={customer.isActive} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 768 px: one card per customer, the card a link whose text starts with the name. */
export function CustomerCards({ customers, basePath }: CustomerListProps) {
  return (
    <ul className="space-y-2">
      {customers.map((customer) => (
        <li key={customer.id}>
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
              {text.cardSummary(
                formatCount(customer.stats?.ticketsTotal ?? 0),
                formatCount(customer.stats?.ticketsOpen ?? 0),
              )}{' '}
              · {text.lastTicket}: {lastTicket(customer)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
