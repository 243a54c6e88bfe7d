import type { Pagination } from '@atiende/contracts';

/**
 * docs/product/tickets.md#ticket-list "Seleccionar los 240 de esta vista" (Gmail's select-all):
 * offered once the whole page is selected and the view has more tickets than the page. It selects
 * at most VIEW_SELECTION_LIMIT, the API's `limit` cap and the bulk limit (Zendesk caps bulk edits
 * at 100).
 */
export const VIEW_SELECTION_LIMIT = 100;

/** What the bulk bar says about the view: an offer, the result, or nothing. */
export type ViewSelectionState =
  | { kind: 'offer'; total: number; isEstimate: boolean; isCapped: boolean }
  | { kind: 'done'; count: number; isCapped: boolean }
  | null;

/** The view selected through the offer: which view (its signature) and how many it gave. */
export interface SelectedView {
  signature: string;
  count: number;
  isCapped: boolean;
}

interface ViewSelectionFacts {
  isPageSelected: boolean;
  pagination: Pagination | undefined;
  selectedCount: number;
  signature: string;
  selectedView: SelectedView | null;
}

export function viewSelectionState({
  isPageSelected,
  pagination,
  selectedCount,
  signature,
  selectedView,
}: ViewSelectionFacts): ViewSelectionState {
  // Still exactly what the offer selected, in the same view: say so.
  if (
    selectedView &&
    selectedView.signature === signature &&
    selectedView.count === selectedCount
  ) {
    return { kind: 'done', count: selectedView.count, isCapped: selectedView.isCapped };
  }
  if (!isPageSelected || !pagination) return null;
  // With a search the total is a lower bound (totalIsEstimate): the view has more than it.
  const isEstimate = pagination.totalIsEstimate ?? false;
  const hasMoreThanPage = pagination.totalPages > 1 || isEstimate;
  if (!hasMoreThanPage) return null;
  return {
    kind: 'offer',
    total: pagination.total,
    isEstimate,
    isCapped: isEstimate || pagination.total > VIEW_SELECTION_LIMIT,
  };
}

/** Whether a `limit=100` answer left tickets of the view out. */
export function isViewCapped(pagination: Pagination): boolean {
  return pagination.totalPages > 1 || (pagination.totalIsEstimate ?? false);
}
