import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ticketWorkspaceMessages, type Pagination } from '@atiende/contracts';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { viewHeadQueryOptions } from '../api/get-tickets';
import type { TicketListFilters } from './list-filters';
import { selectedOf, type useRowSelection } from './use-row-selection';
import { isViewCapped, viewSelectionState, type SelectedView } from './view-selection';

interface ViewSelectionOptions {
  filters: TicketListFilters;
  /** viewSignature() of the URL: filters and view, not sort or page. */
  signature: string;
  pagination: Pagination | undefined;
  isPageSelected: boolean;
  selection: ReturnType<typeof useRowSelection>;
}

/**
 * docs/product/tickets.md#ticket-list "Seleccionar los N de esta vista": fetches the view's first
 * 100 tickets (same filters and order, page 1, the API's `limit` cap) and selects exactly those.
 */
export function useViewSelection({
  filters,
  signature,
  pagination,
  isPageSelected,
  selection,
}: ViewSelectionOptions) {
  const queryClient = useQueryClient();
  const [selectedView, setSelectedView] = useState<SelectedView | null>(null);
  const [isSelecting, setIsSelecting] = useState(false);
  // Cleared (by "Quitar selección", Esc or a finished bulk action): forget what the offer chose.
  if (selectedView && selection.count === 0) setSelectedView(null);
  const state = viewSelectionState({
    isPageSelected,
    pagination,
    selectedCount: selection.count,
    signature,
    selectedView,
  });

  const selectView = async () => {
    setIsSelecting(true);
    try {
      const head = await queryClient.fetchQuery(viewHeadQueryOptions(filters));
      selection.replace(head.tickets.map(selectedOf));
      setSelectedView({
        signature,
        count: head.tickets.length,
        isCapped: isViewCapped(head.pagination),
      });
    } catch (error) {
      notify.error(messageOf(error, ticketWorkspaceMessages.bulk.selectViewFailed));
    } finally {
      setIsSelecting(false);
    }
  };

  return { state, isSelecting, selectView };
}
