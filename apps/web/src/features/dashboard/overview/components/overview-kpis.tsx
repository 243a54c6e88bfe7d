import { ArrowDown, ArrowUp, Equal, Inbox, CircleCheck, UserX, Ticket } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardOverviewMessages, type DashboardOverview } from '@atiende/contracts/dashboard';
import { toIsoDay } from '../../../../lib/dates';
import { formatCount } from '../../../../lib/money';
import type { OverviewLinks } from '../lib/overview-links';
import { periodDescription, trendOf, type TrendDirection } from '../lib/overview-format';
import { OverviewCard } from './overview-card';

const text = dashboardOverviewMessages;

function KpiTile({
  icon: Icon,
  label,
  value,
  hint,
  to,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  hint: string;
  to: string;
}) {
  return (
    <li className="min-w-0">
      <Link
        to={to}
        className="block h-full rounded-lg border border-line bg-white p-4 hover:border-brand focus-visible:border-brand"
      >
        <span className="flex items-center gap-2 text-sm font-medium text-muted">
          <Icon aria-hidden="true" className="size-4 text-brand" />
          {label}
        </span>{' '}
        <span className="mt-1 block text-2xl font-semibold text-ink tabular-nums">
          {formatCount(value)}
        </span>{' '}
        <span className="block text-xs text-muted">{hint}</span>
      </Link>
    </li>
  );
}

/** The four figures at the top: open and unassigned now, created and resolved in the period. */
export function OverviewKpis({ data, links }: { data: DashboardOverview; links: OverviewLinks }) {
  const period = text.kpis.inPeriod(periodDescription(data.range));
  return (
    <section aria-label={text.kpis.label}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <KpiTile
          icon={Inbox}
          label={text.kpis.open}
          value={data.backlog.open}
          hint={text.kpis.openHint}
          to={links.open}
        />
        <KpiTile
          icon={UserX}
          label={text.kpis.unassigned}
          value={data.backlog.unassigned}
          hint={text.kpis.unassignedHint}
          to={links.unassigned}
        />
        <KpiTile
          icon={Ticket}
          label={text.kpis.created}
          value={data.totals.created}
          hint={period}
          to={links.created}
        />
        <KpiTile
          icon={CircleCheck}
          label={text.kpis.resolved}
          value={data.totals.resolved}
          hint={period}
          to={links.resolved}
        />
      </ul>
    </section>
  );
}

const TREND_ICONS: Record<TrendDirection, LucideIcon> = {
  up: ArrowUp,
  down: ArrowDown,
  same: Equal,
};

function SinceRow({
  label,
  value,
  before,
  to,
}: {
  label: string;
  value: number;
  before?: number;
  to: string | null;
}) {
  const trend = before === undefined ? null : trendOf(value, before);
  const TrendIcon = trend ? TREND_ICONS[trend.direction] : null;
  const figure = (
    <span className="text-xl font-semibold text-ink tabular-nums">{formatCount(value)}</span>
  );
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-line py-2 last:border-b-0">
      <span className="text-sm font-medium text-ink">{label}</span>
      <span className="flex items-baseline gap-2">
        {trend && TrendIcon ? (
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            <TrendIcon aria-hidden="true" className="size-3.5 self-center" />
            {trend.text}
          </span>
        ) : null}
        {to ? (
          <Link
            to={to}
            aria-label={`${label}: ${formatCount(value)}`}
            className="rounded-sm underline-offset-2 hover:underline"
          >
            {figure}
          </Link>
        ) : (
          figure
        )}
      </span>
    </li>
  );
}

/** "Desde ayer": the last 24 hours against the 24 before them (docs/dashboards.md). */
export function SinceYesterdayCard({
  data,
  links,
  className,
}: {
  data: DashboardOverview;
  links: OverviewLinks;
  className?: string;
}) {
  const since = data.sinceYesterday;
  const yesterday = toIsoDay(Date.parse(data.generatedAt) - 24 * 60 * 60 * 1000) ?? '';
  return (
    <OverviewCard
      id="overview-since"
      title={text.sinceYesterday.title}
      takeaway={text.sinceYesterday.hint}
      className={className}
    >
      <ul>
        <SinceRow
          label={text.sinceYesterday.created}
          value={since.created}
          before={since.createdBefore}
          to={links.createdSince(yesterday)}
        />
        <SinceRow
          label={text.sinceYesterday.resolved}
          value={since.resolved}
          before={since.resolvedBefore}
          to={links.resolvedSince(yesterday)}
        />
        <SinceRow
          label={text.sinceYesterday.escalated}
          value={since.escalated}
          to={links.escalatedSince(yesterday)}
        />
        <SinceRow
          label={text.sinceYesterday.reopened}
          value={since.reopened}
          to={links.reopenedSince(yesterday)}
        />
      </ul>
    </OverviewCard>
  );
}
