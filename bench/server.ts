// Starting and stopping the built server (apps/server/dist/main.js) for the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_ADMIN = { email: 'bench@atiende.pe', password: 'Bench-Segura-2026' };
const BENCH_SECRET = 'bench-secret-shared-by-every-instance-0123456789';

/** The node flags `npm start` runs the server with, read from the root package.json. */
const START_NODE_FLAGS: string[] =
  (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    }
  ).scripts.start.match(/--[\w-]+=\S+/g) ?? [];

export type StartedServer = { child: ChildProcess; startupMs: number; port: number };

/**
 * Spawns the built server and waits for /api/health. Throws (instead of waiting forever) when
 * the process exits first, e.g. a migration failed or the port is taken.
 */
export async function startServer(
  dataDir: string,
  port: number,
  databaseUrl?: string,
  options: { nodeArgs?: string[]; env?: Record<string, string> } = {},
): Promise<StartedServer> {
  const started = performance.now();
  // The V8 flags of `npm start` (root package.json), or BENCH_NODE_ARGS to try others.
  const extraArgs = (process.env.BENCH_NODE_ARGS ?? START_NODE_FLAGS.join(' '))
    .split(' ')
    .filter(Boolean);
  const child = spawn(
    process.execPath,
    [...extraArgs, ...(options.nodeArgs ?? []), 'apps/server/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        // On PostgreSQL the server refuses to start without shared secrets (docs/operations.md#start).
        ...(databaseUrl
          ? { DATABASE_URL: databaseUrl, JWT_SECRET: BENCH_SECRET, SECRETS_KEY: BENCH_SECRET }
          : {}),
        INIT_CWD: root,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        RATE_LIMIT_GLOBAL_PER_MINUTE: '10000000',
        RATE_LIMIT_USER_PER_MINUTE: '10000000',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  for (;;) {
    if (exited !== undefined) throw new Error(`the server exited with code ${exited} at start`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return { child, startupMs: performance.now() - started, port };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident set size of a process, in MB. */
export function rssMb(pid: number): number {
  const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}
