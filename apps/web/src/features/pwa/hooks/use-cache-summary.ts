import { queryOptions, useQuery } from '@tanstack/react-query';
import { pwaKeys } from '../api/pwa-keys';
import { readCacheSummary } from '../lib/cache-summary';

export function cacheSummaryQueryOptions() {
  return queryOptions({
    queryKey: pwaKeys.cacheSummary(),
    queryFn: readCacheSummary,
    staleTime: 0,
    retry: false,
  });
}

/** The Cache tab's data, read when the tab opens and after "Limpiar cache". */
export function useCacheSummary() {
  return useQuery(cacheSummaryQueryOptions());
}
