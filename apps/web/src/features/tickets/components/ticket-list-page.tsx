import { useRef, useState, type ReactNode } from 'react';
import { ticketQueueMessages } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { useElementState } from '../../../lib/use-element-state';
import { useIsDesktop } from '../../../lib/use-media-query';
import { MINE_VIEW_QUERY } from '../hooks/built-in-views';
import { clearFilters, hasActiveFilters, viewSignature } from '../hooks/list-filters';
import { isStaffRole, type TicketViewer } from '../hooks/ticket-viewer';
import { useListDensity } from '../hooks/use-list-density';
import { useListFilters } from '../hooks/use-list-filters';
import { SPLIT_TICKET_PANE_ID, useListKeyboard } from '../hooks/use-list-keyboard';
import { useLiveTicketList } from '../hooks/use-live-ticket-list';
import { useRowActions } from '../hooks/use-row-actions';
import { useRowSelection } from '../hooks/use-row-selection';
import { useStickyListOffsets } from '../hooks/use-sticky-list-offsets';
import { useViewSelection } from '../hooks/use-view-selection';
import { TicketBulkBar } from './ticket-bulk-bar';
import { TicketFilterBar } from './ticket-filter-bar';
import { TicketListBody } from './ticket-list-body';
import { TicketListHeader } from './ticket-list-header';
import { TicketRowActions, type RowPickerRequest } from './ticket-row-actions';
import { LazyTicketShortcutsDialog } from './lazy-ticket-shortcuts-dialog';
import { TicketViewSelection } from './ticket-view-selection';
import { TicketViewTabs } from './ticket-view-tabs';

interface TicketListPageProps {
  viewer: TicketViewer;
  variant?: 'manage' | 'completed';
  /**
   * The split view from 1280 px (ticket-queue-page.tsx): the ticket drawn beside the list, and
   * its id. The list then shows cards and leaves the tab's title to the ticket.
   */
  split?: { ticketId: string; ticket: ReactNode };
}

/**
 * docs/product/tickets.md /tickets ("Gestión de Tickets" / "Mis Tickets") and /tickets/completed.
 */
