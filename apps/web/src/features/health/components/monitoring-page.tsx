import { ServerOff } from 'lucide-react';
import { healthMessages, healthLevelOf, type Role } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { MessagePanel } from '../../../components/ui/message-panel';
import { formatTime } from '../../../lib/dates';
import { useHealthSamples } from '../hooks/use-health-samples';
import { BackgroundJobs } from './background-jobs';
import { HealthCharts } from './health-charts';
import {
  ClusterFacts,
  DatabaseCheck,
  DependencyChecks,
  MemoryCheck,
  ServerFacts,
} from './health-details';
import { HealthLevelBadge } from './health-level-badge';
import { OptimizeActions } from './optimize-actions';

const text = healthMessages.monitoring;

/**
 * /admin/monitoring: the current health (docs/product/audit-and-monitoring.md#system-health result)
 * and its last hour, sampled by this page every 30 s while it is open. The server keeps no history
 * (docs/operations.md points long-term monitoring at /metrics and Prometheus).
 */
export function MonitoringPage({ role }: { role: Role }) {
  const { query, samples } = useHealthSamples();
  if (role === 'CLIENT') {
    return (
      <div className="p-4 md:p-6">
        <h1 className="text-xl font-semibold text-ink">{text.title}</h1>
        <p className="mt-2 text-sm text-muted">{text.forbidden}</p>
      </div>
    );
  }
  const details = query.data?.details ?? null;
  const level = query.data ? healthLevelOf(query.data.status) : null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-6">
      <header>
        <h1 className="text-xl font-semibold text-ink">{text.title}</h1>
        <p className="mt-1 text-sm text-muted">{text.intro}</p>
      </header>

      <section aria-labelledby="monitoring-current" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="monitoring-current" className="text-lg font-semibold text-ink">
            {text.current}
          </h2>
          {level ? <HealthLevelBadge level={level} /> : null}
          {query.dataUpdatedAt > 0 ? (
            <span className="text-xs text-muted">
              {healthMessages.updatedAt(formatTime(query.dataUpdatedAt))}
            </span>
          ) : null}
        </div>
        {query.isPending ? (
          <p role="status" className="text-sm text-muted">
            {healthMessages.loading}
          </p>
        ) : query.isError && !details ? (
          <div role="alert">
            <MessagePanel
              icon={ServerOff}
              heading={healthMessages.unreachable}
              headingLevel={2}
              actions={
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  {healthMessages.retry}
                </Button>
              }
            />
          </div>
        ) : details ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-4">
            <MemoryCheck memory={details.checks.memory} />
            <DatabaseCheck database={details.checks.database} />
            <DependencyChecks dependencies={details.dependencies} />
            <ClusterFacts cluster={details.cluster} />
            <ServerFacts details={details} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="monitoring-history" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline gap-3">
          <h2 id="monitoring-history" className="text-lg font-semibold text-ink">
            {text.chartsTitle}
          </h2>
          <span className="text-sm text-muted">{text.samples(samples.length)}</span>
        </div>
        {samples.length === 0 ? (
          <p className="text-sm text-muted">{text.waiting}</p>
        ) : (
          <HealthCharts samples={samples} />
        )}
      </section>

      {role === 'ADMIN' && level ? <OptimizeActions level={level} /> : null}

      {/* docs/jobs.md#failures: the jobs API is for administrators, like the optimisation. */}
      {role === 'ADMIN' ? <BackgroundJobs /> : null}
    </div>
  );
}
