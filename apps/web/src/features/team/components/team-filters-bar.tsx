import { ROLE_LABELS, PERIOD_LABELS, PERIODS, teamMessages } from '@atiende/contracts';
import {
  FilterBar,
  type FilterBarBindings,
  type FilterBarSelect,
} from '../../../components/filter-bar';
import { namedOptions } from '../../../components/filter-select';
import type { DepartmentOption } from '../api/get-departments';
import { rolesOfTab, type TeamFilters, type TeamTab } from '../lib/team-filters';

const text = teamMessages.page;

interface TeamFiltersBarProps extends FilterBarBindings<TeamFilters> {
  departments: DepartmentOption[];
  tab: TeamTab;
  showRole: boolean;
}

/**
 * Search, role, department, status and period; they live in the URL. Clients have no role to
 * choose, no departments and no figures (those belong to staff).
 */
export function TeamFiltersBar({ departments, tab, showRole, ...bindings }: TeamFiltersBarProps) {
  const roles = rolesOfTab(tab).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  const statuses = [
    { value: 'active', label: text.active },
    { value: 'inactive', label: text.inactive },
  ];
  const periods = PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }));
  const selects: Array<FilterBarSelect<TeamFilters>> = [
    {
      key: 'role',
      id: 'team-filter-role',
      label: text.roleLabel,
      anyLabel: text.allRoles,
      options: roles,
    },
    {
      key: 'departmentId',
      id: 'team-filter-department',
      label: text.departmentLabel,
      anyLabel: text.allDepartments,
      options: namedOptions(departments),
    },
    {
      key: 'status',
      id: 'team-filter-status',
      label: text.statusLabel,
      anyLabel: text.allStatuses,
      options: statuses,
    },
    // No empty option: a period is always chosen.
    { key: 'period', id: 'team-filter-period', label: text.periodLabel, options: periods },
  ];
  return (
    <FilterBar
      label={text.searchLabel}
      search={{ id: 'team-search', label: text.searchLabel, placeholder: text.searchPlaceholder }}
      {...bindings}
      selects={selects.filter(
        ({ key }) =>
          (key !== 'role' || showRole) &&
          // Departments and the figures' period belong to staff.
          ((key !== 'departmentId' && key !== 'period') || tab !== 'clientes'),
      )}
      isTall
      controlsClassName="grid grid-cols-2 gap-3 md:grid-cols-4"
      clearLabel={text.clearFilters}
    />
  );
}
