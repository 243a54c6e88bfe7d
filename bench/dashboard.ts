// The dashboards benchmark (docs/conventions.md#quality-bars-and-budgets: a dashboard's figures,
// p95 ≤ 150 ms at 1,000,000 tickets on PostgreSQL): GET /api/dashboard/overview for an
// administrator (every department) and a tech lead (the biggest department), periods 7d and 90d,
// first one request at a time, then under load; then EXPLAIN (ANALYZE, BUFFERS) of its statements
// as the server sends them. The million tickets are the tickets-pg seed: the same kept database
// (BENCH_KEEP_DB=1, atiende_bench_1m) is reused when it holds them, else seeded here.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedPostgres } from './seed-tickets';
import { BENCH_ADMIN, root, startServer, stopServer } from './server';
import { load, login, percentile, type ResultRow } from './tickets';

export const DASHBOARD_P95_BUDGET_MS = 150;
/** lider01 leads the first seeded department, the one with the most tickets. */
export const BENCH_LEAD = { email: 'lider01@atiende.pe', password: 'Bench-Segura-2026' };

type Statement = { text: string; values: unknown[] };

/** `preferred` when nothing listens there, else a port the system picks. */
export function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    });
  return tryListen(preferred).catch(() => tryListen(0));
}

export const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** The kept 1M database when it is seeded; otherwise a fresh one, seeded (and later dropped). */
export async function benchDatabase(
  serverUrl: string,
  count: number,
  log: (line: string) => void,
  purpose = 'dashboard',
) {
  const keep = process.env.BENCH_KEEP_DB === '1';
  const label = count % 1_000_000 === 0 ? `${count / 1_000_000}m` : `${count}`;
  const name = keep ? `atiende_bench_${label}` : `atiende_bench_${purpose}_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists =
      (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount === 1;
    if (exists && keep) {
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      try {
        const { rows } = await db.query(
          `SELECT to_regclass('public.tickets') IS NOT NULL AND (SELECT count(*) FROM tickets) >= $1 AS seeded`,
          [count],
        );
        if ((rows[0] as { seeded: boolean }).seeded) {
          log(`== ${purpose}: reusing ${name} (BENCH_KEEP_DB=1)`);
          return { url: url.toString(), name, keep, seeded: `reused ${name}` };
        }
      } catch {
        // not seeded: seed it below
      } finally {
        await db.end();
      }
    }
    if (exists) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    log(`== ${purpose}: seeding ${count.toLocaleString('en')} tickets into ${name}`);
    const scratch = mkdtempSync(path.join(tmpdir(), 'atiende-bench-dashboard-seed-'));
    try {
      await stopServer((await startServer(scratch, await freePort(3931), url.toString())).child); // migrations
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    const timings = await seedPostgres(url.toString(), count, log);
    return {
      url: url.toString(),
      name,
      keep,
      seeded: `seeded in ${(timings.totalMs / 1000).toFixed(0)} s`,
    };
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}

/** `n` requests one after another: the latency of the dashboard alone. */
export async function sequential(base: string, token: string, requestPath: string, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${requestPath}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${requestPath} answered ${response.status}: ${text}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const SCENARIOS = [
  { who: 'admin', period: '7d' },
  { who: 'admin', period: '90d' },
  { who: 'lead', period: '7d' },
  { who: 'lead', period: '90d' },
] as const;

export async function measureDashboard(options: {
  port: number;
  serverUrl: string;
  duration: number;
  log: (line: string) => void;
}): Promise<{ rows: ResultRow[]; plans: string }> {
  const { serverUrl, duration, log } = options;
  // A free port of its own: another helper's bench may hold the usual ones, and a server that
  // cannot listen would leave this one measuring someone else's.
  const port = await freePort(options.port);
  const count = Number(process.env.BENCH_TICKETS ?? 1_000_000);
  const connections = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 10);
  const engine = `PostgreSQL ${count.toLocaleString('en')}`;
  const rows: ResultRow[] = [];
  // The reference machine is shared: say how busy it was, the figures depend on it.
  const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const loadBefore = loadAverage();
  const database = await benchDatabase(serverUrl, count, log);
  rows.push({ measure: `database, ${engine}`, value: database.seeded, budget: '—', verdict: '—' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-dashboard-'));
  let plans = '';
  try {
    // Starting the server applies new migrations (index builds on a reused database).
    const server = await startServer(dataDir, port, database.url);
    const base = `http://127.0.0.1:${port}`;
    try {
      const tokens = {
        admin: await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password),
        lead: await login(base, BENCH_LEAD.email, BENCH_LEAD.password),
      };
      for (const { who, period } of SCENARIOS) {
        const requestPath = `/api/dashboard/overview?period=${period}`;
        await sequential(base, tokens[who], requestPath, 5); // warm-up: plans, buffers, JIT
        const alone = await sequential(base, tokens[who], requestPath, 40);
        rows.push({
          measure: `dashboard overview alone: ${who}, ${period} (40 sequential), ${engine}`,
          value: `p50 ${ms(percentile(alone, 50))} ms, p95 ${ms(percentile(alone, 95))} ms, max ${ms(alone.at(-1)!)} ms`,
          budget: `p95 ≤ ${DASHBOARD_P95_BUDGET_MS} ms`,
          verdict: percentile(alone, 95) <= DASHBOARD_P95_BUDGET_MS ? 'ok' : 'OVER',
        });
        log(`  ${rows.at(-1)!.measure}: ${rows.at(-1)!.value}`);
        const stats = await load(
          base,
          tokens[who],
          duration,
          () => ({ path: requestPath }),
          connections,
        );
        const failures = stats.non2xx + stats.errors;
        rows.push({
          measure: `dashboard overview under load: ${who}, ${period}, ${connections} connections, ${engine}`,
          value:
            `${stats.reqPerSec.toFixed(1)} req/s, p50 ${ms(stats.p50)} ms, p95 ${ms(stats.p95)} ms, p99 ${ms(stats.p99)} ms` +
            (failures > 0 ? `, FAILED ${failures} [${stats.statusCodes}]` : ''),
          budget: '—',
          verdict: failures > 0 ? 'errors' : '—',
        });
        log(`  ${rows.at(-1)!.measure}: ${rows.at(-1)!.value}`);
      }
    } finally {
      await stopServer(server.child);
    }
    rows.push({
      measure: 'machine load average (1, 5, 15 min), before → after the timed runs',
      value: `${loadBefore} → ${loadAverage()}`,
      budget: '—',
      verdict: '—',
    });
    try {
      plans = await explainOverview(dataDir, port, database.url, log);
    } catch (error) {
      plans = `EXPLAIN failed: ${(error as Error).message}`;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (!database.keep) await dropDatabase(serverUrl, database.name);
  }
  return { rows, plans };
}

