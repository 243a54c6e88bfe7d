// `npm run bench`: measures the budgets of docs/conventions.md#quality-bars-and-budgets that exist
// so far and prints a table.
//   foundation: 1. initial JavaScript of /login (gzip) from the production build;
//               2. start-up to serving on an existing embedded data directory;
//               3. GET /api/auth/me (the auth guard's hot path) with autocannon, both engines.
//   tickets-embedded: BENCH_EMBEDDED_TICKETS (100,000) seeded into a temporary DATA_DIR in-process,
//               then list, detail, search and creation under load and the server's RSS.
//   tickets-pg: the same on PostgreSQL with BENCH_TICKETS (1,000,000) in a fresh database
//               (BENCH_DATABASE_URL's server, default the local one), dropped afterwards unless
//               BENCH_KEEP_DB=1 (then atiende_bench_1m is kept and reused when it holds the
//               tickets), then EXPLAIN (ANALYZE, BUFFERS) of the list and search statements.
//   lighthouse: Lighthouse performance and accessibility of /login, /support and /tickets
//               (signed in, BENCH_LIGHTHOUSE_TICKETS (300) seeded), mobile and desktop presets,
//               median of BENCH_LIGHTHOUSE_RUNS (3), with Debian's Chromium (bench/lighthouse.ts).
//   websocket: BENCH_WS_CLIENTS (5,000) WebSocket clients on one instance on PostgreSQL: server RSS
//               per socket, and notification delivery latency (p50/p95/p99) for a fan-out to all
//               and for one assignment each (bench/websocket.ts; needs `ulimit -n` ≥ 6,000).
//   import: BENCH_IMPORT_ROWS (100,000) customers as CSV and XLSX through /api/imports on
//               PostgreSQL: rows/s of the dry run and of the import, server RSS (bench/import.ts).
//   dashboard-personal: the técnico's and the client's dashboards on PostgreSQL with
//               BENCH_TICKETS (1,000,000), p95 ≤ 150 ms (bench/dashboard-personal.ts; reuses the
//               kept atiende_bench_1m with BENCH_KEEP_DB=1).
//   dashboard: GET /api/dashboard/overview at BENCH_TICKETS (1,000,000) on PostgreSQL, admin and
//               lead, 7d and 90d: alone (sequential) and under BENCH_DASHBOARD_CONNECTIONS (10),
//               then EXPLAIN of its statements (bench/dashboard.ts; BENCH_KEEP_DB=1 reuses the
//               tickets-pg database).
//   sla-check: one SLA check and one sweep of tickets without a clock at BENCH_SLA_TICKETS
//               (1,000,000) open tickets with clocks on PostgreSQL, and their plans
//               (bench/sla-check.ts).
//   sla-dashboard: the SLA dashboard's service call (GET /api/sla/dashboard) at BENCH_SLA_TICKETS
//               (1,000,000) tickets with clocks on PostgreSQL, administrator and lead, 7, 30 and
//               90 days, BENCH_SLA_RUNS (5) runs each, then EXPLAIN of its statements
//               (bench/sla-dashboard.ts).
//   reports: every report type the server answers (GET /api/reports) at BENCH_TICKETS
//               (1,000,000) on PostgreSQL, admin and lead, 30d and 90d, BENCH_REPORTS_RUNS (20)
//               sequential requests each, p95 ≤ 500 ms; adds team time to the seeded database
//               once (bench/reports.ts; BENCH_KEEP_DB=1 reuses the tickets-pg database).
//   retrieval: the assistant's searchKnowledge over BENCH_RETRIEVAL_CHUNKS (10,000) passages on
//               PostgreSQL, p95 ≤ 50 ms, as a client, a técnico and an administrator
//               (bench/retrieval.ts).
// Sections: `npm run bench` runs all; `npm run bench -- lighthouse` (or BENCH_SECTIONS=a,b) picks;
// `tickets` means both ticket sections. BENCH_DURATION (10) is the seconds of each load;
// BENCH_REPORT=<file> also writes the markdown tables and plans there.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureLighthouse } from './lighthouse';
import { seedEmbedded, seedPostgres, withEmbedded, type SeedTimings } from './seed-tickets';
import { BENCH_ADMIN, root, rssMb, startServer, stopServer } from './server';
import { explainTicketQueries, fixtureFromRows, measureTickets, type ResultRow } from './tickets';
import { measureWebsocket } from './websocket';
import { measureImport } from './import';
import { measurePersonalDashboards } from './dashboard-personal';
import { measureDashboard } from './dashboard';
import { measureReports } from './reports';
import { measureRetrieval } from './retrieval';
import { measureSlaCheck } from './sla-check';
import { measureSlaDashboard } from './sla-dashboard';

