import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FilterSelect, type FilterOption } from './filter-select';
import { SearchForm } from './search-form';
import { Button } from './ui/button';

/** The keys of a filters object whose values are text (an id, an enum value). */
type TextKey<Filters> = {
  [Key in keyof Filters]-?: NonNullable<Filters[Key]> extends string ? Key : never;
}[keyof Filters] &
  string;

/** One select of the bar, bound to `filters[key]`. */
export interface FilterBarSelect<Filters> {
  key: TextKey<Filters>;
  id: string;
  label: string;
  /** The empty option ("Todos"); without it a value is always chosen. */
  anyLabel?: string;
  options: ReadonlyArray<FilterOption>;
  className?: string;
}

/** What a list page gives its filter bar: the URL's filters, and how to change and clear them. */
export interface FilterBarBindings<Filters> {
  filters: Filters;
  hasActive: boolean;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

interface FilterBarProps<Filters extends { search?: string }> extends FilterBarBindings<Filters> {
  /** Names the bar (a labelled section) for screen readers. */
  label: string;
  /** The search box; its label is also its button's. */
  search: { id: string; label: string; placeholder: string; isCompact?: boolean };
  selects: ReadonlyArray<FilterBarSelect<Filters>>;
  /** 40 px selects, beside a 40 px search box. */
  isTall?: boolean;
  /** The bar's layout; by default the search, the controls and the actions stack. */
  className?: string;
  /** When given, the controls sit in a div of this class (a grid) under the search. */
  controlsClassName?: string;
  /** Controls placed before the selects (a date range). */
  children?: ReactNode;
  /** Shown before "Limpiar filtros" (a chip of a filter without a control). */
  chips?: ReactNode;
  clearLabel: string;
}

/**
 * A list's filter bar: a search applied on "Buscar", selects that apply at once, and "Limpiar
 * filtros" while any filter is set. The caller keeps the filters in the URL
 * (docs/product/tickets.md#ticket-list: back, reload and sharing work).
 */
export function FilterBar<Filters extends { search?: string }>({
  label,
  search,
  filters,
  onChange,
  selects,
  isTall = false,
  className = 'space-y-3',
  controlsClassName,
  children,
  chips,
  hasActive,
  clearLabel,
  onClear,
}: FilterBarProps<Filters>) {
  const controls = (
    <>
      {children}
      {selects.map((select) => (
        <FilterSelect
          key={select.key}
          id={select.id}
          label={select.label}
          value={filters[select.key] as string | undefined}
          anyLabel={select.anyLabel}
          options={select.options}
          onChange={(value) => onChange({ [select.key]: value } as Partial<Filters>)}
          size={isTall ? 'md' : 'sm'}
          className={select.className}
        />
      ))}
    </>
  );
  return (
    <section
      aria-label={label}
      className={cn('rounded-lg border border-line bg-white p-4', className)}
    >
      <SearchForm
        id={search.id}
        label={search.label}
        buttonLabel={search.label}
        placeholder={search.placeholder}
        value={filters.search}
        onSearch={(value) => onChange({ search: value } as Partial<Filters>)}
        compact={search.isCompact}
      />
      {controlsClassName ? <div className={controlsClassName}>{controls}</div> : controls}
      {chips || hasActive ? (
        <div className="flex flex-wrap items-center gap-2">
          {chips}
          {hasActive ? (
            <Button variant="ghost" onClick={onClear}>
              {clearLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
