/**
 * `npm run e2e:cluster`: every journey through the two-instance cluster, split over shards that
 * run side by side (docs/operations.md#several-instances). A journey spends most of its time
 * waiting on a browser and a network round trip, so on a 2-core machine two shards finish in
 * little more than half the time of one. Each shard is a Vitest run of its own with its own
 * cluster (database, bucket, ports) and its own Redis: the real-time channel is one name per
 * Redis, and two clusters on one Redis would hear each other's events.
 *
 * E2E_SHARDS sets the count (default 2; 1 runs a single Vitest). Arguments after `--` (file
 * filters, `-t`) go to every shard's Vitest and, unless E2E_SHARDS says otherwise, mean one shard.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { freePort } from './support/server';

const extraArguments = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (extraArguments.length > 0 ? 1 : 2)));
const baseRedisUrl =
  process.env.E2E_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const children: ChildProcess[] = [];
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

/** A throwaway Redis on a free loopback port, gone with this process. */
async function startRedis(): Promise<string> {
  const port = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(redis);
  const ready = new Promise<void>((resolve, reject) => {
    redis.once('error', (error) =>
      reject(
        new Error(
          `redis-server could not start (${error.message}): install Redis or set E2E_SHARDS=1`,
        ),
      ),
    );
    redis.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}`)));
    createInterface({ input: redis.stdout! }).on('line', (line) => {
      if (line.includes('Ready to accept connections')) resolve();
    });
  });
  await ready;
  return `redis://127.0.0.1:${port}`;
}

/** One Vitest run of shard `index` of `shards`, its lines prefixed when there are several. */
async function runShard(index: number, redisUrl: string): Promise<number> {
  const shardArguments = shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const child = spawn(
    'npx',
    ['vitest', 'run', '--config', 'vitest.cluster.config.ts', ...shardArguments, ...extraArguments],
    {
      cwd: import.meta.dirname,
      env: { ...process.env, E2E_REDIS_URL: redisUrl, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  const prefix = shards > 1 ? `[${index}/${shards}] ` : '';
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  const [code] = (await once(child, 'exit')) as [number | null];
  return code ?? 1;
}

const started = Date.now();
try {
  const redisUrls = [baseRedisUrl];
  for (let index = 2; index <= shards; index += 1) redisUrls.push(await startRedis());
  const codes = await Promise.all(redisUrls.map((url, i) => runShard(i + 1, url)));
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`e2e:cluster: ${shards} shard(s), exit codes ${codes.join(', ')}, ${minutes} min.`);
  process.exitCode = codes.every((code) => code === 0) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopAll();
}
