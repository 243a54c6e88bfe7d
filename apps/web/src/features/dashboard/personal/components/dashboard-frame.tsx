import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { dashboardPersonalMessages } from '@atiende/contracts/dashboard';
import { ForbiddenPanel } from '../../../../components/page-header';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { isApiError } from '../../../../lib/api-error';
import { formatTime } from '../../../../lib/dates';
import { useDelayedFlag } from '../../../../lib/use-delayed-flag';
import { DashboardSkeleton } from './dashboard-skeleton';

const text = dashboardPersonalMessages.common;

function RefreshLine({ generatedAt, isFetching }: { generatedAt: string; isFetching: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-xs text-muted">{text.updatedAt(formatTime(generatedAt))}</p>
      <div aria-hidden="true" className="h-0.5 w-24 overflow-hidden rounded-full">
        {isFetching ? <div className="h-full w-1/2 bg-brand motion-safe:animate-pulse" /> : null}
      </div>
    </div>
  );
}

/**
 * docs/dashboards.md, docs/product/ui.md#patterns: a personal dashboard around its answer — the
 * header drawn at once, a skeleton only after 300 ms (kept at least 400 ms once shown), a retry
 * panel where it failed, the server's reason in place of the page when it refuses the role, and
 * on a refresh the old figures under a thin progress line.
 */
export function DashboardFrame<TData extends { generatedAt: string }>({
  query,
  title,
  header,
  loadFailed,
  children,
}: {
  query: UseQueryResult<TData>;
  /** The page's title, for the panel that replaces the page when the server refuses the role. */
  title: string;
  /** The page's h1 and greeting. */
  header: ReactNode;
  loadFailed: string;
  children: (data: TData) => ReactNode;
}) {
  const { data, error } = query;
  // The first load, and a retry after a failure: there is nothing to show until the answer.
  const showSkeleton = useDelayedFlag(data === undefined && query.isFetching);
  if (data === undefined && !query.isFetching && isApiError(error) && error.status === 403) {
    return <ForbiddenPanel title={title} message={error.message} backLabel={text.back} />;
  }
  const retry = () => query.refetch();
  let body: ReactNode = null;
  // Once shown, the skeleton stays its minimum time even if the answer came meanwhile.
  if (showSkeleton) {
    body = <DashboardSkeleton />;
  } else if (data === undefined) {
    if (query.isError) {
      body = <LoadFailed message={loadFailed} retryLabel={text.retry} onRetry={retry} />;
    }
  } else {
    body = (
      <>
        <RefreshLine generatedAt={data.generatedAt} isFetching={query.isFetching} />
        {query.isError ? (
          <LoadFailed message={text.refreshFailed} retryLabel={text.retry} onRetry={retry} />
        ) : null}
        {children(data)}
      </>
    );
  }
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4" aria-busy={query.isFetching}>
      {header}
      {body}
    </div>
  );
}
