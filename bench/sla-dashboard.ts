// The SLA dashboard (docs/sla.md#dashboard, docs/performance.md#sla-dashboard): `slaDashboard`,
// the service call behind GET /api/sla/dashboard, for an administrator and a lead, 7, 30 and 90
// days, at BENCH_SLA_TICKETS (1,000,000) tickets with clocks on PostgreSQL. The measuring runs in
// the server's workspace (apps/server/src/scripts/sla-dashboard-bench.ts: a fresh database seeded
// with generate_series, timed in-process); this file starts it, passes its plans on to the report
// and reads its rows.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './server';
import type { ResultRow } from './tickets';

export async function measureSlaDashboard({
  serverUrl,
  log,
}: {
  serverUrl: string;
  log: (line: string) => void;
}): Promise<{ rows: ResultRow[]; plans: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/scripts/sla-dashboard-bench.ts', serverUrl],
    { cwd: path.join(root, 'apps/server'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    log(chunk.toString().trimEnd());
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`sla-dashboard bench exited with ${code}`);
  const plans = errors.slice(errors.indexOf('-- the plans'));
  return {
    rows: JSON.parse(output.trim().split('\n').at(-1)!) as ResultRow[],
    plans: `## EXPLAIN (ANALYZE, BUFFERS), SLA dashboard\n\n\`\`\`\n${plans.trim()}\n\`\`\`\n`,
  };
}