export function TicketListPage({ viewer, variant = 'manage', split }: TicketListPageProps) {
  const isStaff = isStaffRole(viewer.role);
  const isCompleted = variant === 'completed';
  const { filters, setFilters, searchParams } = useListFilters(
    isCompleted ? 'completed' : undefined,
  );
  const signature = viewSignature(searchParams);

  const isWide = useIsDesktop();
  const showTable = isStaff && isWide && !split;
  const selection = useRowSelection();
  const rowActions = useRowActions(viewer);
  const [density, setDensity] = useListDensity(viewer.id);
  const [isShortcutsOpen, setIsShortcutsOpen] = useState(false);
  const [rowPicker, setRowPicker] = useState<RowPickerRequest | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Elements in state, not refs: the sticky offsets are measured once both exist.
  const [bar, setBar] = useElementState<HTMLDivElement>();
  const [list, setList, listRef] = useElementState<HTMLDivElement>();
  // docs/product/tickets.md#live-updates: others' changes never move the rows; the user's own
  // actions show at once.
  const live = useLiveTicketList(filters, list);
  const tickets = live.query;
  const rows = live.page.rows;
  const viewSelection = useViewSelection({
    filters,
    signature,
    pagination: tickets.data?.pagination,
    isPageSelected: rows.length > 0 && rows.every((ticket) => selection.selected.has(ticket.id)),
    selection,
  });
  useStickyListOffsets(bar, list);

  useListKeyboard({
    viewerId: viewer.id,
    list: listRef,
    searchRef,
    tickets: rows,
    canSelect: showTable,
    canAct: isStaff,
    selected: selection.selected,
    onPick: selection.pick,
    onClearSelection: selection.clear,
    onShowShortcuts: () => setIsShortcutsOpen(true),
    onRowPicker: (kind, ticket) =>
      setRowPicker({ kind, ticket, returnFocus: document.activeElement }),
    onAssignToMe: (ticket) => void rowActions.assignToMe(ticket),
    openTicketId: split?.ticketId ?? null,
  });

  const isMineView = signature === viewSignature(new URLSearchParams(MINE_VIEW_QUERY));
  const emptyKind =
    !isStaff && !hasActiveFilters(filters)
      ? 'client'
      : isMineView
        ? 'mine'
        : hasActiveFilters(filters)
          ? 'filtered'
          : isCompleted
            ? 'completed'
            : 'all';
  const hasSelection = showTable && selection.count > 0;

  const content = (
    <>
      <TicketListHeader
        heading={{ role: viewer.role, isCompleted, signature }}
        setsPageTitle={!split}
        isStaff={isStaff}
        showTable={showTable}
        density={density}
        onDensityChange={setDensity}
        onShowShortcuts={() => setIsShortcutsOpen(true)}
      />
      {isStaff && !isCompleted ? (
        <div className="mb-2">
          <TicketViewTabs searchParams={searchParams} />
        </div>
      ) : null}
      <div
        ref={setBar}
        className={cn(
          'sticky z-20 border-b border-line bg-surface py-3',
          split ? 'top-0 px-1' : 'top-14 -mx-4 px-4 md:-mx-6 md:px-6',
        )}
      >
        {hasSelection ? (
          <TicketBulkBar
            tickets={selection.tickets}
            viewerId={viewer.id}
            onClear={selection.clear}
            onKeepOnly={selection.keepOnly}
            viewSelection={
              <TicketViewSelection
                state={viewSelection.state}
                isSelecting={viewSelection.isSelecting}
                onSelectView={() => void viewSelection.selectView()}
              />
            }
          />
        ) : (
          <TicketFilterBar
            filters={filters}
            onChange={setFilters}
            searchRef={searchRef}
            isStaff={isStaff}
            isNarrow={split !== undefined}
          />
        )}
      </div>
      {/* No top margin: the live banner's reserved 36 px slot opens the list (docs/product/tickets.md#live-updates). */}
      <div ref={setList}>
        <TicketListBody
          query={tickets}
          live={live}
          filters={filters}
          showTable={showTable}
          isClient={!isStaff}
          emptyKind={emptyKind}
          selection={selection}
          isCompact={density === 'compact'}
          onFiltersChange={setFilters}
          onClearFilters={() => setFilters(clearFilters(filters))}
          openTicketId={split?.ticketId ?? null}
        />
      </div>
      {isStaff ? (
        <TicketRowActions
          request={rowPicker}
          onRequestChange={setRowPicker}
          viewer={viewer}
          apply={rowActions.apply}
        />
      ) : null}
      <LazyTicketShortcutsDialog
        viewerId={viewer.id}
        isOpen={isShortcutsOpen}
        onOpenChange={setIsShortcutsOpen}
      />
    </>
  );
  if (!split) {
    return (
      <div className={cn('mx-auto w-full', isStaff ? 'max-w-none' : 'max-w-3xl')}>{content}</div>
    );
  }
  // docs/product/tickets.md#ticket-list split view: list and ticket side by side, each scrolling on
  // its own below the header (3.5rem) and the page's padding (3rem). Each pane is `relative`: an
  // absolutely placed element inside (a visually hidden radio) scrolls with its pane.
  return (
    <div className="grid h-[calc(100dvh-6.5rem)] grid-cols-[22rem_minmax(0,1fr)] gap-6">
      <section
        aria-label={ticketQueueMessages.split.listLabel}
        className="relative min-h-0 overflow-y-auto pr-2"
      >
        {content}
      </section>
      <section
        id={SPLIT_TICKET_PANE_ID}
        tabIndex={-1}
        aria-label={ticketQueueMessages.split.ticketLabel}
        className="relative min-h-0 overflow-y-auto outline-none"
      >
        {split.ticket}
      </section>
    </div>
  );
}

/** docs/product/tickets.md /tickets/completed: the same list with view=completed. */
export function CompletedTicketsPage({ viewer }: { viewer: TicketViewer }) {
  return <TicketListPage viewer={viewer} variant="completed" />;
}
