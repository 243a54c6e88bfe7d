// Checks the production install recipe (docs/operations.md#production-install) on a fresh copy:
// the checkout's files (git's list: tracked and new, not ignored) and its current builds are
// copied into a temporary directory, which gets production dependencies only
// (`npm ci --omit=dev -w apps/server`); `node scripts/start.mjs` (what `npm start` runs) there
// must answer /health/ready and serve the web app at /, then stop cleanly on SIGTERM. A run-time import of a development dependency, or a
// start that tries to build, fails here. Builds the checkout first when a build is missing or
// stale (that needs the full install); the npm cache is reused. `.ci/run` runs it after the
// browser tests, which already built. Usage: node scripts/check-production-install.mjs [--keep]
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { BUILDS, buildStates } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
// Tools that only building needs: a production install holding one would hide a start that builds.
const BUILD_TOOLS = ['vite', 'esbuild', 'tsx', 'typescript'];
const READY_TIMEOUT_MS = 180_000; // PGlite creates its database at the first start (~17 s, more on a busy machine)
const STOP_TIMEOUT_MS = 30_000;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function get(url, headers = {}) {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: await response.text() };
  } catch {
    return null;
  }
}

if (buildStates(root).some((build) => build.stale)) {
  console.log('check-production-install: a build is missing or stale; building the checkout…');
  run('npm', ['run', 'build'], root);
}

const copy = mkdtempSync(path.join(os.tmpdir(), 'atiende-production-'));
let server;
let output = '';
try {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = listed.stdout
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  // Timestamps are kept: `scripts/start.mjs` judges the builds current as in the checkout.
  for (const file of files)
    cpSync(path.join(root, file), path.join(copy, file), { preserveTimestamps: true });
  for (const build of BUILDS) {
    const outDir = path.dirname(build.output);
    cpSync(path.join(root, outDir), path.join(copy, outDir), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  console.log(
    `check-production-install: ${files.length} files and the builds copied to ${copy} (${elapsed()})`,
  );

  run(
    'npm',
    ['ci', '--omit=dev', '-w', 'apps/server', '--no-audit', '--no-fund', '--prefer-offline'],
    copy,
  );
  const present = BUILD_TOOLS.filter((name) => existsSync(path.join(copy, 'node_modules', name)));
  if (present.length > 0)
    throw new Error(
      `the production install holds build tools (${present.join(', ')}): a production dependency pulls them in`,
    );
  const size = spawnSync('du', ['-sk', path.join(copy, 'node_modules')], { encoding: 'utf8' });
  const megabytes = Math.round(Number.parseInt(size.stdout, 10) / 1024);
  console.log(
    `check-production-install: production dependencies installed, node_modules ${megabytes} MB (${elapsed()})`,
  );

  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) };
  env.DATA_DIR = path.join(copy, 'data');
  delete env.DATABASE_URL; // the embedded database: the recipe's one instance
  delete env.REDIS_URL;
  delete env.INIT_CWD; // set by `npm run`: .env and DATA_DIR would be looked for in the checkout
  // What `npm start` runs, started the way docs/operations.md#production-install tells process
  // managers to: npm does not pass SIGTERM on to the server. Its own process group, so that a
  // failed check ends everything it started.
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: copy,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const base = `http://127.0.0.1:${port}`;
  const readyBy = Date.now() + READY_TIMEOUT_MS;
  let ready = false;
  while (!ready && Date.now() < readyBy) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(
        `the server exited (${server.exitCode ?? server.signalCode}) before it was ready`,
      );
    ready = (await get(`${base}/health/ready`))?.status === 200;
    if (!ready) await sleep(500);
  }
  if (!ready)
    throw new Error(`/health/ready did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
  console.log(`check-production-install: /health/ready answers 200 (${elapsed()})`);

  const index = readFileSync(path.join(copy, 'apps/web/dist/index.html'), 'utf8');
  const entry = /<script[^>]+src="([^"]+)"/.exec(index)?.[1];
  if (!entry) throw new Error('apps/web/dist/index.html names no script');
  const page = await get(`${base}/`, { accept: 'text/html' });
  if (page?.status !== 200 || !page.body.includes(entry))
    throw new Error(`/ did not serve the web app's index.html (status ${page?.status ?? 'none'})`);
  const script = await get(`${base}${entry}`);
  if (script?.status !== 200) throw new Error(`${entry} answered ${script?.status ?? 'nothing'}`);
  console.log(`check-production-install: / serves the web app (${entry}) (${elapsed()})`);

  server.kill('SIGTERM');
  const stopped = await Promise.race([exited, sleep(STOP_TIMEOUT_MS, null, { ref: false })]);
  if (!stopped)
    throw new Error(`the server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM`);
  if (stopped.code !== 0)
    throw new Error(
      `the server stopped with ${stopped.code ?? stopped.signal} after SIGTERM, not 0`,
    );
  console.log(`check-production-install: stopped cleanly on SIGTERM; passed in ${elapsed()}`);
} catch (error) {
  if (output) console.error(`--- server output ---\n${output}--- end ---`);
  console.error(`check-production-install: FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null && server.signalCode === null)
    process.kill(-server.pid, 'SIGKILL');
  if (keep) console.log(`check-production-install: kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
