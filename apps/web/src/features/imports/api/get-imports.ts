import { queryOptions, useQuery } from '@tanstack/react-query';
import { importListResponseSchema } from '@atiende/contracts';
import { pagedListQueryOptions } from '../../../lib/api-query';
import { importKeys } from './import-keys';

const HISTORY_PAGE_SIZE = 10;

/** GET /api/imports: the history, newest first. */
export function importsQueryOptions(page: number) {
  const query = { page, limit: HISTORY_PAGE_SIZE };
  const request = { path: '/imports', schema: importListResponseSchema, query };
  return queryOptions({
    ...pagedListQueryOptions(importKeys.list(page), request, 5_000),
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
