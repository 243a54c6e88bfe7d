import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../lib/money';
import { useIsDesktop } from '../lib/use-media-query';
import type { ListFilters } from '../lib/use-url-filters';
import { Button } from './ui/button';
import { DataTable, type DataTableProps } from './ui/data-table';
import { LoadFailed } from './ui/load-failed';
import { MessagePanel } from './ui/message-panel';
import { PagerButtons } from './ui/pager-buttons';

/** The Spanish texts a paged admin list shows around its rows (each feature keeps its own). */
export type PagedListTexts = {
  loadFailed: string;
  retry: string;
  emptyTitle: string;
  /** The empty panel's text while filters are active. */
  emptyFiltered: string;
  clearFilters: string;
  pagination: string;
  showing: (first: number, last: number, total: string) => string;
  previous: string;
  next: string;
};

/** What the states around a list say; a list that is never filtered has no "Limpiar filtros". */
type ResultsTexts = Pick<PagedListTexts, 'loadFailed' | 'retry' | 'emptyTitle'> &
  Partial<Pick<PagedListTexts, 'clearFilters'>>;

type ListQuery = {
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/**
 * A paged list's states around its table or cards: the load error with "Reintentar", the
 * rows dimmed while the next page loads, and the empty panel ("Limpiar filtros" when filtered).
 */
export function ListResults({
  query,
  count,
  texts,
  emptyMessage,
  emptyIcon = SearchX,
  onClearFilters,
  emptyAction = null,
  children,
}: {
  query: ListQuery;
  count: number;
  texts: ResultsTexts;
  emptyMessage: string;
  /** The empty panel's icon when nothing is filtered (a filtered list shows SearchX). */
  emptyIcon?: LucideIcon;
  /** Shown in the empty panel only while filters are active. */
  onClearFilters: (() => void) | null;
  /** The empty panel's own action while nothing is filtered (e.g. "Nuevo departamento"). */
  emptyAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {query.isError ? (
        <LoadFailed message={texts.loadFailed} retryLabel={texts.retry} onRetry={query.refetch} />
      ) : null}
      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-70' : ''}>
        {query.isSuccess && count === 0 ? (
          <MessagePanel
            icon={onClearFilters ? SearchX : emptyIcon}
            heading={texts.emptyTitle}
            headingLevel={2}
          >
            <p>{emptyMessage}</p>
            {onClearFilters ? (
              <Button variant="secondary" className="mt-4" onClick={onClearFilters}>
                {texts.clearFilters}
              </Button>
            ) : (
              emptyAction
            )}
          </MessagePanel>
        ) : (
          children
        )}
      </div>
    </>
  );
}

/** "Mostrando 1–25 de 1,240" and "Anterior" / "Siguiente" under a paged list. */
export function ListPager({
  pagination,
  count,
  texts,
  onPage,
}: {
  pagination:
    | { page: number; limit: number; total: number; totalPages: number; totalIsEstimate?: boolean }
    | null
    | undefined;
  /** Rows on this page. */
  count: number;
  texts: PagedListTexts;
  onPage: (page: number) => void;
}) {
  if (!pagination || count === 0) return null;
  const first = (pagination.page - 1) * pagination.limit + 1;
  return (
    <nav
      aria-label={texts.pagination}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted tabular-nums">
        {texts.showing(
          first,
          first + count - 1,
          `${formatCount(pagination.total)}${pagination.totalIsEstimate ? '+' : ''}`,
        )}
      </p>
      <PageButtons pagination={pagination} texts={texts} onPage={onPage} />
    </nav>
  );
}

type PagerTexts = Pick<PagedListTexts, 'previous' | 'next'>;

function PageButtons({
  pagination,
  texts,
  onPage,
}: {
  pagination: { page: number; totalPages: number };
  texts: PagerTexts;
  onPage: (page: number) => void;
}) {
  return (
    <PagerButtons
      page={pagination.page}
      totalPages={pagination.totalPages}
      onPage={onPage}
      previousLabel={texts.previous}
      nextLabel={texts.next}
    />
  );
}

/**
 * "Anterior" / "Siguiente" at the end of a short list inside a page (a section or a card),
 * only when there is more than one page; `label` makes them a named navigation landmark.
 */
export function MorePagesButtons({
  pagination,
  texts,
  label,
  className,
  onPage,
}: {
  pagination: { page: number; totalPages: number } | null | undefined;
  texts: PagerTexts;
  label?: string;
  className: string;
  onPage: (page: number) => void;
}) {
  if (!pagination || pagination.totalPages <= 1) return null;
  const buttons = <PageButtons pagination={pagination} texts={texts} onPage={onPage} />;
  return label ? (
    <nav aria-label={label} className={className}>
      {buttons}
    </nav>
  ) : (
    <div className={className}>{buttons}</div>
  );
}

/** The table from 768 px, the cards below it (docs/product/ui.md#patterns). */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  const isDesktop = useIsDesktop();
  return <>{isDesktop ? table : cards}</>;
}

/**
 * Below 768 px, one card per row (docs/product/ui.md#patterns): `card` draws the inside of each
 * `<li>`, `itemClassName` its frame when the card itself is not a link or a button.
 */
export function CardList<Row extends { id: string }>({
  rows,
  label,
  className = 'space-y-2',
  itemClassName,
  card,
}: {
  rows: readonly Row[];
  /** Names the list when the page has no table caption to do it. */
  label?: string;
  className?: string;
  itemClassName?: string;
  card: (row: Row) => ReactNode;
}) {
  return (
    <ul aria-label={label} className={className}>
      {rows.map((row) => (
        <li key={row.id} className={itemClassName}>
          {card(row)}
        </li>
      ))}
    </ul>
  );
}

/** A list's table but for its rows, which are keyed by their id. */
export type ListTable<Row> = Omit<DataTableProps<Row>, 'rows' | 'rowKey'>;

/** A list's rows: the table from 768 px, the cards below it. */
export function ListRows<Row extends { id: string }>({
  rows,
  table,
  cards,
}: {
  rows: readonly Row[];
  table: ListTable<Row>;
  cards: ReactNode;
}) {
  return (
    <TableOrCards
      table={<DataTable {...table} rows={rows} rowKey={(row) => row.id} />}
      cards={cards}
    />
  );
}

/**
 * A paged admin list filtered in the URL (`useUrlFilters`): its states (ListResults), the table
 * from 768 px or the cards below, and the pager under them.
 */
export function PagedList<Row extends { id: string }>({
  query,
  rows,
  texts,
  emptyAllMessage,
  emptyIcon,
  filters,
  table,
  cards,
}: {
  query: Parameters<typeof ListResults>[0]['query'] & {
    data?: { pagination: Parameters<typeof ListPager>[0]['pagination'] };
  };
  rows: readonly Row[];
  texts: PagedListTexts;
  /** The empty panel's text while nothing is filtered. */
  emptyAllMessage: string;
  emptyIcon?: LucideIcon;
  filters: ListFilters;
  table: ListTable<Row>;
  cards: ReactNode;
}) {
  const count = rows.length;
  return (
    <>
      <ListResults
        query={query}
        count={count}
        texts={texts}
        emptyMessage={filters.isFiltered ? texts.emptyFiltered : emptyAllMessage}
        emptyIcon={emptyIcon}
        onClearFilters={filters.isFiltered ? filters.clear : null}
      >
        <ListRows rows={rows} table={table} cards={cards} />
      </ListResults>
      <ListPager
        pagination={query.data?.pagination}
        count={count}
        texts={texts}
        onPage={filters.goToPage}
      />
    </>
  );
}
