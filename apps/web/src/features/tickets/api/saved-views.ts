import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SAVED_VIEW_FILTER_KEYS,
  savedViewEnvelopeSchema,
  savedViewListResponseSchema,
  type SavedView,
} from '@atiende/contracts';
import { apiGet, apiSend } from '../../../lib/api';
import { useChangeMutation, type ChangeEffects } from '../../../lib/api-query';
import { ticketKeys } from './ticket-keys';

/** GET /api/saved-views: the caller's own views ("Vistas", docs/product/tickets.md#ticket-list). */
export async function getSavedViews(signal?: AbortSignal): Promise<SavedView[]> {
  return (await apiGet('/saved-views', savedViewListResponseSchema, { signal })).views;
}

export function savedViewsQueryOptions() {
  return queryOptions({
    queryKey: ticketKeys.savedViews(),
    queryFn: ({ signal }) => getSavedViews(signal),
  });
}

export function useSavedViews(isEnabled = true) {
  return useQuery({ ...savedViewsQueryOptions(), enabled: isEnabled });
}

/** Creating or deleting a view refreshes the "Vistas" tabs. */
const savedViewChanges: ChangeEffects = { queryKeys: [ticketKeys.savedViews()] };

/** Only the list filters travel: the server refuses other keys. */
export function filtersFromQuery(query: string): Record<string, string> {
  const allowed = new Set<string>(SAVED_VIEW_FILTER_KEYS);
  return Object.fromEntries([...new URLSearchParams(query)].filter(([key]) => allowed.has(key)));
}

/** POST /api/saved-views. */
export async function createSavedView(input: { name: string; query: string }): Promise<SavedView> {
  const body = { name: input.name, filters: filtersFromQuery(input.query) };
  return (await apiSend('POST', '/saved-views', body, savedViewEnvelopeSchema)).view;
}

export function useCreateSavedView() {
  return useChangeMutation(createSavedView, savedViewChanges);
}

/** DELETE /api/saved-views/:id. */
export async function deleteSavedView(id: string): Promise<void> {
  await apiSend('DELETE', `/saved-views/${id}`, undefined, null);
}

export function useDeleteSavedView() {
  return useChangeMutation(deleteSavedView, savedViewChanges);
}
