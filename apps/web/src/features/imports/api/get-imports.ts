import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { importListResponseSchema } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { importKeys } from './import-keys';

const HISTORY_PAGE_SIZE = 10;

/** GET /api/imports: the history, newest first. */
export function getImports(page: number, signal?: AbortSignal) {
  return apiGet('/imports', importListResponseSchema, {
    query: { page, limit: HISTORY_PAGE_SIZE },
    signal,
  });
}

export function importsQueryOptions(page: number) {
  return queryOptions({
    queryKey: importKeys.list(page),
    queryFn: ({ signal }) => getImports(page, signal),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
    // While one is running, the history shows it moving too.
    refetchInterval: (query) =>
      query.state.data?.imports.some((job) => job.phase === 'QUEUED' || job.phase === 'RUNNING')
        ? 2_000
        : false,
  });
}

export function useImports(page: number) {
  return useQuery(importsQueryOptions(page));
}