const dist = path.join(root, 'apps/web/dist');
const results: ResultRow[] = [];
const plans: string[] = [];
const log = (line: string) => console.log(line);
const port = 3900;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ALL_SECTIONS = [
  'foundation',
  'tickets-embedded',
  'tickets-pg',
  'lighthouse',
  'websocket',
  'import',
  'dashboard-personal',
  'dashboard',
  'reports',
  'retrieval',
  'sla-check',
  'sla-dashboard',
];
const requested = (
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : (process.env.BENCH_SECTIONS ?? '').split(',')
)
  .map((name) => name.trim())
  .filter(Boolean)
  .flatMap((name) => (name === 'tickets' ? ['tickets-embedded', 'tickets-pg'] : [name]));
for (const name of requested) {
  if (!ALL_SECTIONS.includes(name))
    throw new Error(`Unknown section ${name}: ${ALL_SECTIONS.join(', ')}, tickets`);
}
const sections = new Set(requested.length > 0 ? requested : ALL_SECTIONS);

function loginInitialJs(): number {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  return files.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(dist, file))).length,
    0,
  );
}

async function measureLoad(port: number, pid: number, engine: string, rssBudget: string) {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const me = await autocannon({
    url: `http://127.0.0.1:${port}/api/auth/me`,
    headers: { authorization: `Bearer ${token}` },
    connections: 10,
    duration,
  });
  results.push({
    measure: `GET /api/auth/me, 10 connections, ${engine}`,
    value: `${me.requests.average.toFixed(0)} req/s, p50 ${me.latency.p50} ms, p97.5 ${me.latency.p97_5} ms, p99 ${me.latency.p99} ms, errors ${me.errors + me.non2xx}`,
    budget: '—',
    verdict: '—',
  });
  results.push({
    measure: `server RSS after the load, ${engine}`,
    value: `${rssMb(pid).toFixed(0)} MB`,
    budget: rssBudget,
    verdict: '—',
  });
}

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
function seedRow(engine: string, timings: SeedTimings): ResultRow {
  return {
    measure: `seed ${timings.tickets.toLocaleString('en')} tickets + ${timings.comments.toLocaleString('en')} comments, ${engine}`,
    value: `${seconds(timings.totalMs)} (rows ${seconds(timings.ticketsMs)}, indexes ${seconds(timings.indexesMs)}, VACUUM ANALYZE ${seconds(timings.vacuumAnalyzeMs)})`,
    budget: '—',
    verdict: '—',
  };
}

async function foundation() {
  results.push({
    measure: 'initial JS of /login (gzip)',
    value: `${(loginInitialJs() / 1024).toFixed(1)} KB`,
    budget: '≤ 120 KB',
    verdict: '—',
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-'));
  const first = await startServer(dataDir, port);
  results.push({
    measure: 'first start (initdb + migrations)',
    value: `${first.startupMs.toFixed(0)} ms`,
    budget: '—',
    verdict: '—',
  });
  await stopServer(first.child);
  const second = await startServer(dataDir, port);
  results.push({
    measure: 'start-up on an existing data directory',
    value: `${second.startupMs.toFixed(0)} ms`,
    budget: '< 3000 ms',
    verdict: '—',
  });
  await measureLoad(port, second.child.pid!, 'PGlite', '< 400 MB');
  await stopServer(second.child);
  rmSync(dataDir, { recursive: true, force: true });

  // The same on PostgreSQL (BENCH_DATABASE_URL, default the local server), when it is reachable.
  const benchDb = `atiende_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${benchDb}`);
    const url = new URL(serverUrl);
    url.pathname = `/${benchDb}`;
    const pgDataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-pg-'));
    try {
      const onPostgres = await startServer(pgDataDir, port, url.toString());
      await measureLoad(port, onPostgres.child.pid!, 'PostgreSQL', '< 200 MB');
      await stopServer(onPostgres.child);
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
    }
  } catch (error) {
    results.push({
      measure: 'PostgreSQL run',
      value: `skipped: ${(error as Error).message}`,
      budget: '—',
      verdict: '—',
    });
  } finally {
    await admin.end().catch(() => undefined);
  }
}

