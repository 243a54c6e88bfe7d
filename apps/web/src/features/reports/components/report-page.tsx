import { lazy, Suspense, type ReactNode } from 'react';
import { ArrowLeft, CalendarClock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { User } from '@atiende/contracts';
import {
  REPORT_MAX_ROWS,
  REPORT_TYPE_FILTERS,
  isReportFamily,
  isReportType,
  reportMessages,
  reportPageMessages,
  type ReportFamily,
  type ReportFilter,
  type ReportResult,
} from '@atiende/contracts/reports';
import { ForbiddenPanel } from '../../../components/page-header';
import { buttonClasses } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card-section';
import { LoadFailed } from '../../../components/ui/load-failed';
import { messageOf } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/dates';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';
import { useReport } from '../api/get-report';
import { useReportCatalogue } from '../api/get-report-catalogue';
import {
  isPeriodless,
  parseReportParams,
  reportApiQuery,
  reportSearchParams,
  scheduleHref,
  type ReportFilters,
} from '../lib/report-params';
import { ReportExportButtons } from './report-export-buttons';
import { ReportFiltersPanel } from './report-filters';
import { ReportTable } from './report-table';

const text = reportPageMessages;

/** recharts stays in its own chunk (vite.config.ts CHARTS), fetched once the figures are drawn. */
const ReportChart = lazy(() =>
  import('./report-chart').then((module) => ({ default: module.ReportChart })),
);

function ChartPlaceholder() {
  return (
    <div role="status" className="mt-3 h-72 rounded-md bg-surface">
      <span className="sr-only">{text.chart.loading}</span>
    </div>
  );
}

function ReportSkeleton() {
  const block = 'rounded-lg border border-line bg-surface-2 motion-safe:animate-pulse';
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{text.loading}</span>
      <div aria-hidden="true" className={cn(block, 'h-6 w-2/3')} />
      <div aria-hidden="true" className={cn(block, 'h-80')} />
      <div aria-hidden="true" className={cn(block, 'h-64')} />
    </div>
  );
}

/** The summary sentence, the filters in words, the chart and the table of one answer. */
function ReportBody({ result }: { result: ReportResult }) {
  if (result.rows.length === 0) {
    return (
      <>
        <p className="text-base text-ink">{result.summary}</p>
        <p className="rounded-lg border border-line bg-white p-6 text-center text-sm text-muted">
          {text.empty}
        </p>
      </>
    );
  }
  return (
    <>
      <div className="space-y-1">
        <p className="text-base text-ink">{result.summary}</p>
        <p className="text-xs text-muted">
          {result.appliedFilters.map((filter) => `${filter.label}: ${filter.value}`).join(' · ')}
        </p>
      </div>
      {result.chart ? (
        <CardSection
          id="report-chart-title"
          title={<span className="sr-only">{text.chart.title}</span>}
          className="min-w-0"
        >
          <Suspense fallback={<ChartPlaceholder />}>
            <ReportChart result={result} />
          </Suspense>
        </CardSection>
      ) : null}
      <section aria-labelledby="report-table-title" className="min-w-0 space-y-2">
        <h2 id="report-table-title" className="text-base font-semibold text-ink">
          {text.table.title}
        </h2>
        {result.truncated ? (
          <p className="rounded-md border border-line bg-surface p-3 text-sm text-ink">
            {text.truncated(REPORT_MAX_ROWS)}
          </p>
        ) : null}
        <ReportTable result={result} caption={result.title} />
      </section>
    </>
  );
}

