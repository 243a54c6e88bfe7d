// `npm run bench`: measures the budgets of DESIGN §9 that exist so far and prints a table.
//   1. initial JavaScript of /login (gzip) from the production build;
//   2. start-up to serving on an existing embedded data directory;
//   3. GET /api/auth/me (the auth guard's hot path) latency and throughput with autocannon.
// Later issues add the ticket list, search, creation and WebSocket benchmarks here.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const results: Array<{ measure: string; value: string; budget: string }> = [];

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

async function startServer(dataDir: string, port: number, databaseUrl?: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      INIT_CWD: root,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@atiende.pe',
      ADMIN_PASSWORD: 'Bench-Segura-2026',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '10000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return { child, startupMs: performance.now() - started };
}

async function measureLoad(port: number, pid: number, engine: string, rssBudget: string) {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@atiende.pe', password: 'Bench-Segura-2026' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const me = await autocannon({
    url: `http://127.0.0.1:${port}/api/auth/me`,
    headers: { authorization: `Bearer ${token}` },
    connections: 10,
    duration: 10,
  });
  results.push({
    measure: `GET /api/auth/me, 10 connections, ${engine}`,
    value: `${me.requests.average.toFixed(0)} req/s, p50 ${me.latency.p50} ms, p97.5 ${me.latency.p97_5} ms, p99 ${me.latency.p99} ms, errors ${me.errors + me.non2xx}`,
    budget: '—',
  });
  const rss = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  results.push({
    measure: `server RSS after the load, ${engine}`,
    value: `${(rss / 1024).toFixed(0)} MB`,
    budget: rssBudget,
  });
}

async function stop(child: ReturnType<typeof spawn>) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

if (
  !existsSync(path.join(dist, 'index.html')) ||
  !existsSync(path.join(root, 'apps/server/dist/main.js'))
) {
  throw new Error('Run `npm run build` first.');
}
results.push({
  measure: 'initial JS of /login (gzip)',
  value: `${(loginInitialJs() / 1024).toFixed(1)} KB`,
  budget: '≤ 120 KB',
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-'));
const port = 3900;
const first = await startServer(dataDir, port);
results.push({
  measure: 'first start (initdb + migrations)',
  value: `${first.startupMs.toFixed(0)} ms`,
  budget: '—',
});
await stop(first.child);
const second = await startServer(dataDir, port);
results.push({
  measure: 'start-up on an existing data directory',
  value: `${second.startupMs.toFixed(0)} ms`,
  budget: '< 3000 ms',
});

await measureLoad(port, second.child.pid!, 'PGlite', '< 400 MB');
await stop(second.child);
rmSync(dataDir, { recursive: true, force: true });

// The same on PostgreSQL (BENCH_DATABASE_URL, default the local server), when it is reachable.
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDb = `atiende_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${benchDb}`);
  const url = new URL(serverUrl);
  url.pathname = `/${benchDb}`;
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-pg-'));
  const onPostgres = await startServer(pgDataDir, port, url.toString());
  await measureLoad(port, onPostgres.child.pid!, 'PostgreSQL', '< 200 MB');
  await stop(onPostgres.child);
  rmSync(pgDataDir, { recursive: true, force: true });
  await admin.query(`DROP DATABASE ${benchDb} WITH (FORCE)`);
} catch (error) {
  results.push({
    measure: 'PostgreSQL run',
    value: `skipped: ${(error as Error).message}`,
    budget: '—',
  });
} finally {
  await admin.end().catch(() => undefined);
}

console.table(results);