const countLabel = (n: number) =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1_000 === 0 ? `${n / 1_000}k` : String(n);

async function ticketsEmbedded() {
  const count = Number(process.env.BENCH_EMBEDDED_TICKETS ?? 100_000);
  const engine = `PGlite ${countLabel(count)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-tickets-'));
  try {
    log(
      `== tickets on the embedded database: seeding ${count.toLocaleString('en')} tickets in-process`,
    );
    await stopServer((await startServer(dataDir, port)).child); // initdb, migrations, bench admin
    results.push(seedRow(`${engine} (in-process)`, await seedEmbedded(dataDir, count, log)));
    const fixture = await withEmbedded(dataDir, (sql) => fixtureFromRows((text) => sql(text)));
    const server = await startServer(dataDir, port);
    results.push({
      measure: `start-up on an existing data directory, ${engine}`,
      value: `${server.startupMs.toFixed(0)} ms`,
      budget: '< 3000 ms',
      verdict: server.startupMs < 3000 ? 'ok' : 'OVER',
    });
    try {
      results.push(
        ...(await measureTickets(server, engine, fixture, { duration, rssBudgetMb: 400, log })),
      );
    } finally {
      await stopServer(server.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function ticketsPostgres() {
  const count = Number(process.env.BENCH_TICKETS ?? 1_000_000);
  const keep = process.env.BENCH_KEEP_DB === '1';
  const engine = `PostgreSQL ${countLabel(count)}`;
  const name = keep ? `atiende_bench_${countLabel(count)}` : `atiende_bench_tickets_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    results.push({
      measure: 'tickets on PostgreSQL',
      value: `skipped: ${(error as Error).message}`,
      budget: '—',
      verdict: '—',
    });
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-tickets-pg-'));
  try {
    let reuse = false;
    const exists =
      (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount === 1;
    if (exists && keep) {
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      try {
        const [row] = (
          await db.query(
            `SELECT to_regclass('public.tickets') IS NOT NULL AND
                    (SELECT count(*) FROM tickets) >= $1 AND (SELECT count(*) FROM departments) >= 10 AS seeded`,
            [count],
          )
        ).rows as Array<{ seeded: boolean }>;
        reuse = row?.seeded ?? false;
      } catch {
        reuse = false;
      } finally {
        await db.end();
      }
    }
    if (reuse) {
      log(`== tickets on PostgreSQL: reusing ${name} (BENCH_KEEP_DB=1)`);
      results.push({
        measure: `seed, ${engine}`,
        value: `reused ${name} (BENCH_KEEP_DB=1)`,
        budget: '—',
        verdict: '—',
      });
    } else {
      if (exists) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      log(`== tickets on PostgreSQL: seeding ${count.toLocaleString('en')} tickets into ${name}`);
      await stopServer((await startServer(dataDir, port, url.toString())).child); // migrations, admin
      results.push(seedRow(engine, await seedPostgres(url.toString(), count, log)));
    }
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const fixture = await fixtureFromRows(async (text) => (await db.query(text)).rows);
    // The creation load adds tens of thousands of tickets on top of the list: a kept database
    // drops them afterwards, so every run measures the same seeded million.
    const seeded = String(
      (await db.query(`SELECT coalesce(max(number), 0) AS seeded FROM tickets`)).rows[0].seeded,
    );
    await db.end();
    const server = await startServer(dataDir, port, url.toString());
    try {
      results.push(
        ...(await measureTickets(server, engine, fixture, { duration, rssBudgetMb: 256, log })),
      );
    } finally {
      await stopServer(server.child);
    }
    if (keep) {
      const cleanup = new pg.Client({ connectionString: url.toString() });
      await cleanup.connect();
      try {
        await cleanup.query(`DELETE FROM tickets WHERE number > $1`, [seeded]);
        await cleanup.query(`VACUUM ANALYZE tickets`);
        await cleanup.query(`VACUUM ANALYZE ticket_events`);
      } finally {
        await cleanup.end();
      }
    }
    log('== EXPLAIN (ANALYZE, BUFFERS) of the list and search statements');
    try {
      plans.push(
        `## EXPLAIN (ANALYZE, BUFFERS), ${engine}\n`,
        await explainTicketQueries(
          dataDir,
          port,
          url.toString(),
          path.join(dataDir, 'captured-sql.jsonl'),
        ),
      );
    } catch (error) {
      plans.push(`EXPLAIN failed: ${(error as Error).message}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (!keep)
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}

if (!existsSync(path.join(root, 'apps/server/dist/main.js')))
  throw new Error('Run `npm run build` first.');
if (
  (sections.has('foundation') || sections.has('lighthouse')) &&
  !existsSync(path.join(dist, 'index.html'))
) {
  throw new Error('Run `npm run build` first.');
}
if (sections.has('foundation')) await foundation();
if (sections.has('tickets-embedded')) await ticketsEmbedded();
if (sections.has('tickets-pg')) await ticketsPostgres();
if (sections.has('lighthouse')) {
  const lighthouse = await measureLighthouse({ port, log });
  results.push(...lighthouse.rows);
  plans.push(lighthouse.markdown);
}
if (sections.has('websocket')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-ws-'));
  try {
    // Its own port: another section's server may still be draining on `port`.
    results.push(...(await measureWebsocket({ port: port + 10, serverUrl, dataDir, log })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (sections.has('import')) {
  // Its own port: another section's server may still be draining on `port`.
  results.push(...(await measureImport({ port: port + 20, serverUrl, log })));
}

if (sections.has('dashboard-personal')) {
  // Its own port: another section's server may still be draining on `port`.
  results.push(...(await measurePersonalDashboards({ port: port + 40, serverUrl, duration, log })));
}

if (sections.has('dashboard')) {
  // Its own port: another section's server may still be draining on `port`.
  const dashboard = await measureDashboard({ port: port + 30, serverUrl, duration, log });
  results.push(...dashboard.rows);
  plans.push(`## EXPLAIN (ANALYZE, BUFFERS), dashboard overview\n`, dashboard.plans);
}

if (sections.has('reports')) {
  // Its own port: another section's server may still be draining on `port`.
  results.push(...(await measureReports({ port: port + 50, serverUrl, log })));
}

if (sections.has('retrieval')) results.push(...(await measureRetrieval({ serverUrl, log })));

if (sections.has('sla-check')) {
  const slaCheck = await measureSlaCheck({ serverUrl, log });
  results.push(...slaCheck.rows);
  plans.push(slaCheck.plans);
}

if (sections.has('sla-dashboard')) {
  const slaDashboard = await measureSlaDashboard({ serverUrl, log });
  results.push(...slaDashboard.rows);
  plans.push(slaDashboard.plans);
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const markdown = [
  '| measure | value | budget | verdict |',
  '| --- | --- | --- | --- |',
  ...results.map(
    (row) => `| ${cell(row.measure)} | ${cell(row.value)} | ${row.budget} | ${row.verdict} |`,
  ),
].join('\n');
console.log(plans.join('\n'));
console.log(markdown);
console.table(results);
if (process.env.BENCH_REPORT)
  writeFileSync(process.env.BENCH_REPORT, `${markdown}\n\n${plans.join('\n')}\n`);
