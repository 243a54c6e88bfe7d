// The SLA dashboard (docs/sla.md#dashboard, docs/performance.md#sla-dashboard): `slaDashboard`,
// the service call behind GET /api/sla/dashboard, for an administrator and a lead, 7, 30 and 90
// days, at BENCH_SLA_TICKETS (1,000,000) tickets with clocks on PostgreSQL, measured by
// apps/server/src/scripts/sla-dashboard-bench.ts (a fresh database seeded with generate_series,
// timed in-process), with its plans.
import { runServerScriptBench } from './server-script';

export function measureSlaDashboard(options: { serverUrl: string; log: (line: string) => void }) {
  return runServerScriptBench({
    ...options,
    script: 'sla-dashboard-bench.ts',
    plans: { title: 'SLA dashboard', from: '-- the plans' },
  });
}
