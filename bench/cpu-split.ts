// Where one request's CPU goes: starts the built server on a seeded PostgreSQL database, runs
// one autocannon load against one path, and prints the CPU per request of the PostgreSQL
// backends and of the Node process (from /proc, so Linux only) and the server's RSS.
//
//   node --import tsx bench/cpu-split.ts <path> [admin|technician|client] [POST body]
//   e.g. node --import tsx bench/cpu-split.ts '/api/tickets?view=open' technician
//
// CPU_SPLIT_DATABASE_URL (default: the kept atiende_bench_1m of `BENCH_KEEP_DB=1 npm run bench`),
// BENCH_DURATION (10 s), BENCH_CONNECTIONS (10), BENCH_NODE_ARGS (V8 flags for the server, as in `npm run bench`) and
// CPU_SPLIT_PROFILE=<dir> (writes a --cpu-prof profile there) tune it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { clientEmail, SEED_PASSWORD, technicianEmail } from './seed-tickets';
import { BENCH_ADMIN, rssMb, startServer, stopServer } from './server';

const [requestPath = '/api/tickets', who = 'admin', body] = process.argv.slice(2);
const databaseUrl =
  process.env.CPU_SPLIT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atiende_bench_1m';
const profileDir = process.env.CPU_SPLIT_PROFILE;
const port = 3901;
const base = `http://127.0.0.1:${port}`;
const credentials =
  who === 'technician'
    ? { email: technicianEmail(0), password: SEED_PASSWORD }
    : who === 'client'
      ? { email: clientEmail(0), password: SEED_PASSWORD }
      : BENCH_ADMIN;

/** CPU seconds (user + system) of the PostgreSQL backends and of one process. */
function cpuSeconds(pid: number) {
  const totals = { postgres: 0, node: 0, nodeSystem: 0 };
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[11]) / 100;
    const system = Number(fields[12]) / 100;
    if (command === 'postgres') totals.postgres += user + system;
    if (Number(entry) === pid) {
      totals.node += user + system;
      totals.nodeSystem += system;
    }
  }
  return totals;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-cpu-split-'));
const server = await startServer(dataDir, port, databaseUrl, {
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
try {
  const signIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const token = ((await signIn.json()) as { data?: { accessToken?: string } }).data?.accessToken;
  if (!token) throw new Error(`sign-in of ${credentials.email} answered ${signIn.status}`);

  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(server.child.pid!));
  }, 100);
  const before = cpuSeconds(server.child.pid!);
  const result = await autocannon({
    url: `${base}${requestPath}`,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    duration: Number(process.env.BENCH_DURATION ?? 10),
    method: body ? 'POST' : 'GET',
    ...(body ? { body } : {}),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  const after = cpuSeconds(server.child.pid!);
  clearInterval(sampler);
  const perRequest = (seconds: number) => ((seconds * 1000) / result.requests.total).toFixed(2);
  console.log(
    `${body ? 'POST' : 'GET'} ${requestPath} as ${who}: ${result.requests.average} req/s, ` +
      `p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, non-2xx ${result.non2xx}`,
  );
  console.log(
    `CPU per request: PostgreSQL ${perRequest(after.postgres - before.postgres)} ms, ` +
      `Node ${perRequest(after.node - before.node)} ms ` +
      `(system ${perRequest(after.nodeSystem - before.nodeSystem)} ms)`,
  );
  console.log(
    `server RSS ${rssMb(server.child.pid!).toFixed(0)} MB (peak ${peakRss.toFixed(0)} MB)`,
  );
} finally {
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
