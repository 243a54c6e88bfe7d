import {
  BUILT_IN_TICKET_VIEWS,
  ticketListQuerySchema,
  type SavedViewCount,
} from '@atiende/contracts';
import type { Db } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import { countTicketsUpToCap, resolveViewer } from '../tickets/index';
import { findViewsOfUser } from './saved-views.repository';

/**
 * docs/tickets.md#view-counts: the count of each tab of the ticket list, the built-in views then
 * the caller's saved ones, each under the caller's visibility rule. A view with a text search is
 * not counted (null), like the list's own total; a saved view whose filters no longer parse counts
 * null too instead of failing the others.
 */
export async function countViewsOf(db: Db, claims: AccessClaims): Promise<SavedViewCount[]> {
  const [viewer, saved] = await Promise.all([
    resolveViewer(db, claims),
    findViewsOfUser(db, claims.userId),
  ]);
  const views: { id: string; filters: Record<string, string> }[] = [
    ...BUILT_IN_TICKET_VIEWS,
    ...saved.map((view) => ({ id: view.id, filters: view.filters as Record<string, string> })),
  ];
  const counts: SavedViewCount[] = [];
  // One after the other: a handful of capped counts, without taking every pooled connection.
  for (const view of views) {
    const query = ticketListQuerySchema.safeParse(view.filters);
    if (!query.success || query.data.search) {
      counts.push({ id: view.id, count: null, isEstimate: false });
      continue;
    }
    counts.push({ id: view.id, ...(await countTicketsUpToCap(db, viewer, query.data)) });
  }
  return counts;
}
