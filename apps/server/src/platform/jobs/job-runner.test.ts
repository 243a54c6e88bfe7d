import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedTestDatabase, createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { createJobRunner, type JobRunner } from './job-runner';
import { until } from '../../../test/until';

// On the embedded database (the default project) and on PostgreSQL (the server-postgres
// project): the same runner, the same guarantees (docs/jobs.md).

const silent = { error: () => undefined, warn: () => undefined };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function runnerOn(database: Database, define: (jobs: JobRunner) => void) {
  const jobs = createJobRunner(database, silent);
  define(jobs);
  await jobs.start();
  cleanups.push(() => jobs.stop(2_000));
  return jobs;
}

async function freshDatabase() {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  return database;
}

describe('job runner', () => {
  it('runs a queued job once, on the engine of this project', async () => {
    const database = await freshDatabase();
    const seen: unknown[] = [];
    const jobs = await runnerOn(database, (runner) =>
      runner.define<{ n: number }>('test.echo', async (data) => void seen.push(data.n)),
    );
    await jobs.send('test.echo', { n: 7 });
    await until(
      () => seen.length,
      (count) => count === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([7]);
    expect(database.engine).toBe(inject('testEngine'));
  });

  it('writes a job with the transaction it was sent in: none when it rolls back', async () => {
    const database = await freshDatabase();
    const seen: string[] = [];
    const jobs = await runnerOn(database, (runner) =>
      runner.define<{ label: string }>('test.tx', async (data) => void seen.push(data.label)),
    );
    await database.db
      .transaction(async (tx) => {
        await jobs.send('test.tx', { label: 'rolled back' }, { executor: tx });
        throw new Error('abort');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await jobs.send('test.tx', { label: 'committed' }, { executor: tx });
      await tx.execute(sql`SELECT 1`);
    });
    await until(
      () => seen.length,
      (count) => count >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen).toEqual(['committed']);
  });

  it('retries a failing job, then lists it as failed until an administrator retries it', async () => {
    const database = await freshDatabase();
    let attempts = 0;
    let healthy = false;
    const jobs = await runnerOn(database, (runner) =>
      runner.define(
        'test.flaky',
        async () => {
          attempts += 1;
          if (!healthy) throw new Error('el servidor de correo no responde');
        },
        { retryLimit: 1, retryDelaySeconds: 1 },
      ),
    );
    const id = await jobs.send('test.flaky', { to: 'cliente@example.pe' });
    const [failed] = await until(
      () => jobs.failedJobs(),
      (rows) => rows.length === 1,
    );
    expect(attempts).toBe(2); // the first try and one retry
    expect(failed).toMatchObject({
      id,
      queue: 'test.flaky',
      data: { to: 'cliente@example.pe' },
      error: 'el servidor de correo no responde',
      attempts: 2,
    });

    healthy = true;
    expect(await jobs.retry('test.flaky', id!)).toBe(true);
    await until(
      () => attempts,
      (count) => count === 3,
    );
    await until(
      () => jobs.failedJobs(),
      (rows) => rows.length === 0,
    );
    // A job that is not failed (any more) is not retried again.
    expect(await jobs.retry('test.flaky', id!)).toBe(false);
    expect(await jobs.retry('test.unknown', id!)).toBe(false);
  });

  it('counts each defined queue live: waiting, running and failed jobs', async () => {
    const database = await freshDatabase();
    let release: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    const jobs = await runnerOn(database, (runner) => {
      runner.define('test.slow', async () => {
        started += 1;
        await running;
      });
      runner.define(
        'test.broken',
        async () => {
          throw new Error('sin conexión');
        },
        { retryLimit: 0 },
      );
      runner.define('test.idle', async () => undefined);
    });
    await jobs.send('test.slow', { n: 1 });
    await jobs.send('test.slow', { n: 2 });
    await jobs.send('test.broken', {});
    await until(
      () => jobs.failedJobs(),
      (rows) => rows.length === 1,
    );
    await until(
      () => started,
      (count) => count === 1,
    );
    expect(await jobs.queueCounts()).toEqual([
      { queue: 'test.broken', queued: 0, active: 0, failed: 1 },
      { queue: 'test.idle', queued: 0, active: 0, failed: 0 },
      { queue: 'test.slow', queued: 1, active: 1, failed: 0 },
    ]);
    release();
    await until(
      () => jobs.queueCounts(),
      (counts) => counts.find((entry) => entry.queue === 'test.slow')!.active === 0,
    );
  });

  it('refuses a queue defined twice or after the start, and jobs for unknown queues', async () => {
    const database = await freshDatabase();
    const jobs = await runnerOn(database, (runner) =>
      runner.define('test.once', async () => undefined),
    );
    expect(() => jobs.define('test.late', async () => undefined)).toThrow(/after the runner/);
    await expect(jobs.send('test.nothing', {})).rejects.toThrow(/unknown job queue/);
    const other = createJobRunner(database, silent);
    other.define('test.twice', async () => undefined);
    expect(() => other.define('test.twice', async () => undefined)).toThrow(/twice/);
  });

  it.runIf(inject('testEngine') === 'postgres')(
    'shares the queues between instances: each job runs on exactly one of them',
    async () => {
      const shared = await createSharedTestDatabase();
      const a = shared.open();
      const b = shared.open();
      cleanups.push(() => shared.drop());
      cleanups.push(() => a.close());
      cleanups.push(() => b.close());
      const ran: Array<{ instance: string; n: number }> = [];
      const define = (instance: string) => (runner: JobRunner) =>
        runner.define<{ n: number }>(
          'test.shared',
          async (data) => void ran.push({ instance, n: data.n }),
          { concurrency: 2 },
        );
      const first = await runnerOn(a, define('a'));
      await runnerOn(b, define('b'));
      for (let n = 0; n < 40; n += 1) await first.send('test.shared', { n });
      await until(
        () => ran.length,
        (count) => count === 40,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(ran).toHaveLength(40);
      expect(new Set(ran.map((entry) => entry.n)).size).toBe(40);
    },
  );

  it('keeps one schedule per name whatever the number of instances', async () => {
    const database = await freshDatabase();
    const jobs = await runnerOn(database, (runner) =>
      runner.every('test.nightly', '0 3 * * *', async () => undefined),
    );
    await jobs.stop(2_000);
    await runnerOn(database, (runner) =>
      runner.every('test.nightly', '0 3 * * *', async () => undefined),
    );
    const result = (await database.db.execute(
      sql`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'test.nightly'`,
    )) as unknown as { rows: Array<{ name: string; cron: string; timezone: string }> };
    expect(result.rows).toEqual([
      { name: 'test.nightly', cron: '0 3 * * *', timezone: 'America/Lima' },
    ]);
  });
});
