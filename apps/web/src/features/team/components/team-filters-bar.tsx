import { ROLE_LABELS, ROLES, PERIOD_LABELS, PERIODS, teamMessages } from '@atiende/contracts';
import { FilterSelect } from '../../../components/filter-select';
import { SearchForm } from '../../../components/search-form';
import { Button } from '../../../components/ui/button';
import type { DepartmentOption } from '../api/get-departments';
import type { TeamFilters } from '../lib/team-filters';

const text = teamMessages.page;

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
          <FilterSelect
            id="team-filter-role"
            label={text.roleLabel}
            value={filters.role}
            anyLabel={text.allRoles}
            options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            onChange={(role) => onChange({ role })}
            isTall
          />
        ) : null}
        <FilterSelect
          id="team-filter-department"
          label={text.departmentLabel}
          value={filters.departmentId}
          anyLabel={text.allDepartments}
          options={departments.map((department) => ({
            value: department.id,
            label: department.name,
          }))}
          onChange={(departmentId) => onChange({ departmentId })}
          isTall
        />
        <FilterSelect
          id="team-filter-status"
          label={text.statusLabel}
          value={filters.status}
          anyLabel={text.allStatuses}
          options={[
            { value: 'active', label: text.active },
            { value: 'inactive', label: text.inactive },
          ]}
          onChange={(status) => onChange({ status })}
          isTall
        />
        <FilterSelect
          id="team-filter-period"
          label={text.periodLabel}
          value={filters.period}
          options={PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }))}
          onChange={(period) => (period ? onChange({ period }) : undefined)}
          isTall
        />
      </div>
      {hasActive ? (
        <Button variant="ghost" onClick={onClear}>
          {text.clearFilters}
        </Button>
      ) : null}
    </section>
  );
}
