import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_SOURCES,
  TICKET_SOURCE_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  ticketWorkspaceMessages,
  type PublicDepartment,
} from '@atiende/contracts';
import { FilterSelect, namedOptions } from '../../../components/filter-select';
import { DateRange } from '../../../components/ui/date-range';
import type { TicketListFilters } from '../hooks/list-filters';
import type { Technician } from '../api/ticket-validation';
import { MultiSelectFilter } from './multi-select-filter';

const text = ticketWorkspaceMessages.filters;
export const filterFieldClasses =
  'h-9 rounded-md border border-line-strong bg-white px-2 text-sm text-ink';
export const filterLabelClasses = 'mb-1 block text-xs font-medium text-muted';

interface TicketFilterControlsProps {
  filters: TicketListFilters;
  change: (patch: Partial<TicketListFilters>) => void;
  technicians: readonly Technician[];
  departments: readonly PublicDepartment[];
  isStaff: boolean;
  /** In a row in the desktop bar; one under the other in the phone's sheet. */
  layout: 'row' | 'column';
}

/**
 * Estado, Prioridad, Canal, Asignado a, Departamento and the dates
 * (docs/product/tickets.md#ticket-list). The company (`customerId`, from the dashboards) has its
 * chip only: it is removed there.
 * The two selects have a fixed width in the row: sized by their options, they widened when the
 * técnicos and departments arrived and re-wrapped the bar (layout shift).
 */
export function TicketFilterControls({
  filters,
  change,
  technicians,
  departments,
  isStaff,
  layout,
}: TicketFilterControlsProps) {
  const isColumn = layout === 'column';
  const selectWidth = isColumn ? 'w-full' : 'w-48';
  return (
    <>
      <div>
        {isColumn ? null : (
          // Lines the menu buttons up with the labelled fields beside them.
          <span className={filterLabelClasses} aria-hidden="true">
            &nbsp;
          </span>
        )}
        <div className="flex flex-wrap gap-2">
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
          {isStaff ? (
            <MultiSelectFilter
              label={text.source}
              options={TICKET_SOURCES}
              labels={TICKET_SOURCE_LABELS}
              value={filters.source}
              onChange={(source) => change({ source })}
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
            className={selectWidth}
          />
          <FilterSelect
            id="ticket-filter-department"
            label={text.department}
            value={filters.departmentId}
            anyLabel={text.any}
            options={[{ value: 'none', label: text.noDepartment }, ...namedOptions(departments)]}
            onChange={(departmentId) => change({ departmentId: departmentId ?? null })}
            className={selectWidth}
          />
          {/* Side by side: with Canal the row wraps at 1440 px, and two stacked dates doubled it. */}
          <div className="flex flex-wrap gap-3">
            <DateRange
              idPrefix="ticket-filter"
              labels={text}
              value={filters}
              invalidMessage={text.dateRangeInvalid}
              onChange={(key, day) => change({ [key]: day ?? null })}
              fieldClassName={filterFieldClasses}
              labelClassName={filterLabelClasses}
            />
          </div>
        </>
      ) : null}
    </>
  );
}
