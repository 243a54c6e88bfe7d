import { toApiQuery, type TicketListFilters } from './list-filters';

/**
 * GET /api/tickets/export's query for the list's filters (docs/exports.md): the list's own query
 * without paging or sort, so the file holds every ticket the list shows.
 */
export function exportQueryOf(filters: TicketListFilters): Record<string, string | undefined> {
  const { page: _page, limit: _limit, sort: _sort, ...rest } = toApiQuery(filters);
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      value === undefined ? undefined : String(value),
    ]),
  );
}
