// The SLA check (docs/sla.md#alerts, docs/performance.md): one run of `checkSlaClocks` and of
// the sweep of tickets without a clock at BENCH_SLA_TICKETS (1,000,000) open tickets with clocks
// on PostgreSQL, measured by apps/server/src/scripts/sla-check-bench.ts (a fresh database seeded
// with generate_series, timed in-process), with its plans.
import { runServerScriptBench } from './server-script';

export function measureSlaCheck(options: { serverUrl: string; log: (line: string) => void }) {
  return runServerScriptBench({
    ...options,
    script: 'sla-check-bench.ts',
    plans: { title: 'SLA check', from: '-- the claim' },
  });
}
