import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Search, SlidersHorizontal } from 'lucide-react';
import { ticketQueueMessages, ticketWorkspaceMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { useIsDesktop } from '../../../lib/use-media-query';
import {
  activeFilterCount,
  ticketNumberOf,
  withFilters,
  type TicketListFilters,
} from '../hooks/list-filters';
import { useListPickers } from '../hooks/use-list-pickers';
import { TicketFilterChips } from './ticket-filter-chips';
import {
  TicketFilterControls,
  filterFieldClasses,
  filterLabelClasses,
} from './ticket-filter-controls';

const text = ticketWorkspaceMessages.filters;
const SEARCH_DELAY_MS = 400;

interface TicketFilterBarProps {
  filters: TicketListFilters;
  onChange: (filters: TicketListFilters, options?: { replace?: boolean }) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** Clients get the search and Estado only (docs/product/tickets.md#client-portal). */
  isStaff: boolean;
  /** The narrow list beside an open ticket: the filters go in the sheet, as on a phone. */
  isNarrow?: boolean;
}

/** The search box, applied after a pause; Enter on "#8" opens ticket 8 (docs/tickets.md#search). */
function useSearchBox(filters: TicketListFilters, onChange: TicketFilterBarProps['onChange']) {
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useState(filters.search);
  const [appliedSearch, setAppliedSearch] = useState(filters.search);
  if (appliedSearch !== filters.search) {
    // The URL changed elsewhere (a chip, "Limpiar filtros", back): show its search.
    setAppliedSearch(filters.search);
    setSearch(filters.search);
  }
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });
  useEffect(() => {
    if (search.trim() === latest.current.filters.search) return;
    const timer = setTimeout(() => {
      latest.current.onChange(withFilters(latest.current.filters, { search: search.trim() }), {
        replace: true,
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const number = event.key === 'Enter' ? ticketNumberOf(search) : null;
    if (number === null) return;
    event.preventDefault();
    // The list keeps its view: the box goes back to the applied search instead of filtering.
    setSearch(filters.search);
    const backTo = `${location.pathname}${location.search}`;
    void navigate(`/tickets/${number}${location.search}`, { state: { backTo } });
  };
  return { search, setSearch, onKeyDown };
}

/**
 * docs/product/tickets.md#ticket-list sticky filter bar: search (`/`), Estado, Prioridad, Asignado
 * a, Departamento, fechas and the active filters as chips. Below 768 px only the search stays in
 * the bar, beside "Filtros (n)", which opens the rest in a sheet, so the queue starts near the
 * top of the phone's screen; the list beside an open ticket does the same.
 */
export function TicketFilterBar({
  filters,
  onChange,
  searchRef,
  isStaff,
  isNarrow = false,
}: TicketFilterBarProps) {
  const isDesktop = useIsDesktop() && !isNarrow;
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  // In the sheet the staff's and departments' names are asked for as the finger touches
  // "Filtros", not on every load of a phone that may never open it (docs/performance.md#first-paint).
  const [areNamesWanted, setAreNamesWanted] = useState(false);
  const wantNames = () => setAreNamesWanted(true);
  const { technicians, departments } = useListPickers(
    isStaff && (isDesktop || areNamesWanted || isSheetOpen),
  );
  const { search, setSearch, onKeyDown } = useSearchBox(filters, onChange);
  const change = (patch: Partial<TicketListFilters>) => onChange(withFilters(filters, patch));
  const controls = { filters, change, technicians, departments, isStaff };
  const chips = (
    <TicketFilterChips
      filters={filters}
      onChange={onChange}
      technicians={technicians}
      departments={departments}
      isStaff={isStaff}
    />
  );

  const searchField = (
    <div className="min-w-0 flex-1 md:min-w-48">
      <label htmlFor="ticket-search" className={filterLabelClasses}>
        {text.search} <kbd className="ml-1 rounded-sm border border-line px-1 font-sans">/</kbd>
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-2.5 left-2 size-4 text-subtle" />
        <input
          id="ticket-search"
          ref={searchRef}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={text.searchPlaceholder}
          className={`${filterFieldClasses} w-full pl-8`}
        />
      </div>
    </div>
  );

  if (!isDesktop) {
    return (
      <div className="flex items-end gap-2">
        {searchField}
        <Button
          variant="secondary"
          className="h-9 shrink-0 px-3"
          aria-haspopup="dialog"
          onPointerDown={wantNames}
          onFocus={wantNames}
          onClick={() => setIsSheetOpen(true)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {ticketQueueMessages.filters.open(activeFilterCount(filters))}
        </Button>
        <Sheet
          isOpen={isSheetOpen}
          onOpenChange={setIsSheetOpen}
          side="right"
          title={ticketQueueMessages.filters.sheetTitle}
          className="w-full max-w-sm"
        >
          <div className="flex flex-col gap-4">
            <TicketFilterControls {...controls} layout="column" />
            {chips}
            <Button variant="primary" onClick={() => setIsSheetOpen(false)}>
              {ticketQueueMessages.filters.showTickets}
            </Button>
          </div>
        </Sheet>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        {searchField}
        <TicketFilterControls {...controls} layout="row" />
      </div>
      {chips}
    </div>
  );
}
