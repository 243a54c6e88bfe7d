import { useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Keyboard, Plus } from 'lucide-react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useDepartments } from '../api/get-departments';
import { useTechnicians } from '../api/get-technicians';
import { useTickets } from '../api/get-tickets';
import { clearFilters, hasActiveFilters, viewSignature } from '../hooks/list-filters';
import { isStaffRole, type TicketViewer } from '../hooks/ticket-viewer';
import { useListFilters } from '../hooks/use-list-filters';
import { useListKeyboard } from '../hooks/use-list-keyboard';
import { useIsDesktop } from '../../../lib/use-media-query';
import { usePageTitle } from '../hooks/use-page-title';
import { useRowSelection } from '../hooks/use-row-selection';
import { TicketBulkBar } from './ticket-bulk-bar';
import { TicketFilterBar } from './ticket-filter-bar';
import { TicketListBody } from './ticket-list-body';
import { TicketShortcutsDialog } from './ticket-shortcuts-dialog';
import { BUILT_IN_VIEWS, TicketViewTabs } from './ticket-view-tabs';

const titles = ticketWorkspaceMessages.titles;
const MINE_VIEW = BUILT_IN_VIEWS[0].query;

interface TicketListPageProps {
  viewer: TicketViewer;
  variant?: 'manage' | 'completed';
}

/** spec §2 /tickets ("Gestión de Tickets" / "Mis Tickets") and /tickets/completed. */
export function TicketListPage({ viewer, variant = 'manage' }: TicketListPageProps) {
  const isStaff = isStaffRole(viewer.role);
  const isCompleted = variant === 'completed';
  const title = isCompleted
    ? titles.completed
    : viewer.role === 'TECHNICIAN' || !isStaff
      ? titles.mine
      : titles.manage;
  usePageTitle(title);

  const { filters, setFilters, searchParams } = useListFilters(
    isCompleted ? 'completed' : undefined,
  );
  const isWide = useIsDesktop();
  const showTable = isStaff && isWide;
  const tickets = useTickets(filters);
  const technicians = useTechnicians(isStaff).data ?? [];
  const departments = useDepartments(isStaff).data ?? [];
  const selection = useRowSelection();
  const [isShortcutsOpen, setIsShortcutsOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const rows = tickets.data?.tickets ?? [];

  useListKeyboard({
    listRef,
    searchRef,
    tickets: rows,
    canSelect: showTable,
    selected: selection.selected,
    onToggle: selection.toggle,
    onSelectMany: selection.setMany,
    onClearSelection: selection.clear,
    onShowShortcuts: () => setIsShortcutsOpen(true),
  });

  // UX.md §2.1: technicians land on "Mis abiertos".
  if (!isCompleted && viewer.role === 'TECHNICIAN' && searchParams.size === 0) {
    return <Navigate to={{ search: `?${MINE_VIEW}` }} replace />;
  }

  const isMineView = viewSignature(searchParams) === viewSignature(new URLSearchParams(MINE_VIEW));
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

  return (
    <div className={cn('mx-auto w-full', isStaff ? 'max-w-none' : 'max-w-3xl')}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className={cn('font-semibold text-ink', isStaff ? 'text-xl' : 'text-2xl')}>{title}</h1>
        <div className="flex items-center gap-2">
          {showTable ? (
            <Button
              variant="ghost"
              aria-label={ticketWorkspaceMessages.shortcuts.open}
              onClick={() => setIsShortcutsOpen(true)}
              className="min-h-9 px-2"
            >
              <Keyboard aria-hidden="true" className="size-5" />
            </Button>
          ) : null}
          <Link to="/tickets/create" className={buttonClasses('primary', isStaff ? 'md' : 'lg')}>
            <Plus aria-hidden="true" className="size-4" />
            {ticketWorkspaceMessages.newTicket}
          </Link>
        </div>
      </div>
      {isStaff && !isCompleted ? (
        <div className="mb-2">
          <TicketViewTabs searchParams={searchParams} />
        </div>
      ) : null}
      <div className="sticky top-14 z-20 -mx-4 border-b border-line bg-surface px-4 py-3 md:-mx-6 md:px-6">
        {hasSelection ? (
          <TicketBulkBar
            tickets={selection.tickets}
            viewerId={viewer.id}
            technicians={technicians}
            onClear={selection.clear}
            onKeepOnly={selection.keepOnly}
          />
        ) : (
          <TicketFilterBar
            filters={filters}
            onChange={setFilters}
            searchRef={searchRef}
            technicians={technicians}
            departments={departments}
            isStaff={isStaff}
          />
        )}
      </div>
      <div ref={listRef} className="mt-3">
        <TicketListBody
          query={tickets}
          filters={filters}
          showTable={showTable}
          isClient={!isStaff}
          emptyKind={emptyKind}
          selection={selection}
          onFiltersChange={setFilters}
          onClearFilters={() => setFilters(clearFilters(filters))}
        />
      </div>
      <TicketShortcutsDialog isOpen={isShortcutsOpen} onOpenChange={setIsShortcutsOpen} />
    </div>
  );
}

/** spec §2 /tickets/completed: the same list with view=completed. */
export function CompletedTicketsPage({ viewer }: { viewer: TicketViewer }) {
  return <TicketListPage viewer={viewer} variant="completed" />;
}
