import type { TicketListQuery } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/index';
import { countKey, isKnownOverCap, rememberOverCap } from './list-count-cache';
import { companiesMatching, COUNT_CAP, listConditions } from './ticket-list.repository';
import type { Viewer } from './ticket-visibility';

/**
 * How many tickets a list holds for this viewer, without its page: the view tabs' counts
 * (docs/tickets.md#view-counts). Counted like the list's total, up to COUNT_CAP over the same
 * conditions and indexes, and sharing its memory of lists known to be over the cap.
 */
export async function countTicketsUpToCap(
  executor: Db,
  viewer: Viewer,
  query: TicketListQuery,
): Promise<{ count: number; isEstimate: boolean }> {
  const key = countKey(viewer, query);
  if (isKnownOverCap(key)) return { count: COUNT_CAP, isEstimate: true };
  const capped = executor
    .select({ one: sql`1` })
    .from(tickets)
    .where(listConditions(viewer, query, await companiesMatching(executor, query.search)))
    .limit(COUNT_CAP + 1);
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(sql`(${capped}) AS capped`);
  const total = row?.total ?? 0;
  if (total <= COUNT_CAP) return { count: total, isEstimate: false };
  rememberOverCap(key);
  return { count: COUNT_CAP, isEstimate: true };
}
