import type { ReactNode } from 'react';
import {
  dashboardOverviewMessages,
  type DashboardOverview,
  type DurationFigure,
} from '@atiende/contracts/dashboard';
import type { OverviewLinks } from '../lib/overview-links';
import { formatDuration } from '../lib/overview-format';
import { BarRow, FigureLink, OverviewCard } from './overview-card';
import { PRIORITY_BAR, PriorityLabel, STATUS_BAR, StatusLabel } from './ticket-labels';

const text = dashboardOverviewMessages;

function Breakdown({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 id={id} className="px-2 text-sm font-semibold text-muted">
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-1">
        {children}
      </ul>
    </div>
  );
}

/** Open tickets now, by status, priority and department; each row opens those tickets. */
export function BacklogCard({
  data,
  links,
  className,
}: {
  data: DashboardOverview;
  links: OverviewLinks;
  className?: string;
}) {
  const { backlog } = data;
  const max = (rows: ReadonlyArray<{ count: number }>) =>
    rows.reduce((top, row) => Math.max(top, row.count), 0);
  return (
    <OverviewCard
      id="overview-backlog"
      title={text.backlog.title}
      takeaway={
        backlog.open === 0 ? undefined : text.backlog.takeaway(backlog.open, backlog.unassigned)
      }
      className={className}
    >
      {backlog.open === 0 ? (
        <p className="text-sm text-muted">{text.backlog.empty}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <Breakdown id="overview-backlog-status" title={text.backlog.byStatus}>
            {backlog.byStatus.map((row) => (
              <BarRow
                key={row.status}
                label={<StatusLabel status={row.status} />}
                count={row.count}
                max={max(backlog.byStatus)}
                barClassName={STATUS_BAR[row.status]}
                href={links.status(row.status)}
              />
            ))}
          </Breakdown>
          <Breakdown id="overview-backlog-priority" title={text.backlog.byPriority}>
            {backlog.byPriority.map((row) => (
              <BarRow
                key={row.priority}
                label={<PriorityLabel priority={row.priority} />}
                count={row.count}
                max={max(backlog.byPriority)}
                barClassName={PRIORITY_BAR[row.priority]}
                href={links.priority(row.priority)}
              />
            ))}
          </Breakdown>
          <Breakdown id="overview-backlog-department" title={text.backlog.byDepartment}>
            {backlog.byDepartment.map((row) => (
              <BarRow
                key={row.department?.id ?? 'none'}
                label={row.department?.name ?? text.backlog.noDepartment}
                count={row.count}
                max={max(backlog.byDepartment)}
                barClassName="bg-brand"
                // "Sin departamento": `departmentId=none` (docs/tickets.md#list-filters).
                href={links.department(row.department?.id ?? 'none')}
              />
            ))}
          </Breakdown>
        </div>
      )}
    </OverviewCard>
  );
}

function DurationBlock({
  id,
  title,
  hint,
  figure,
  to,
}: {
  id: string;
  title: string;
  hint: string;
  figure: DurationFigure;
  to: string;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      <p className="text-xs text-muted">{hint}</p>
      {figure.count === 0 ? (
        <p className="mt-2 text-sm text-muted">{text.times.empty}</p>
      ) : (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            <div>
              <dt className="text-xs text-muted">{text.times.median}</dt>
              <dd className="text-lg font-semibold text-ink tabular-nums">
                {formatDuration(figure.medianMinutes)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{text.times.p90}</dt>
              <dd className="text-lg font-semibold text-ink tabular-nums">
                {formatDuration(figure.p90Minutes)}
              </dd>
            </div>
          </dl>
          <FigureLink to={to} className="mt-1 text-sm">
            {text.times.basis(figure.count)}
          </FigureLink>
        </>
      )}
    </section>
  );
}

/** First response and resolution: median and 90th percentile, as "2 h 15 min". */
export function TimesCard({
  data,
  links,
  className,
}: {
  data: DashboardOverview;
  links: OverviewLinks;
  className?: string;
}) {
  return (
    <OverviewCard id="overview-times" title={text.times.title} className={className}>
      <div className="space-y-4">
        <DurationBlock
          id="overview-times-first"
          title={text.times.firstResponse}
          hint={text.times.firstResponseHint}
          figure={data.firstResponse}
          to={links.created}
        />
        <DurationBlock
          id="overview-times-resolution"
          title={text.times.resolution}
          hint={text.times.resolutionHint}
          figure={data.resolution}
          to={links.resolved}
        />
      </div>
    </OverviewCard>
  );
}
