import { useEffect, useRef, useState, type RefObject } from 'react';
import { Search } from 'lucide-react';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  ticketWorkspaceMessages,
  type PublicDepartment,
} from '@atiende/contracts';
import { FilterSelect, namedOptions } from '../../../components/filter-select';
import { DateRange } from '../../../components/ui/date-range';
import { withFilters, type TicketListFilters } from '../hooks/list-filters';
import type { Technician } from '../api/ticket-validation';
import { MultiSelectFilter } from './multi-select-filter';
import { TicketFilterChips } from './ticket-filter-chips';

const text = ticketWorkspaceMessages.filters;
const SEARCH_DELAY_MS = 400;
const fieldClasses = 'h-9 rounded-md border border-line-strong bg-white px-2 text-sm text-ink';
const labelClasses = 'mb-1 block text-xs font-medium text-muted';

interface TicketFilterBarProps {
  filters: TicketListFilters;
  onChange: (filters: TicketListFilters, options?: { replace?: boolean }) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  technicians: readonly Technician[];
  departments: readonly PublicDepartment[];
  /** Clients get the search only (docs/product/tickets.md#client-portal). */
  isStaff: boolean;
}

/**
 * docs/product/tickets.md#ticket-list sticky filter bar: search (`/`), Estado, Prioridad, Asignado
 * a, Departamento, fechas. The two selects have a fixed width: sized by their options, they widened
 * when the technicians and departments arrived and re-wrapped the bar and the list under it (layout
 * shift, docs/conventions.md#quality-bars-and-budgets).
 */
export function TicketFilterBar({
  filters,
  onChange,
  searchRef,
  technicians,
  departments,
  isStaff,
}: TicketFilterBarProps) {
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

  const change = (patch: Partial<TicketListFilters>) => onChange(withFilters(filters, patch));

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor="ticket-search" className={labelClasses}>
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
              placeholder={text.searchPlaceholder}
              className={`${fieldClasses} w-full pl-8`}
            />
          </div>
        </div>
        <div>
          <span className={labelClasses} aria-hidden="true">
            &nbsp;
          </span>
          <div className="flex gap-2">
            <MultiSelectFilter
              label={text.status}
              options={TICKET_STATUSES}
              labels={TICKET_STATUS_LABELS}
              value={filters.status}
              onChange={(status) => change({ status })}
            />
            {isStaff ? (
              <MultiSelectFilter
                label={text.priority}
                options={TICKET_PRIORITIES}
                labels={TICKET_PRIORITY_LABELS}
                value={filters.priority}
                onChange={(priority) => change({ priority })}
              />
            ) : null}
          </div>
        </div>
        {isStaff ? (
          <>
            <FilterSelect
              id="ticket-filter-assignee"
              label={text.assignee}
              value={filters.assignedToId}
              anyLabel={text.any}
              options={[
                { value: 'me', label: text.mine },
                { value: 'none', label: text.unassigned },
                ...namedOptions(technicians),
              ]}
              onChange={(assignedToId) => change({ assignedToId: assignedToId ?? null })}
              className="w-48"
            />
            <FilterSelect
              id="ticket-filter-department"
              label={text.department}
              value={filters.departmentId}
              anyLabel={text.any}
              options={namedOptions(departments)}
              onChange={(departmentId) => change({ departmentId: departmentId ?? null })}
              className="w-48"
            />
            <DateRange
              idPrefix="ticket-filter"
              labels={text}
              value={filters}
              invalidMessage={text.dateRangeInvalid}
              onChange={(key, day) => change({ [key]: day ?? null })}
              fieldClassName={fieldClasses}
              labelClassName={labelClasses}
            />
          </>
        ) : null}
      </div>
      <TicketFilterChips
        filters={filters}
        onChange={onChange}
        technicians={technicians}
        departments={departments}
      />
    </div>
  );
}
