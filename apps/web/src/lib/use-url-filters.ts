import { useSearchParams } from 'react-router';

/**
 * A paged list's filters kept in the URL (so a link or "Atrás" reopens the same list): read
 * with `parse`, written with `toParams`. Changing a filter goes back to the first page;
 * clearing keeps what `cleared` keeps (the list's kind, the figures' period).
 */
export function useUrlFilters<Filters extends { page: number }>({
  parse,
  toParams,
  isActive,
  cleared,
}: {
  parse: (params: URLSearchParams) => Filters;
  toParams: (filters: NoInfer<Filters>) => URLSearchParams;
  isActive: (filters: NoInfer<Filters>) => boolean;
  cleared: (filters: NoInfer<Filters>) => NoInfer<Filters>;
}) {
  const [params, setParams] = useSearchParams();
  const filters = parse(params);
  const apply = (next: Filters) => setParams(toParams(next));
  const change = (changes: Partial<Filters>) => apply({ ...filters, ...changes, page: 1 });
  const isFiltered = isActive(filters);
  const clear = () => apply(cleared(filters));
  return {
    filters,
    /** Replaces every filter at once (a tab that keeps some of them). */
    apply,
    change,
    isFiltered,
    clear,
    goToPage: (page: number) => apply({ ...filters, page }),
    /** What each list's filters bar takes. */
    bar: { filters, hasActive: isFiltered, onChange: change, onClear: clear },
  };
}

/** The part of `useUrlFilters` a paged list reads: the empty panel and the pager. */
export type ListFilters = Pick<
  ReturnType<typeof useUrlFilters>,
  'isFiltered' | 'clear' | 'goToPage'
>;
