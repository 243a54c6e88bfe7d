import { departmentMessages, type DepartmentListItem } from '@atiende/contracts';
import { FilterBar } from '../../../components/filter-bar';
import { namedOptions } from '../../../components/filter-select';
import type { ProductFilters } from '../lib/product-filters';

const text = departmentMessages.productsPage;

interface ProductFiltersBarProps {
  filters: ProductFilters;
  departments: DepartmentListItem[];
  hasActive: boolean;
  onChange: (changes: Partial<ProductFilters>) => void;
  onClear: () => void;
}

/** Search, department and state; all in the URL, so back, reload and sharing work. */
export function ProductFiltersBar({
  filters,
  departments,
  hasActive,
  onChange,
  onClear,
}: ProductFiltersBarProps) {
  const states = [
    { value: 'true', label: text.activeOnly },
    { value: 'false', label: text.inactiveOnly },
  ];
  return (
    <FilterBar
      label={text.filters}
      className="grid gap-3 md:grid-cols-[1fr_14rem_10rem_auto] md:items-end"
      search={{ id: 'products-search', label: text.search, placeholder: text.searchPlaceholder }}
      filters={filters}
      onChange={onChange}
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
      hasActive={hasActive}
      clearLabel={text.clearFilters}
      onClear={onClear}
    />
  );
}
