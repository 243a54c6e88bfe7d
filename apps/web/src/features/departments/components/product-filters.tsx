import { departmentMessages, type DepartmentListItem } from '@atiende/contracts';
import { SearchForm } from '../../../components/search-form';
import { Button } from '../../../components/ui/button';
import type { ProductFilters } from '../lib/product-filters';

const text = departmentMessages.productsPage;
const fieldClasses =
  'h-10 w-full rounded-md border border-line-strong bg-white px-2 text-sm text-ink';
const labelClasses = 'mb-1 block text-xs font-medium text-muted';

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
      <div>
        <label htmlFor="products-department" className={labelClasses}>
          {text.department}
        </label>
        <select
          id="products-department"
          value={filters.departmentId ?? ''}
          onChange={(event) => onChange({ departmentId: event.target.value || undefined })}
          className={fieldClasses}
        >
          <option value="">{text.anyDepartment}</option>
          {departments.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="products-state" className={labelClasses}>
          {text.state}
        </label>
        <select
          id="products-state"
          value={filters.isActive ?? ''}
          onChange={(event) =>
            onChange({ isActive: (event.target.value || undefined) as ProductFilters['isActive'] })
          }
          className={fieldClasses}
        >
          <option value="">{text.anyState}</option>
          <option value="true">{text.activeOnly}</option>
          <option value="false">{text.inactiveOnly}</option>
        </select>
      </div>
      {hasActive ? (
        <Button variant="ghost" onClick={onClear}>
          {text.clearFilters}
        </Button>
      ) : null}
    </section>
  );
}
