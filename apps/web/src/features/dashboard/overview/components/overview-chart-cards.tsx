import { lazy, Suspense } from 'react';
import { TICKET_SOURCE_LABELS } from '@atiende/contracts';
import { dashboardOverviewMessages, type DashboardOverview } from '@atiende/contracts/dashboard';
import type { OverviewLinks } from '../lib/overview-links';
import { formatShare } from '../lib/overview-format';
import { OverviewCard } from './overview-card';

const text = dashboardOverviewMessages;

/** recharts stays in its own chunk (vite.config.ts CHARTS), fetched once the figures are drawn. */
const FlowChart = lazy(() =>
  import('./overview-charts').then((module) => ({ default: module.FlowChart })),
);
const ChannelsChart = lazy(() =>
  import('./overview-charts').then((module) => ({ default: module.ChannelsChart })),
);

/** The chart's place while its code downloads: the same height, nothing that moves. */
function ChartPlaceholder({ height }: { height: string }) {
  return (
    <div role="status" className={`mt-3 rounded-md bg-surface ${height}`}>
      <span className="sr-only">{text.chartLoading}</span>
    </div>
  );
}

export function FlowCard({
  data,
  links,
  className,
}: {
  data: DashboardOverview;
  links: OverviewLinks;
  className?: string;
}) {
  return (
    <OverviewCard
      id="overview-flow-title"
      title={text.flow.title}
      takeaway={text.flow.takeaway(data.totals.created, data.totals.resolved)}
      className={className}
    >
      <Suspense fallback={<ChartPlaceholder height="h-72" />}>
        <FlowChart data={data} links={links} />
      </Suspense>
    </OverviewCard>
  );
}

export function ChannelsCard({
  data,
  links,
  className,
}: {
  data: DashboardOverview;
  links: OverviewLinks;
  className?: string;
}) {
  const total = data.channels.reduce((sum, row) => sum + row.count, 0);
  const top = [...data.channels].sort((a, b) => b.count - a.count)[0];
  return (
    <OverviewCard
      id="overview-channels-title"
      title={text.channels.title}
      takeaway={
        top && total > 0
          ? text.channels.takeaway(TICKET_SOURCE_LABELS[top.source], formatShare(top.count, total))
          : undefined
      }
      className={className}
    >
      {total === 0 ? (
        <p className="text-sm text-muted">{text.channels.empty}</p>
      ) : (
        <Suspense fallback={<ChartPlaceholder height="h-40" />}>
          <ChannelsChart data={data} links={links} />
        </Suspense>
      )}
    </OverviewCard>
  );
}
