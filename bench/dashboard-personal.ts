// The técnico's and the client's dashboards (docs/dashboards.md, issue 14): GET
// /api/dashboard/technician and /api/dashboard/client under load on PostgreSQL with BENCH_TICKETS
// (1,000,000) seeded tickets, budget p95 ≤ 150 ms (docs/conventions.md#quality-bars-and-budgets).
// The seeded people with the most to read answer: tecnico001 and lider01 work department 0, the
// busiest (~190,000 tickets; 10,069 and 9,607 assigned to them); cliente00001 filed 7,532 tickets
// and its company (customer 0) has 523 open. The database: BENCH_DASHBOARD_DB names an already
// seeded one; with BENCH_KEEP_DB=1 the tickets section's atiende_bench_<n> is reused when it holds
// the tickets; otherwise a fresh one is seeded and dropped afterwards. The seed writes no
// notifications, so the mentions list reads an empty index.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { clientEmail, SEED_PASSWORD, seedPostgres, technicianEmail } from './seed-tickets';
import { startServer, stopServer } from './server';
import { load, login, percentile, type ResultRow } from './tickets';

type Options = { port: number; serverUrl: string; duration: number; log: (line: string) => void };

export const DASHBOARD_P95_BUDGET_MS = 150;

const countLabel = (n: number) =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1_000 === 0 ? `${n / 1_000}k` : String(n);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** Who is measured: [label, e-mail, path]. */
const SCENARIOS: Array<[string, string, string]> = [
  ['técnico tecnico001', technicianEmail(0), '/api/dashboard/technician'],
  ['tech lead lider01 (their own work)', 'lider01@atiende.pe', '/api/dashboard/technician'],
  ['client cliente00001 (the most tickets, with company)', clientEmail(0), '/api/dashboard/client'],
  ['client cliente02501 (a typical one, with company)', clientEmail(2500), '/api/dashboard/client'],
];

/**
 * A seeded database with `count` tickets: BENCH_DASHBOARD_DB (an already seeded database on the
 * same server, kept), the kept one when BENCH_KEEP_DB=1, else a fresh one.
 */
async function seededDatabase(options: Options, count: number, admin: pg.Client) {
  const given = process.env.BENCH_DASHBOARD_DB;
  if (given) {
    const url = new URL(options.serverUrl);
    url.pathname = `/${given}`;
    return { url: url.toString(), name: given, keep: true, seeded: null };
  }
  const keep = process.env.BENCH_KEEP_DB === '1';
  const name = keep ? `atiende_bench_${countLabel(count)}` : `atiende_bench_dash_${process.pid}`;
  const url = new URL(options.serverUrl);
  url.pathname = `/${name}`;
  const exists =
    (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount === 1;
  if (exists && keep) {
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const { rows } = await db.query<{ seeded: boolean }>(
        `SELECT (SELECT count(*) FROM tickets) >= $1 AS seeded`,
        [count],
      );
      if (rows[0]?.seeded) {
        options.log(`== dashboards: reusing ${name} (BENCH_KEEP_DB=1)`);
        return { url: url.toString(), name, keep, seeded: null };
      }
    } catch {
      // Not migrated or not seeded: seed it again below.
    } finally {
      await db.end();
    }
  }
  if (exists) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  options.log(`== dashboards: seeding ${count.toLocaleString('en')} tickets into ${name}`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'atiende-bench-dash-migrate-'));
  try {
    await stopServer((await startServer(scratch, options.port, url.toString())).child);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const seeded = await seedPostgres(url.toString(), count, options.log);
  return { url: url.toString(), name, keep, seeded };
}

export async function measurePersonalDashboards(options: Options): Promise<ResultRow[]> {
  const count = Number(process.env.BENCH_TICKETS ?? 1_000_000);
  const engine = `PostgreSQL ${countLabel(count)}`;
  const rows: ResultRow[] = [];
  const admin = new pg.Client({ connectionString: options.serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    return [
      {
        measure: 'técnico and client dashboards on PostgreSQL',
        value: `skipped: ${(error as Error).message}`,
        budget: '—',
        verdict: '—',
      },
    ];
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-dash-'));
  let database: Awaited<ReturnType<typeof seededDatabase>> | undefined;
  try {
    database = await seededDatabase(options, count, admin);
    if (database.seeded) {
      rows.push({
        measure: `seed for the dashboards, ${engine}`,
        value: `${(database.seeded.totalMs / 1000).toFixed(1)} s`,
        budget: '—',
        verdict: '—',
      });
    }
    const server = await startServer(dataDir, options.port, database.url);
    const base = `http://127.0.0.1:${options.port}`;
    try {
      for (const [label, email, requestPath] of SCENARIOS) {
        const token = await login(base, email, SEED_PASSWORD);
        await load(base, token, Math.min(3, options.duration), () => ({ path: requestPath }));
        // One request at a time first: the statement's own cost, without queueing.
        const alone: number[] = [];
        for (let i = 0; i < 20; i++) {
          const started = performance.now();
          const response = await fetch(`${base}${requestPath}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          await response.arrayBuffer();
          alone.push(performance.now() - started);
        }
        alone.sort((a, b) => a - b);
        rows.push({
          measure: `dashboard alone (20 sequential): ${label}, ${engine}`,
          value: `median ${ms(percentile(alone, 50))} ms, p95 ${ms(percentile(alone, 95))} ms`,
          budget: '—',
          verdict: '—',
        });
        options.log(`  ${rows.at(-1)!.measure}: ${rows.at(-1)!.value}`);
        const stats = await load(base, token, options.duration, () => ({ path: requestPath }));
        const failures = stats.non2xx + stats.errors;
        rows.push({
          measure: `dashboard: ${label}, GET ${requestPath}, ${engine}`,
          value:
            `${stats.reqPerSec.toFixed(0)} req/s, p50 ${ms(stats.p50)} ms, p95 ${ms(stats.p95)} ms, p99 ${ms(stats.p99)} ms` +
            (failures > 0 ? `, FAILED ${failures} [${stats.statusCodes}]` : ''),
          budget: `p95 ≤ ${DASHBOARD_P95_BUDGET_MS} ms`,
          verdict: failures > 0 ? 'errors' : stats.p95 <= DASHBOARD_P95_BUDGET_MS ? 'ok' : 'OVER',
        });
        options.log(`  ${rows.at(-1)!.measure}: ${rows.at(-1)!.value}`);
      }
    } finally {
      await stopServer(server.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (database && !database.keep) {
      await admin
        .query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`)
        .catch(() => undefined);
    }
    await admin.end().catch(() => undefined);
  }
  return rows;
}
