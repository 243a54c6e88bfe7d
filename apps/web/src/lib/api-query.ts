import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, type ReadOptions, type ResponseSchema } from './api';
import {
  invalidateReferenceData,
  type ReferenceDataKind,
} from './reference-data/reference-data-keys';

/**
 * The shared shapes of the web data layer (docs/conventions.md#web-data-layer): a GET cached
 * under a feature's key, a page of a list, and a change that marks what it touched stale.
 */

/** One GET: the path, the contract's response schema and the query string. */
export interface ApiGetRequest<TSchema extends z.ZodType> {
  path: string;
  schema: ResponseSchema<TSchema>;
  query?: ReadOptions['query'];
}

/**
 * A GET as query options under `queryKey`, cancelled with the query's signal. `staleTime`
 * replaces the app's default (query-client.ts) only when given.
 */
export function apiQueryOptions<TSchema extends z.ZodType>(
  queryKey: QueryKey,
  { path, schema, query }: ApiGetRequest<TSchema>,
  staleTime?: number,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiGet(path, schema, { query, signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/**
 * One page of a list: a new page or filter keeps the old rows on screen until the answer
 * arrives (docs/product/ui.md#patterns).
 */
export function pagedListQueryOptions<TSchema extends z.ZodType>(
  queryKey: QueryKey,
  request: ApiGetRequest<TSchema>,
  staleTime?: number,
) {
  return { ...apiQueryOptions(queryKey, request, staleTime), placeholderData: keepPreviousData };
}

/** A list page's query, fetched only while its screen says so (`isEnabled`). */
export function usePagedList<TSchema extends z.ZodType>(
  queryKey: QueryKey,
  request: ApiGetRequest<TSchema>,
  options: { isEnabled: boolean; staleTime?: number },
) {
  const listOptions = pagedListQueryOptions(queryKey, request, options.staleTime);
  return useQuery({ ...listOptions, enabled: options.isEnabled });
}

/** What a change makes stale once it succeeds: the feature's keys and the shared lists. */
export interface ChangeEffects {
  queryKeys: readonly QueryKey[];
  referenceData?: readonly ReferenceDataKind[];
}

/**
 * A mutation that, on success, refetches every query under `effects.queryKeys` and the named
 * reference data (lib/reference-data), and settles once they are marked.
 */
export function useChangeMutation<TVariables, TResult>(
  run: (variables: TVariables) => Promise<TResult>,
  effects: ChangeEffects,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        ...effects.queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        invalidateReferenceData(queryClient, ...(effects.referenceData ?? [])),
      ]),
  });
}
