import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import type { User } from '@atiende/contracts';
import {
  dashboardOverviewMessages,
  slaDashboardMessages,
  type SlaDashboard,
} from '@atiende/contracts/dashboard';
import { ForbiddenPanel } from '../../../../components/page-header';
import { MessagePanel } from '../../../../components/ui/message-panel';
import { useDelayedFlag } from '../../../../lib/use-delayed-flag';
import { useDashboardLiveUpdates } from '../../lib/use-dashboard-live-updates';
import { useNow } from '../../lib/use-now';
import { OverviewCard } from '../../overview/components/overview-card';
import { OverviewSkeleton } from '../../overview/components/overview-states';
import { PanelTop } from '../../overview/components/panel-top';
import { PriorityLabel } from '../../overview/components/ticket-labels';
import {
  overviewApiQuery,
  overviewSearchParams,
  parseOverviewParams,
  type OverviewFilters,
} from '../../overview/lib/overview-params';
import { slaDashboardKeys, useSlaDashboard } from '../api/get-sla-dashboard';
import { AtRiskCard } from './sla-at-risk';
import { ComplianceCard } from './sla-compliance';
import { SlaKpis } from './sla-kpis';

const text = slaDashboardMessages;
type SlaRole = 'ADMIN' | 'TECH_LEAD';

/** recharts stays in its own chunk (vite.config.ts CHARTS), fetched once the figures are drawn. */
const SlaTrendChart = lazy(() =>
  import('./sla-trend-chart').then((module) => ({ default: module.SlaTrendChart })),
);

function SlaBody({ data, now }: { data: SlaDashboard; now: Date }) {
  const breached = data.summary.firstResponse.breached + data.summary.resolution.breached;
  return (
    <>
      <section aria-label={text.kpis.label}>
        <SlaKpis summary={data.summary} overdueHint={text.kpis.breachesInPeriod(breached)} />
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <AtRiskCard
          tickets={data.atRisk}
          total={data.summary.atRisk}
          now={now}
          className="lg:col-span-2"
        />
        <ComplianceCard
          id="sla-priority-title"
          title={text.compliance.byPriority}
          rowHeader={text.compliance.priority}
          rows={data.byPriority.map((row) => ({
            ...row,
            key: row.priority,
            label: <PriorityLabel priority={row.priority} />,
          }))}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <OverviewCard
          id="sla-trend-title"
          title={text.trend.title}
          takeaway={text.trend.takeaway(breached)}
          className="lg:col-span-2"
        >
          <Suspense
            fallback={
              <div role="status" className="mt-3 h-72 rounded-md bg-surface">
                <span className="sr-only">{dashboardOverviewMessages.chartLoading}</span>
              </div>
            }
          >
            <SlaTrendChart trend={data.trend} />
          </Suspense>
        </OverviewCard>
        <ComplianceCard
          id="sla-department-title"
          title={text.compliance.byDepartment}
          rowHeader={text.compliance.department}
          rows={data.byDepartment.map((row) => ({
            ...row,
            key: row.department?.id ?? 'none',
            label: row.department?.name ?? text.compliance.withoutDepartment,
          }))}
        />
      </div>
      <ComplianceCard
        id="sla-technician-title"
        title={text.compliance.byTechnician}
        rowHeader={text.compliance.technician}
        rows={data.byTechnician.map((row) => ({
          ...row,
          key: row.technician?.id ?? 'none',
          label: row.technician?.name ?? text.compliance.unassigned,
        }))}
      />
    </>
  );
}

function SlaDashboardView({ role }: { role: SlaRole }) {
  const [params, setParams] = useSearchParams();
  const filters = parseOverviewParams(params);
  const query = useSlaDashboard(overviewApiQuery(filters));
  // docs/dashboards.md#live-updates: ticket events refetch the figures, coalesced.
  useDashboardLiveUpdates(slaDashboardKeys.all);
  const now = useNow();
  const data = query.data;
  const isSkeletonShown = useDelayedFlag(query.isPending);
  const setFilters = (next: OverviewFilters) => setParams(overviewSearchParams(next));
  const isLeadWithoutDepartments = role === 'TECH_LEAD' && data?.departments.length === 0;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      <PanelTop
        title={text.title}
        description={text.description[role]}
        generatedAt={data?.generatedAt}
        filters={filters}
        range={data?.range}
        role={role}
        onFiltersChange={setFilters}
        isRefetching={query.isFetching && Boolean(data)}
        error={query.isError ? query.error : null}
        loadFailed={text.loadFailed}
        retryLabel={text.retry}
        onRetry={() => query.refetch()}
      />
      {isLeadWithoutDepartments ? (
        <MessagePanel icon={Building2} heading={text.leadWithoutDepartments} headingLevel={2}>
          <p>{text.leadWithoutDepartmentsBody}</p>
        </MessagePanel>
      ) : data ? (
        <div
          aria-busy={query.isFetching}
          className={query.isPlaceholderData ? 'space-y-4 opacity-70' : 'space-y-4'}
        >
          <SlaBody data={data} now={now} />
        </div>
      ) : isSkeletonShown && !query.isError ? (
        <OverviewSkeleton />
      ) : null}
    </div>
  );
}

/**
 * /admin/sla-dashboard, "Panel de SLA" (docs/sla.md#dashboard): administrators see every
 * department, tech leads theirs (the server scopes the figures); other roles are told the page is
 * not theirs without asking the server.
 */
export function SlaDashboardPage({ viewer }: { viewer: User }) {
  if (viewer.role !== 'ADMIN' && viewer.role !== 'TECH_LEAD')
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.back} />;
  return <SlaDashboardView role={viewer.role} />;
}
