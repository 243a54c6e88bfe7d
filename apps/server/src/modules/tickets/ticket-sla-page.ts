import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { ticketSla, tickets } from '../../db/schema/index';
import { nextDueAt } from './ticket-sla-columns';

/** One part of a page: joined to the running clocks or not, its conditions, order and window. */
export interface PagePart {
  isJoined: boolean;
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
}

/** Tickets with no running clock: paused, finished, or none yet. */
const withoutRunningClock = sql`NOT EXISTS (SELECT 1 FROM ${ticketSla}
  WHERE ${ticketSla.ticketId} = ${tickets.id} AND ${ticketSla.pausedSince} IS NULL)`;

/**
 * The list sorted by "Próximo vencimiento" (docs/tickets.md#sla-in-the-list) in two ordered
 * parts, so no statement sorts every matching ticket: first the running clocks, joined and read
 * through `ticket_sla_next_due_idx` in due order; then, once they run out, the tickets without a
 * running clock by number. The second part's offset is the page's offset less the running
 * clocks before it: known from the first part when it returned rows, counted when the page lies
 * wholly past them. `limit` is the rows wanted (the page and one more).
 */
export async function readBySlaDue<Row>(
  read: (part: PagePart) => Promise<Row[]>,
  countRunning: () => Promise<number>,
  where: SQL | undefined,
  isDescending: boolean,
  limit: number,
  offset: number,
): Promise<Row[]> {
  const running = await read({
    isJoined: true,
    where,
    order: isDescending
      ? [sql`${nextDueAt} DESC`, desc(tickets.number)]
      : [sql`${nextDueAt} ASC`, asc(tickets.number)],
    limit,
    offset,
  });
  if (running.length >= limit) return running;
  const runningBefore =
    running.length > 0 || offset === 0 ? offset + running.length : await countRunning();
  const others = await read({
    isJoined: false,
    where: and(where, withoutRunningClock),
    order: [isDescending ? desc(tickets.number) : asc(tickets.number)],
    limit: limit - running.length,
    offset: Math.max(0, offset - runningBefore),
  });
  return [...running, ...others];
}
