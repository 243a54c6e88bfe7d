import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { ticketWorkspaceMessages, type TicketListResponse } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { MessagePanel } from '../../../components/ui/message-panel';
import { messageOf } from '../../../lib/api-error';
import { nextSort, withFilters, type TicketListFilters } from '../hooks/list-filters';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import type { useRowSelection } from '../hooks/use-row-selection';
import { TicketCards } from './ticket-cards';
import { TicketListEmpty, type EmptyKind } from './ticket-list-empty';
import { TicketPagination } from './ticket-pagination';
import { TicketTable } from './ticket-table';

interface TicketListBodyProps {
  query: UseQueryResult<TicketListResponse>;
  filters: TicketListFilters;
  showTable: boolean;
  isClient: boolean;
  emptyKind: EmptyKind;
  selection: ReturnType<typeof useRowSelection>;
  isCompact: boolean;
  onFiltersChange: (filters: TicketListFilters) => void;
  onClearFilters: () => void;
}

function SkeletonRows() {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{ticketWorkspaceMessages.list.refreshing}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-10 rounded-md bg-surface-2 motion-safe:animate-pulse"
        />
      ))}
    </div>
  );
}

/** UX.md §5: skeletons only after 300 ms, old rows kept while refetching, errors with a retry. */
export function TicketListBody({
  query,
  filters,
  showTable,
  isClient,
  emptyKind,
  selection,
  isCompact,
  onFiltersChange,
  onClearFilters,
}: TicketListBodyProps) {
  const showSkeleton = useDelayedFlag(query.isPending);
  if (query.isPending) {
    // A screen's height is kept for the rows to come, so the footer starts below the fold
    // instead of being pushed down by them when they arrive (layout shift, DESIGN §9).
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
  const { tickets, pagination } = query.data;
  if (tickets.length === 0 && pagination.page <= 1) {
    return <TicketListEmpty kind={emptyKind} onClear={onClearFilters} />;
  }
  const isRefreshing = query.isFetching;
  const rows = tickets.map(({ id, number }) => ({ id, number }));
  return (
    <div aria-busy={isRefreshing}>
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
          />
        </div>
      ) : (
        <TicketCards tickets={tickets} isClient={isClient} />
      )}
      <TicketPagination
        pagination={pagination}
        shownCount={tickets.length}
        onPage={(page) => onFiltersChange({ ...filters, page })}
      />
    </div>
  );
}