function Report({
  role,
  family,
  type,
  schedulesPath,
}: {
  role: 'ADMIN' | 'TECH_LEAD';
  family: ReportFamily;
  type: string;
  schedulesPath: string | null;
}) {
  const [params, setParams] = useSearchParams();
  const offered =
    (REPORT_TYPE_FILTERS[family] as Record<string, readonly ReportFilter[]>)[type] ?? [];
  const filters = parseReportParams(params, family, offered);
  const query = reportApiQuery(filters);
  const catalogue = useReportCatalogue({ isEnabled: true });
  const report = useReport(family, type, query, { isEnabled: true });
  const data = report.data;
  const isSkeletonShown = useDelayedFlag(report.isPending);
  const setFilters = (next: ReportFilters) =>
    setParams(reportSearchParams(next), { replace: false });
  const familyTexts = reportMessages.families[family];
  const typeTexts = (familyTexts.types as Record<string, { title: string; description: string }>)[
    type
  ];

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      <Link
        to="/admin/reports"
        className="inline-flex min-h-8 items-center gap-1 text-sm text-brand hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {text.allReports}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand uppercase">
            {familyTexts.title}
          </p>
          <h1 className="text-xl font-semibold text-ink">{typeTexts?.title}</h1>
          <p className="mt-1 text-sm text-muted">{typeTexts?.description}</p>
          {data ? (
            <p className="mt-1 text-xs text-muted">
              <time dateTime={data.generatedAt}>
                {text.generatedAt(formatDateTime(data.generatedAt))}
              </time>
            </p>
          ) : null}
        </div>
        <div
          role="group"
          aria-label={text.actions.label}
          className="flex w-full flex-wrap items-center gap-2 sm:w-auto"
        >
          <ReportExportButtons
            family={family}
            type={type}
            title={typeTexts?.title ?? type}
            query={query}
          />
          {schedulesPath ? (
            <Link
              to={scheduleHref(schedulesPath, family, type, filters)}
              className={cn(buttonClasses('secondary'), 'w-full sm:w-auto')}
            >
              <CalendarClock aria-hidden="true" className="size-4" />
              {text.actions.schedule}
            </Link>
          ) : null}
        </div>
      </div>
      <ReportFiltersPanel
        family={family}
        offered={offered}
        isPeriodless={isPeriodless(family, type)}
        filters={filters}
        catalogue={catalogue.data}
        role={role}
        range={data?.period}
        onChange={setFilters}
      />
      {/* docs/product/ui.md#loading: a refetch keeps the figures on screen under a thin line. */}
      <div aria-hidden="true" className="h-0.5 overflow-hidden rounded-full">
        {report.isFetching && data ? <div className="h-0.5 w-full bg-brand" /> : null}
      </div>
      {report.isError ? (
        <LoadFailed
          message={messageOf(report.error, text.loadFailed)}
          retryLabel={text.retry}
          onRetry={() => report.refetch()}
        />
      ) : null}
      {data && !report.isError ? (
        <div
          aria-busy={report.isFetching}
          className={cn('space-y-4', report.isPlaceholderData && 'opacity-70')}
        >
          <ReportBody result={data} />
        </div>
      ) : isSkeletonShown && !report.isError ? (
        <ReportSkeleton />
      ) : null}
    </div>
  );
}

/**
 * /admin/reports/{family}/{type} (docs/reports.md#pages): one report with its filters in the
 * address, its summary, chart and table, the downloads and "Programar envío". An unknown family
 * or type is "Página no encontrada"; roles other than administrators and leads are told the page
 * is not theirs, without asking the server.
 */
export function ReportPage({
  viewer,
  family,
  type,
  schedulesPath,
  notFound,
}: {
  viewer: User;
  family: string | undefined;
  type: string | undefined;
  /** The scheduled reports' page, once it is built (app/route-pages.ts). */
  schedulesPath: string | null;
  notFound: ReactNode;
}) {
  if (!isReportFamily(family) || !isReportType(family, type)) return <>{notFound}</>;
  if (viewer.role !== 'ADMIN' && viewer.role !== 'TECH_LEAD') {
    return (
      <ForbiddenPanel
        title={text.forbiddenTitle}
        message={reportMessages.errors.forbidden}
        backLabel={text.back}
      />
    );
  }
  return (
    <Report
      key={`${family}/${type}`}
      role={viewer.role}
      family={family}
      type={type}
      schedulesPath={schedulesPath}
    />
  );
}
