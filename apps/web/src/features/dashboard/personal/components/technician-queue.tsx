import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { TICKET_PRIORITIES, type TicketPriority } from '@atiende/contracts';
import { dashboardPersonalMessages, type TechnicianDashboard } from '@atiende/contracts/dashboard';
import { TicketPriorityBadge } from '../../../../components/ticket-priority-badge';
import { TextLink } from '../../../../components/ui/text-link';
import { cn } from '../../../../lib/cn';

const text = dashboardPersonalMessages.technician.queue;
const numberFormat = new Intl.NumberFormat('es-PE');

/** Highest first: the order a técnico works in. */
const PRIORITY_ORDER: readonly TicketPriority[] = [...TICKET_PRIORITIES].reverse();

/** docs/dashboards.md "Técnico": every figure opens the list with its filters in the address. */
export function myQueuePath(priority?: TicketPriority): string {
  const params = new URLSearchParams({ assignedToId: 'me' });
  if (priority) params.set('priority', priority);
  params.set('view', 'open');
  return `/tickets?${params.toString()}`;
}

function LoadBar({ open, max }: { open: number; max: number }) {
  const isFull = open >= max;
  const share = max > 0 ? Math.min(1, open / max) : 1;
  return (
    <div className="mt-3">
      <p className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-ink">{text.loadLabel}</span>
        <span className="font-semibold text-ink tabular-nums">{text.load(open, max)}</span>
      </p>
      <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-surface-2">
        <div
          className={cn('h-full rounded-full', isFull ? 'bg-error' : 'bg-brand')}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-muted">{text.loadDescription(open, max)}</p>
      {isFull ? (
        <p className="mt-1 flex items-center gap-1 text-xs font-medium text-error">
          <CircleAlert aria-hidden="true" className="size-3.5" />
          {text.full}
        </p>
      ) : null}
    </div>
  );
}

/** My open tickets: how many, my load against my maximum, and one link per priority. */
export function TechnicianQueue({ queue }: { queue: TechnicianDashboard['queue'] }) {
  const countFor = (priority: TicketPriority) =>
    queue.byPriority.find((entry) => entry.priority === priority)?.count ?? 0;
  return (
    <>
      <Link
        to={myQueuePath()}
        className="mt-2 inline-flex min-h-11 items-baseline gap-2 rounded-md text-ink hover:text-brand"
      >
        <span className="text-3xl font-semibold tabular-nums">
          {numberFormat.format(queue.open)}
        </span>{' '}
        <span className="text-sm text-muted">{text.openWord(queue.open)}</span>
      </Link>
      {/* A técnico without a maximum (the team page leaves it empty) has no load to measure. */}
      {queue.maxOpenTickets === null ? (
        <p className="mt-3 text-xs text-muted">{text.noMaximum}</p>
      ) : (
        <LoadBar open={queue.open} max={queue.maxOpenTickets} />
      )}
      {queue.open === 0 ? (
        <p className="mt-3 text-sm text-muted">
          {text.empty}{' '}
          {/* Inside a sentence, a link is underlined, not told by its colour alone (axe link-in-text-block). */}
          <TextLink to="/tickets?assignedToId=none&view=open" className="underline">
            {text.emptyAction}
          </TextLink>
        </p>
      ) : (
        <>
          <h3 className="mt-4 text-sm font-semibold text-ink">{text.byPriority}</h3>
          <ul className="mt-1 grid grid-cols-2 gap-2">
            {PRIORITY_ORDER.map((priority) => (
              <li key={priority}>
                <Link
                  to={myQueuePath(priority)}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-md border border-line px-3 py-2 text-sm hover:border-line-strong"
                >
                  <TicketPriorityBadge priority={priority} />{' '}
                  <span className="font-semibold text-ink tabular-nums">
                    {countFor(priority)}
                    <span className="sr-only"> {text.openWord(countFor(priority))}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
