import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersToSearchParams,
  parseFilters,
  type ListView,
  type TicketListFilters,
} from './list-filters';

/** The list's filters, read from and written to the URL (docs/product/tickets.md#ticket-list). */
export function useListFilters(forcedView?: ListView) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams, forcedView), [searchParams, forcedView]);
  const setFilters = useCallback(
    (next: TicketListFilters, options: { replace?: boolean } = {}) => {
      const params = filtersToSearchParams(next);
      // The completed page's view comes from its path, not from the query string.
      if (forcedView) params.delete('view');
      setSearchParams(params, { replace: options.replace ?? false });
    },
    [forcedView, setSearchParams],
  );
  return { filters, setFilters, searchParams, setSearchParams };
}