/**
 * Restarts the server with the SQL capture preloaded (bench/capture-sql.mjs), asks for the 90-day
 * overview as the administrator and as the lead, and EXPLAINs (ANALYZE, BUFFERS) every statement
 * each request sent, with its parameters. Markdown-ready text.
 */
async function explainOverview(
  dataDir: string,
  port: number,
  url: string,
  log: (line: string) => void,
): Promise<string> {
  log('== EXPLAIN (ANALYZE, BUFFERS) of the overview statements');
  const captureFile = path.join(dataDir, 'captured-sql.jsonl');
  writeFileSync(captureFile, '');
  const server = await startServer(dataDir, port, url, {
    nodeArgs: ['--import', path.join(root, 'bench/capture-sql.mjs')],
    env: { BENCH_CAPTURE_SQL: captureFile },
  });
  const base = `http://127.0.0.1:${port}`;
  const captured: Array<{ label: string; statements: Statement[] }> = [];
  try {
    const tokens = {
      admin: await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password),
      lead: await login(base, BENCH_LEAD.email, BENCH_LEAD.password),
    };
    for (const who of ['admin', 'lead'] as const) {
      const requestPath = '/api/dashboard/overview?period=90d';
      const before = readFileSync(captureFile, 'utf8').length;
      const response = await fetch(`${base}${requestPath}`, {
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
      await response.arrayBuffer();
      const statements = readFileSync(captureFile, 'utf8')
        .slice(before)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Statement)
        .filter((statement) => /^\s*(select|with)/i.test(statement.text))
        .filter((statement) => /tickets/.test(statement.text));
      captured.push({ label: `${who}: GET ${requestPath} (HTTP ${response.status})`, statements });
    }
  } finally {
    await stopServer(server.child);
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const out: string[] = [];
  try {
    for (const item of captured) {
      for (const statement of item.statements) {
        const plan = await db.query(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          statement.values,
        );
        out.push(
          `### ${item.label}`,
          '',
          '```sql',
          statement.text,
          `-- parameters: ${JSON.stringify(statement.values)}`,
          '```',
          '',
          '```',
          ...plan.rows.map((row) => String(row['QUERY PLAN'])),
          '```',
          '',
        );
      }
    }
  } finally {
    await db.end();
  }
  return out.join('\n');
}
