import {
  ROLE_LABELS,
  ROLES,
  PERIOD_LABELS,
  PERIODS,
  teamMessages,
  type Role,
  type NamedPeriod,
} from '@atiende/contracts';
import { SearchForm } from '../../../components/search-form';
import { Button } from '../../../components/ui/button';
import type { DepartmentOption } from '../api/get-departments';
import type { TeamFilters } from '../lib/team-filters';

const text = teamMessages.page;
const fieldClasses =
  'h-10 w-full rounded-md border border-line-strong bg-white px-2 text-sm text-ink';
const labelClasses = 'mb-1 block text-xs font-medium text-muted';

interface TeamFiltersBarProps {
  filters: TeamFilters;
  departments: DepartmentOption[];
  showRole: boolean;
  hasActive: boolean;
  onChange: (changes: Partial<TeamFilters>) => void;
  onClear: () => void;
}

/** Search, role, department, status and period; they live in the URL. */
export function TeamFiltersBar({
  filters,
  departments,
  showRole,
  hasActive,
  onChange,
  onClear,
}: TeamFiltersBarProps) {
  return (
    <section
      aria-label={text.searchLabel}
      className="space-y-3 rounded-lg border border-line bg-white p-4"
    >
      <SearchForm
        id="team-search"
        label={text.searchLabel}
        buttonLabel={text.searchLabel}
        placeholder={text.searchPlaceholder}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {showRole ? (
          <div>
            <label htmlFor="team-filter-role" className={labelClasses}>
              {text.roleLabel}
            </label>
            <select
              id="team-filter-role"
              value={filters.role ?? ''}
              onChange={(event) =>
                onChange({ role: (event.target.value || undefined) as Role | undefined })
              }
              className={fieldClasses}
            >
              <option value="">{text.allRoles}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor="team-filter-department" className={labelClasses}>
            {text.departmentLabel}
          </label>
          <select
            id="team-filter-department"
            value={filters.departmentId ?? ''}
            onChange={(event) => onChange({ departmentId: event.target.value || undefined })}
            className={fieldClasses}
          >
            <option value="">{text.allDepartments}</option>
            {departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="team-filter-status" className={labelClasses}>
            {text.statusLabel}
          </label>
          <select
            id="team-filter-status"
            value={filters.status ?? ''}
            onChange={(event) =>
              onChange({ status: (event.target.value || undefined) as TeamFilters['status'] })
            }
            className={fieldClasses}
          >
            <option value="">{text.allStatuses}</option>
            <option value="active">{text.active}</option>
            <option value="inactive">{text.inactive}</option>
          </select>
        </div>
        <div>
          <label htmlFor="team-filter-period" className={labelClasses}>
            {text.periodLabel}
          </label>
          <select
            id="team-filter-period"
            value={filters.period}
            onChange={(event) => onChange({ period: event.target.value as NamedPeriod })}
            className={fieldClasses}
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {hasActive ? (
        <Button variant="ghost" onClick={onClear}>
          {text.clearFilters}
        </Button>
      ) : null}
    </section>
  );
}
