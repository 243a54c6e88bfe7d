import { departmentMessages, type DepartmentListItem } from '@atiende/contracts';
import { FilterSelect } from '../../../components/filter-select';
import { SearchForm } from '../../../components/search-form';
import { Button } from '../../../components/ui/button';
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
  return (
    <section
      aria-label={text.filters}
      className="grid gap-3 rounded-lg border border-line bg-white p-4 md:grid-cols-[1fr_14rem_10rem_auto] md:items-end"
    >
      <SearchForm
        id="products-search"
        label={text.search}
        buttonLabel={text.search}
        placeholder={text.searchPlaceholder}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <FilterSelect
        id="products-department"
        label={text.department}
        value={filters.departmentId}
        anyLabel={text.anyDepartment}
        options={departments.map((department) => ({
          value: department.id,
          label: department.name,
        }))}
        onChange={(departmentId) => onChange({ departmentId })}
        isTall
      />
      <FilterSelect
        id="products-state"
        label={text.state}
        value={filters.isActive}
        anyLabel={text.anyState}
        options={[
          { value: 'true', label: text.activeOnly },
          { value: 'false', label: text.inactiveOnly },
        ]}
        onChange={(isActive) => onChange({ isActive })}
        isTall
      />
      {hasActive ? (
        <Button variant="ghost" onClick={onClear}>
          {text.clearFilters}
        </Button>
      ) : null}
    </section>
  );
}
