import { BUILT_IN_TICKET_VIEWS } from '@atiende/contracts';
import { parseFilters, toApiQuery } from '../hooks/list-filters';

/** GET /api/tickets: the list's pages (get-tickets.ts). */
export const TICKET_LIST_API_PATH = '/tickets';

/** "Mis abiertos" (docs/product/tickets.md#ticket-list) as a query string. */
export const MINE_VIEW_QUERY = new URLSearchParams(
  BUILT_IN_TICKET_VIEWS.find((view) => view.id === 'mine')?.filters,
).toString();

/**
 * The query string the list shows for this address: a técnico without filters lands on "Mis
 * abiertos" (docs/product/tickets.md#ticket-list); the /tickets route (app/route-pages.ts)
 * redirects there before the list mounts.
 */
export function listSearchFor(search: string, role: string | undefined): URLSearchParams {
  const params = new URLSearchParams(search);
  return role === 'TECHNICIAN' && params.size === 0 ? new URLSearchParams(MINE_VIEW_QUERY) : params;
}

/**
 * The first page the list asks for on a page load of /tickets{search}, by this role: the same
 * call as the list's own (get-tickets.ts), so an early answer (docs/performance.md#early-requests)
 * or a prefetch stands in for it. The role is only a hint for the view: the server decides what
 * the answer holds.
 */
export function firstListRequest(search: string, role: string | undefined) {
  return {
    path: TICKET_LIST_API_PATH,
    query: toApiQuery(parseFilters(listSearchFor(search, role))),
  };
}
