import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type User } from '@atiende/contracts';
import {
  dashboardOverviewMessages,
  type DashboardOverview,
  type TechnicianLoad,
} from '@atiende/contracts/dashboard';
import { ForbiddenPanel } from '../../../../components/page-header';
import { useDelayedFlag } from '../../../../lib/use-delayed-flag';
import { overviewKeys, useOverview } from '../api/get-overview';
import { useDashboardLiveUpdates } from '../../lib/use-dashboard-live-updates';
import { overviewLinks } from '../lib/overview-links';
import {
  overviewApiQuery,
  overviewSearchParams,
  parseOverviewParams,
  type OverviewFilters,
} from '../lib/overview-params';
import { BacklogCard, TimesCard } from './overview-backlog';
import { ChannelsCard, FlowCard } from './overview-chart-cards';
import { OverviewKpis, SinceYesterdayCard } from './overview-kpis';
import { PanelTop } from './panel-top';
import { OldestCard, TopCustomersCard, UnassignedCard } from './overview-lists';
import { LoadCard, TeamNowCard } from './overview-load';
import { isNewInstallation, setupStepsOf } from '../lib/overview-setup';
import { GettingStarted, LeadWithoutDepartments, OverviewSkeleton } from './overview-states';
import { ReassignDialog } from './reassign-dialog';
import { SlaCard } from './overview-sla';
import { slaDashboardHref } from '../../sla/lib/sla-format';

const text = dashboardOverviewMessages;
type OverviewRole = 'ADMIN' | 'TECH_LEAD';

function OverviewBody({
  data,
  role,
  departmentId,
  slaHref,
  onReassign,
  availability,
}: {
  data: DashboardOverview;
  /** docs/schedules.md#pantallas: the lead's team availability (composed by the app). */
  availability: ReactNode;
  role: OverviewRole;
  departmentId: string | undefined;
  /** The SLA dashboard with the panel's filters. */
  slaHref: string;
  onReassign: (person: TechnicianLoad) => void;
}) {
  const isAdmin = role === 'ADMIN';
  if (!isAdmin && data.departments.length === 0) return <LeadWithoutDepartments />;
  const links = overviewLinks({ departmentId, range: data.range });
  const now = new Date(data.generatedAt);
  const steps = setupStepsOf(data);
  return (
    <>
      {isAdmin && isNewInstallation(steps) ? <GettingStarted steps={steps} /> : null}
      <OverviewKpis data={data} links={links} />
      <SlaCard sla={data.sla} href={slaHref} />
      {isAdmin ? null : availability}
      <div className="grid gap-4 lg:grid-cols-3">
        <FlowCard data={data} links={links} className="lg:col-span-2" />
        <SinceYesterdayCard data={data} links={links} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <BacklogCard data={data} links={links} className="lg:col-span-2" />
        <TimesCard data={data} links={links} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <LoadCard
          data={data}
          links={links}
          isAdmin={isAdmin}
          onReassign={onReassign}
          className="lg:col-span-2"
        />
        {isAdmin ? (
          <TopCustomersCard data={data} links={links} />
        ) : (
          <TeamNowCard data={data} onReassign={onReassign} />
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <UnassignedCard data={data} links={links} now={now} />
        <OldestCard data={data} links={links} now={now} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ChannelsCard data={data} links={links} className={isAdmin ? 'md:col-span-2' : undefined} />
        {isAdmin ? null : <TopCustomersCard data={data} links={links} />}
      </div>
    </>
  );
}

function OverviewDashboard({
  role,
  viewerId,
  availability,
}: {
  role: OverviewRole;
  viewerId: string;
  availability: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const filters = parseOverviewParams(params);
  const query = useOverview(overviewApiQuery(filters), { isEnabled: true });
  const refresher = useDashboardLiveUpdates(overviewKeys.all);
  const [reassigning, setReassigning] = useState<TechnicianLoad | null>(null);
  const data = query.data;
  const isSkeletonShown = useDelayedFlag(query.isPending);
  const setFilters = (next: OverviewFilters) => setParams(overviewSearchParams(next));

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      <PanelTop
        title={text.titles[role]}
        description={text.descriptions[role]}
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
      {data ? (
        <div
          aria-busy={query.isFetching}
          className={query.isPlaceholderData ? 'space-y-4 opacity-70' : 'space-y-4'}
        >
          <OverviewBody
            data={data}
            role={role}
            departmentId={filters.departmentId}
            slaHref={slaDashboardHref(overviewSearchParams(filters))}
            onReassign={setReassigning}
            availability={availability}
          />
        </div>
      ) : isSkeletonShown && !query.isError ? (
        <OverviewSkeleton />
      ) : null}
      <ReassignDialog
        person={reassigning}
        load={data?.load ?? []}
        viewerId={viewerId}
        departmentId={filters.departmentId}
        onClose={() => setReassigning(null)}
        onReassigned={() => refresher.markRefreshed()}
      />
    </div>
  );
}

/**
 * The administrator's and the tech lead's panel (/admin/dashboard, /admin, /tech-lead/dashboard,
 * and /dashboard for both roles; docs/dashboards.md): the same figures, scoped by the server to
 * the viewer's departments. Other roles are told the panel is not theirs.
 */
export function OverviewDashboardPage({
  viewer,
  availability = null,
}: {
  viewer: User;
  /** The team's availability panel, from the schedules feature (app/route-pages.ts). */
  availability?: ReactNode;
}) {
  const { pathname } = useLocation();
  if (viewer.role !== 'ADMIN' && viewer.role !== 'TECH_LEAD') {
    const title = pathname.startsWith('/tech-lead') ? text.titles.TECH_LEAD : text.titles.ADMIN;
    return <ForbiddenPanel title={title} message={text.forbidden} backLabel={text.back} />;
  }
  return <OverviewDashboard role={viewer.role} viewerId={viewer.id} availability={availability} />;
}
