import type { ReactNode } from 'react';
import { healthMessages, type HealthResult } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/dates';
import { formatBytes, formatMilliseconds, formatPercent, formatUptime } from '../lib/health-view';
import { CheckStatusBadge } from './health-level-badge';

const fields = healthMessages.fields;
const sections = healthMessages.sections;

export function Section({
  title,
  badge,
  children,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        {badge}
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words text-ink tabular-nums">
            {value ?? healthMessages.notAvailable}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Memory used against its limit: a labelled meter plus the numbers as text. */
export function MemoryCheck({ memory }: { memory: HealthResult['checks']['memory'] }) {
  const { details } = memory;
  const width = Math.min(100, Math.max(0, details.percentUsed));
  return (
    <Section title={sections.memory} badge={<CheckStatusBadge status={memory.status} />}>
      <div
        role="meter"
        aria-label={sections.memory}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={details.percentUsed}
        aria-valuetext={formatPercent(details.percentUsed)}
        className="mb-2 h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn(
            'h-full rounded-full',
            memory.status === 'healthy'
              ? 'bg-success'
              : memory.status === 'warning'
                ? 'bg-warning'
                : 'bg-error',
          )}
          style={{ width: `${width}%` }}
        />
      </div>
      <Facts
        rows={[
          [fields.percentUsed, formatPercent(details.percentUsed)],
          [fields.used, formatBytes(details.used)],
          [fields.free, formatBytes(details.free)],
          [fields.total, formatBytes(details.total)],
        ]}
      />
      <p className="mt-2 text-xs text-muted">{healthMessages.memoryScope[memory.limitSource]}</p>
    </Section>
  );
}

export function DatabaseCheck({ database }: { database: HealthResult['checks']['database'] }) {
  return (
    <Section title={sections.database} badge={<CheckStatusBadge status={database.status} />}>
      <Facts
        rows={[
          [fields.responseTime, formatMilliseconds(database.responseTime)],
          [fields.engine, healthMessages.engines[database.engine] ?? database.engine],
          ...(database.error ? [[fields.error, database.error] as [string, ReactNode]] : []),
        ]}
      />
    </Section>
  );
}

export function DependencyChecks({ dependencies }: { dependencies: HealthResult['dependencies'] }) {
  const entries = Object.entries(dependencies);
  return (
    <Section title={sections.dependencies}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{healthMessages.noDependencies}</p>
      ) : (
        <ul className="divide-y divide-line">
          {entries.map(([name, dependency]) => (
            <li key={name} className="py-2 text-sm first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-ink">
                  {healthMessages.dependencyNames[name] ?? name}
                </span>
                <CheckStatusBadge status={dependency.status} />
              </div>
              <p className="text-muted tabular-nums">
                {formatMilliseconds(dependency.responseTime) ?? healthMessages.notAvailable}
                {dependency.error ? ` · ${dependency.error}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function ServerFacts({ details }: { details: HealthResult }) {
  return (
    <Section title={sections.server}>
      <Facts
        rows={[
          [fields.uptime, formatUptime(details.uptime)],
          [fields.environment, details.environment],
          [fields.node, details.system.nodeVersion],
          [fields.platform, `${details.system.platform} (${details.system.arch})`],
        ]}
      />
    </Section>
  );
}

const clusterText = healthMessages.cluster;

/**
 * docs/operations.md#health: whether live events reach the other instances, and every instance
 * seen lately with its version (a rolling update shows two versions for a while).
 */
export function ClusterFacts({ cluster }: { cluster: HealthResult['cluster'] }) {
  const { realtime, instances } = cluster;
  const versions = [...new Set(instances.map((instance) => instance.version))];
  // Without Redis one instance is complete; two or more each keep their own live events.
  const realtimeStatus =
    realtime.status === 'ok'
      ? 'healthy'
      : realtime.status === 'down'
        ? 'critical'
        : instances.length > 1
          ? 'warning'
          : null;
  return (
    <Section title={healthMessages.sections.cluster}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted">{clusterText.realtime}</span>
        {realtimeStatus ? <CheckStatusBadge status={realtimeStatus} /> : null}
      </div>
      <p className="text-sm text-ink tabular-nums">
        {clusterText.realtimeStates[realtime.status]}
        {realtime.status === 'ok' && realtime.responseTime !== null
          ? ` · ${formatMilliseconds(realtime.responseTime)}`
          : ''}
        {realtime.error ? ` · ${realtime.error}` : ''}
      </p>
      {versions.length > 1 ? (
        <p role="status" className="mt-2 rounded-md bg-warning-tint px-3 py-2 text-sm text-ink">
          {clusterText.mixedVersions(versions.join(', '))}
        </p>
      ) : null}
      <ul aria-label={clusterText.instancesLabel} className="mt-2 divide-y divide-line">
        {instances.map((instance) => (
          <li key={instance.id} className="py-2 text-sm first:pt-0 last:pb-0">
            <span className="font-medium break-all text-ink">
              {instance.hostname} · {instance.pid}
            </span>
            {instance.isCurrent ? (
              <span className="ml-2 rounded bg-surface-2 px-1.5 py-0.5 text-xs text-muted">
                {clusterText.current}
              </span>
            ) : null}
            <p className="text-muted tabular-nums">
              {clusterText.version(instance.version)} ·{' '}
              {clusterText.since(formatDateTime(instance.startedAt))}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
