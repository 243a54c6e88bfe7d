import { departmentMessages, type DepartmentListItem } from '@atiende/contracts';
import { FilterBar, type FilterBarBindings } from '../../../components/filter-bar';
import { namedOptions } from '../../../components/filter-select';
import type { ProductFilters } from '../lib/product-filters';

const text = departmentMessages.productsPage;

interface ProductFiltersBarProps extends FilterBarBindings<ProductFilters> {
  departments: DepartmentListItem[];
}

/** Search, department and state; all in the URL, so back, reload and sharing work. */
export function ProductFiltersBar({ departments, ...bindings }: ProductFiltersBarProps) {
  const states = [
    { value: 'true', label: text.activeOnly },
    { value: 'false', label: text.inactiveOnly },
  ];
  return (
    <FilterBar
      label={text.filters}
      className="grid gap-3 md:grid-cols-[1fr_14rem_10rem_auto] md:items-end"
      search={{ id: 'products-search', label: text.search, placeholder: text.searchPlaceholder }}
      {...bindings}
      selects={[
        {
          key: 'departmentId',
          id: 'products-department',
          label: text.department,
          anyLabel: text.anyDepartment,
          options: namedOptions(departments),
        },
        {
          key: 'isActive',
          id: 'products-state',
          label: text.state,
          anyLabel: text.anyState,
          options: states,
        },
      ]}
      isTall
      clearLabel={text.clearFilters}
    />
  );
}
