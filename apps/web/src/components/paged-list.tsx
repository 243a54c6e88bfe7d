import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../lib/money';
import { useIsDesktop } from '../lib/use-media-query';
import { Button } from './ui/button';
import { LoadFailed } from './ui/load-failed';
import { MessagePanel } from './ui/message-panel';
import { PagerButtons } from './ui/pager-buttons';

/** The Spanish texts a paged admin list shows around its rows (each feature keeps its own). */
export type PagedListTexts = {
  loadFailed: string;
  retry: string;
  emptyTitle: string;
  clearFilters: string;
  pagination: string;
  showing: (first: number, last: number, total: string) => string;
  previous: string;
  next: string;
};

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
  children,
}: {
  query: ListQuery;
  count: number;
  texts: PagedListTexts;
  emptyMessage: string;
  /** The empty panel's icon when nothing is filtered (a filtered list shows SearchX). */
  emptyIcon?: LucideIcon;
  /** Shown in the empty panel only while filters are active. */
  onClearFilters: (() => void) | null;
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
            ) : null}
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
      <PagerButtons
        page={pagination.page}
        totalPages={pagination.totalPages}
        onPage={onPage}
        previousLabel={texts.previous}
        nextLabel={texts.next}
      />
    </nav>
  );
}

/**
 * A paged admin list: its states (ListResults), the table from 768 px or the cards below,
 * and the pager under them.
 */
export function PagedList({
  table,
  cards,
  pagination,
  onPage,
  ...results
}: Omit<Parameters<typeof ListResults>[0], 'children'> & {
  table: ReactNode;
  cards: ReactNode;
  pagination: Parameters<typeof ListPager>[0]['pagination'];
  onPage: (page: number) => void;
}) {
  const isDesktop = useIsDesktop();
  return (
    <>
      <ListResults {...results}>{isDesktop ? table : cards}</ListResults>
      <ListPager
        pagination={pagination}
        count={results.count}
        texts={results.texts}
        onPage={onPage}
      />
    </>
  );
}
