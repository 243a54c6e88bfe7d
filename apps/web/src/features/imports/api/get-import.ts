import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  IMPORT_POLL_INTERVAL_MS,
  importJobEnvelopeSchema,
  type ImportJob,
} from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { importKeys } from './import-keys';

export function getImport(id: string, signal?: AbortSignal) {
  return apiGet(`/imports/${id}`, importJobEnvelopeSchema, { signal });
}

export function isImportFinished(job: ImportJob | undefined): boolean {
  return job?.phase === 'COMPLETED' || job?.phase === 'FAILED';
}

/** GET /api/imports/{id}, polled every second until the import ends. */
export function importQueryOptions(id: string) {
  return queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => getImport(id, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      isImportFinished(query.state.data?.import) ? false : IMPORT_POLL_INTERVAL_MS,
  });
}

export function useImport(id: string) {
  return useQuery(importQueryOptions(id));
}
