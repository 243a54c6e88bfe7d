import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';
import { lazyChunk, lazyExport } from '../../../lib/lazy-chunk';
import { ticketKeys } from './ticket-keys';

const loadCountValidation = lazyChunk(() => import('./view-count-validation'));
const countsSchema = lazyExport(loadCountValidation, 'savedViewCountsResponseSchema');

/**
 * GET /api/saved-views/counts: how many tickets each view tab holds (docs/tickets.md#view-counts).
 * Never stale by time: the user's changes and the coalesced socket refresh it.
 */
export function viewCountsQueryOptions() {
  const request = {
    path: '/saved-views/counts',
    schema: countsSchema,
  };
  return apiQueryOptions(ticketKeys.viewCounts(), request, Infinity);
}

export function useViewCountsQuery(isEnabled: boolean) {
  return useQuery({ ...viewCountsQueryOptions(), enabled: isEnabled });
}
