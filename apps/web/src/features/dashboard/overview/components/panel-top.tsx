import type { PeriodRange } from '@atiende/contracts';
import { dashboardOverviewMessages } from '@atiende/contracts/dashboard';
import { PageHeader } from '../../../../components/page-header';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { messageOf } from '../../../../lib/api-error';
import { formatTime } from '../../../../lib/dates';
import type { OverviewFilters } from '../lib/overview-params';
import { OverviewFiltersBar } from './overview-filters';

/**
 * What the Panel de Administración and the Panel de SLA open with (docs/dashboards.md): the title
 * with the time of the figures, the period and department filters, the thin line of a refetch
 * and, when the figures did not come, why and "Intentar nuevamente".
 */
export function PanelTop({
  title,
  description,
  generatedAt,
  filters,
  range,
  role,
  onFiltersChange,
  isRefetching,
  error,
  loadFailed,
  retryLabel,
  onRetry,
}: {
  title: string;
  description: string;
  /** When the figures on screen were computed; none before the first answer. */
  generatedAt: string | undefined;
  filters: OverviewFilters;
  range: PeriodRange | undefined;
  role: 'ADMIN' | 'TECH_LEAD';
  onFiltersChange: (next: OverviewFilters) => void;
  isRefetching: boolean;
  /** The failed load's error, or null. */
  error: unknown;
  loadFailed: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          generatedAt ? (
            <p className="text-xs text-muted">
              <time dateTime={generatedAt}>
                {dashboardOverviewMessages.updatedAt(formatTime(generatedAt))}
              </time>
            </p>
          ) : null
        }
      />
      <OverviewFiltersBar filters={filters} range={range} role={role} onChange={onFiltersChange} />
      {/* docs/product/ui.md#loading: a refetch keeps the figures on screen under a thin line. */}
      <div aria-hidden="true" className="h-0.5 overflow-hidden rounded-full">
        {isRefetching ? <div className="h-0.5 w-full bg-brand" /> : null}
      </div>
      {error ? (
        <LoadFailed
          message={messageOf(error, loadFailed)}
          retryLabel={retryLabel}
          onRetry={onRetry}
        />
      ) : null}
    </>
  );
}
