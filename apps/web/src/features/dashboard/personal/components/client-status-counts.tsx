import { Link } from 'react-router';
import { dashboardPersonalMessages, type ClientDashboard } from '@atiende/contracts/dashboard';
import { TicketStatusBadge } from '../../../../components/ticket-status-badge';

const text = dashboardPersonalMessages.client.counts;
const { ticketsWord } = dashboardPersonalMessages.common;
const numberFormat = new Intl.NumberFormat('es-PE');

/** Open first, then the finished ones: the order a client reads their tickets in. */
const ORDER = ['PENDIENTE', 'EN_PROGRESO', 'ESCALADO', 'RESUELTO', 'CERRADO'] as const;

/**
 * docs/dashboards.md "Cliente": how many of my tickets are in each status, each figure a link to the
 * list filtered by it (`/tickets?status=…`).
 */
export function ClientStatusCounts({
  counts,
  hasCompany,
}: {
  counts: ClientDashboard['myCounts'];
  hasCompany: boolean;
}) {
  const countFor = (status: (typeof ORDER)[number]) =>
    counts.find((entry) => entry.status === status)?.count ?? 0;
  return (
    <>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {ORDER.map((status) => (
          <li key={status}>
            <Link
              to={`/tickets?status=${status}`}
              className="flex min-h-11 flex-col items-start gap-2 rounded-lg border border-line bg-white p-3 hover:border-line-strong"
            >
              <TicketStatusBadge status={status} />{' '}
              <span className="text-2xl font-semibold text-ink tabular-nums">
                {numberFormat.format(countFor(status))}
                <span className="sr-only"> {ticketsWord(countFor(status))}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {hasCompany ? <p className="mt-2 text-sm text-muted">{text.companyNote}</p> : null}
    </>
  );
}
