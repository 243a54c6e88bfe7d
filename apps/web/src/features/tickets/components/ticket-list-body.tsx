import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import {
  ticketQueueMessages,
  ticketWorkspaceMessages,
  type TicketListResponse,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { MessagePanel } from '../../../components/ui/message-panel';
import { messageOf } from '../../../lib/api-error';
import { useElementState } from '../../../lib/use-element-state';
import { nextSort, withFilters, type TicketListFilters } from '../hooks/list-filters';
import type { LiveTicketPage } from '../hooks/live-list-diff';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';
import { useRowFade } from '../hooks/use-row-fade';
import { selectedOf, type useRowSelection } from '../hooks/use-row-selection';
import { TicketCards } from './ticket-cards';
import { TicketListEmpty, type EmptyKind } from './ticket-list-empty';
import { TicketLiveBanner } from './ticket-live-banner';
import { TicketPagination } from './ticket-pagination';
import { TicketTable } from './ticket-table';

interface TicketListBodyProps {
  query: UseQueryResult<TicketListResponse>;
  /**
   * docs/product/tickets.md#live-updates: the shown rows after others' changes, and "Mostrar" for
   * the new ones.
   */
  live: { page: LiveTicketPage; showNew: () => void };
  filters: TicketListFilters;
  showTable: boolean;
  isClient: boolean;
  emptyKind: EmptyKind;
  selection: ReturnType<typeof useRowSelection>;
  isCompact: boolean;
  onFiltersChange: (filters: TicketListFilters) => void;
  onClearFilters: () => void;
  /** The ticket open beside the list (the split view), or null. */
  openTicketId?: string | null;
}

/** Rows shaped like the list's (a number, a title, a badge), never an empty state. */
function SkeletonRows() {
  return (
    <div role="status" className="space-y-2" data-testid="ticket-list-skeleton">
      <span className="sr-only">{ticketQueueMessages.loading.list}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex h-10 items-center gap-3 rounded-md border border-line bg-white px-3"
        >
          <span className="h-3 w-8 rounded-sm bg-surface-2 motion-safe:animate-pulse" />
          <span className="h-3 flex-1 rounded-sm bg-surface-2 motion-safe:animate-pulse" />
          <span className="h-5 w-20 rounded-full bg-surface-2 motion-safe:animate-pulse" />
        </div>
      ))}
    </div>
  );
}

/**
 * docs/product/ui.md#patterns: skeletons only after 300 ms, old rows kept while refetching, errors
 * with a retry.
 */
export function TicketListBody({
  query,
  live,
  filters,
  showTable,
  isClient,
  emptyKind,
  selection,
  isCompact,
  onFiltersChange,
  onClearFilters,
  openTicketId = null,
}: TicketListBodyProps) {
  // A new view keeps the previous one's rows while it loads; when those were none, the empty
  // state would speak of the wrong view ("Aún no hay tickets." on a slow connection): skeletons.
  const isLoadingView = query.isPending || (query.isPlaceholderData && live.page.rows.length === 0);
  const showSkeleton = useDelayedFlag(isLoadingView);
  const [rowsElement, setRowsElement] = useElementState<HTMLDivElement>();
  useRowFade(rowsElement, live.page.rows, live.page.changedIds);
  if (isLoadingView) {
    // A screen's height is kept for the rows to come, so the footer starts below the fold instead
    // of being pushed down by them when they arrive (layout shift,
    // docs/conventions.md#quality-bars-and-budgets).
    return <div className="min-h-dvh">{showSkeleton ? <SkeletonRows /> : null}</div>;
  }
  if (query.isError) {
    return (
      <MessagePanel
        icon={RefreshCw}
        heading={ticketWorkspaceMessages.loadFailed}
        headingLevel={2}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {ticketWorkspaceMessages.retry}
          </Button>
        }
      >
        <p>{messageOf(query.error, '')}</p>
      </MessagePanel>
    );
  }
  const { pagination } = query.data;
  const tickets = live.page.rows;
  const banner = <TicketLiveBanner count={live.page.newIds.length} onShow={live.showNew} />;
  if (tickets.length === 0 && pagination.page <= 1) {
    return (
      <>
        {banner}
        <TicketListEmpty kind={emptyKind} onClear={onClearFilters} />
      </>
    );
  }
  const isRefreshing = query.isFetching;
  const rows = tickets.map(selectedOf);
  return (
    <div ref={setRowsElement} aria-busy={isRefreshing}>
      {banner}
      <div aria-hidden="true" className="h-0.5 overflow-hidden">
        {isRefreshing ? <div className="h-full w-1/3 bg-brand motion-safe:animate-pulse" /> : null}
      </div>
      {showTable ? (
        // overflow-clip, not hidden: a scroll container would stop the header from sticking.
        <div className="overflow-clip rounded-lg border border-line">
          <TicketTable
            tickets={tickets}
            sort={filters.sort}
            onSort={(field) =>
              onFiltersChange(withFilters(filters, { sort: nextSort(filters.sort, field) }))
            }
            selected={selection.selected}
            onToggle={(ticket, isSelected, isRange) =>
              selection.pick(rows, ticket, isSelected, isRange)
            }
            onTogglePage={(isSelected) => selection.setMany(rows, isSelected)}
            isCompact={isCompact}
            goneIds={live.page.goneIds}
          />
        </div>
      ) : (
        <TicketCards
          tickets={tickets}
          isClient={isClient}
          goneIds={live.page.goneIds}
          openTicketId={openTicketId}
        />
      )}
      <TicketPagination
        pagination={pagination}
        shownCount={tickets.length}
        onPage={(page) => onFiltersChange({ ...filters, page })}
      />
    </div>
  );
}
