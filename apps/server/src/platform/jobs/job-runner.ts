import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Job, type QueueOptions } from 'pg-boss';
import type { Database, Executor } from '../../db/client';

/**
 * The durable job runner (docs/jobs.md): one pg-boss installation in the application's own
 * database (schema `pgboss`), on PostgreSQL through its own small pool and on the embedded
 * database through the same PGlite instance the app uses. Every instance works the queues; a job
 * runs on exactly one of them, is retried with back-off when it fails, and stays visible when it
 * fails for good. Schedules (cron, Lima time) fire once per cluster whatever the number of
 * instances.
 */

/** Where jobs run and when: the time zone of schedules (docs/jobs.md#schedules). */
export const JOBS_TIME_ZONE = 'America/Lima';
/** How often an idle worker looks for due retries and delayed jobs. */
const POLL_SECONDS = 5;
/** The schema pg-boss installs itself in. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * `signal` aborts when this worker no longer holds the job (its heartbeat found it retried
 * elsewhere, or the runner stopped for good): a long handler checks it between steps.
 */
export type JobHandler<T> = (
  data: T,
  job: { id: string; retryCount: number; signal: AbortSignal },
) => Promise<void>;

export type QueueDefinition = {
  /** Attempts after the first; failed for good after them. */
  retryLimit?: number;
  /** Seconds before the first retry, doubled (with jitter) after each failure. */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** A job still active after this long is retried (a worker that died mid-job). */
  expireInSeconds?: number;
  /**
   * Long jobs: the worker proves it is alive this often, and a job whose worker went silent for
   * this long is retried on another instance instead of after `expireInSeconds`.
   */
  heartbeatSeconds?: number;
  /** Jobs of this queue one instance works at once. */
  concurrency?: number;
};

export type FailedJob = {
  id: string;
  queue: string;
  data: unknown;
  error: string | null;
  attempts: number;
  createdAt: string;
  failedAt: string | null;
};

/** What one queue holds now: waiting (new or due for a retry), running, failed for good. */
export type QueueCounts = { queue: string; queued: number; active: number; failed: number };

export type JobRunner = {
  /**
   * Declares a queue and its handler. Called while modules register; the queue is created and
   * worked when the runner starts.
   */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: QueueDefinition): void;
  /**
   * Runs `handler` at every occurrence of `cron` (Lima time) on one instance of the cluster.
   * A missed occurrence (every instance down) runs once when one is back.
   */
  every(name: string, cron: string, handler: () => Promise<void>, options?: QueueDefinition): void;
  /**
   * Queues a job. With `executor` (a transaction) the job is written in that transaction: it
   * exists exactly when the change that asked for it commits.
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: { executor?: Executor; singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  /** The most recent jobs that failed for good, newest first (docs/jobs.md#failures). */
  failedJobs(limit?: number): Promise<FailedJob[]>;
  /** Every defined queue by name, with its counts (docs/jobs.md#failures). */
  queueCounts(): Promise<QueueCounts[]>;
  /** Puts a failed job back in its queue; false when it is not (or no longer) failed. */
  retry(queue: string, id: string): Promise<boolean>;
  /** Creates the schema (first start), the queues and schedules, and starts working. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for running ones (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
  readonly started: boolean;
};

type Logger = {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

type Definition = {
  name: string;
  handler: JobHandler<object>;
  options: QueueDefinition;
  cron?: string;
};

const DEFAULTS: Required<Omit<QueueDefinition, 'heartbeatSeconds' | 'retryDelayMaxSeconds'>> = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 15 * 60,
  concurrency: 1,
};

/** pg-boss on the app's database: PGlite shares the instance, PostgreSQL gets its own pool. */
function bossFor(database: Database): PgBoss {
  const common = {
    schema: JOBS_SCHEMA,
    // Listen/notify wakes a worker the moment a job is queued; polling stays as the floor.
    useListenNotify: true,
    // Warnings go to the log through the 'warning' event; nothing is kept in the database.
    persistWarnings: false,
  };
  if (database.connection.kind === 'pglite') {
    return new PgBoss({
      ...common,
      db: fromPglite(database.connection.client),
      backend: 'pglite',
    });
  }
  return new PgBoss({
    ...common,
    connectionString: database.connection.url,
    max: 3,
    application_name: 'atiende-jobs',
  });
}

export function createJobRunner(database: Database, log: Logger): JobRunner {
  const boss = bossFor(database);
  const definitions = new Map<string, Definition>();
  let started = false;
  let stopping: Promise<void> | undefined;

  boss.on('error', (error: unknown) => log.error({ err: error }, 'job runner error'));
  boss.on('warning', (warning: unknown) => log.warn({ warning }, 'job runner warning'));

  const register = (definition: Definition) => {
    if (started) throw new Error(`job queue ${definition.name} defined after the runner started`);
    if (definitions.has(definition.name)) throw new Error(`job queue ${definition.name} twice`);
    definitions.set(definition.name, definition);
  };

  async function startQueue(definition: Definition): Promise<void> {
    const options = { ...DEFAULTS, ...definition.options };
    const queue: QueueOptions & { notify?: boolean } = {
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: options.retryDelayMaxSeconds ?? 3600,
      expireInSeconds: options.expireInSeconds,
      notify: true,
      // pg-boss refuses an undefined heartbeat: only long jobs name one.
      ...(options.heartbeatSeconds ? { heartbeatSeconds: options.heartbeatSeconds } : {}),
    };
    const existing = await boss.getQueue(definition.name);
    if (existing) await boss.updateQueue(definition.name, queue);
    else await boss.createQueue(definition.name, queue);
    const work = async (jobs: Job<object>[]) => {
      for (const job of jobs) {
        await definition.handler(job.data, {
          id: job.id,
          retryCount: job.retryCount ?? 0,
          signal: job.signal,
        });
      }
    };
    for (let worker = 0; worker < options.concurrency; worker += 1) {
      await boss.work(
        definition.name,
        // Listen/notify wakes workers for new jobs; the poll picks up retries and delayed jobs.
        {
          pollingIntervalSeconds: POLL_SECONDS,
          notifyPollingIntervalSeconds: POLL_SECONDS,
          batchSize: 1,
        },
        work,
      );
    }
    if (definition.cron) {
      await boss.schedule(
        definition.name,
        definition.cron,
        {},
        {
          tz: JOBS_TIME_ZONE,
          missed: 'once',
        },
      );
    } else {
      // A schedule left by an older version of a queue that is no longer scheduled.
      await boss.unschedule(definition.name).catch(() => undefined);
    }
  }

  return {
    get started() {
      return started;
    },
    define(name, handler, options = {}) {
      register({ name, handler: handler as JobHandler<object>, options });
    },
    every(name, cron, handler, options = {}) {
      // A schedule's occurrences do not pile up: one that fails is retried a few times, then the
      // next occurrence takes over.
      register({ name, handler: () => handler(), options: { retryLimit: 2, ...options }, cron });
    },
    async send(name, data, options = {}) {
      if (!definitions.has(name)) throw new Error(`unknown job queue ${name}`);
      return boss.send(name, data, {
        singletonKey: options.singletonKey,
        startAfter: options.startAfterSeconds,
        // The executor is a Drizzle database or transaction on either driver; both return rows.
        ...(options.executor
          ? { db: fromDrizzle(options.executor as Parameters<typeof fromDrizzle>[0], sql) }
          : {}),
      });
    },
    async failedJobs(limit = 50) {
      const { rows } = await boss.getDb().executeSql(
        `SELECT id::text AS id, name AS queue, data, output, retry_count AS attempts,
           created_on AS "createdAt", completed_on AS "failedAt"
         FROM ${JOBS_SCHEMA}.job WHERE state = 'failed'
         ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
        [limit],
      );
      return rows.map((row: Record<string, unknown>) => ({
        id: String(row.id),
        queue: String(row.queue),
        data: row.data,
        error: errorText(row.output),
        attempts: Number(row.attempts) + 1,
        createdAt: new Date(row.createdAt as string).toISOString(),
        failedAt: row.failedAt ? new Date(row.failedAt as string).toISOString() : null,
      }));
    },
    async queueCounts() {
      // Counted live rather than read from pg-boss's queue table, whose counts are refreshed by
      // its monitor only every minute: an administrator who just retried a job sees it move.
      const { rows } = await boss.getDb().executeSql(
        `SELECT name, state, count(*)::int AS count FROM ${JOBS_SCHEMA}.job
         WHERE state IN ('created', 'retry', 'active', 'failed')
         GROUP BY name, state`,
        [],
      );
      const counts = new Map<string, QueueCounts>(
        [...definitions.keys()]
          .sort()
          .map((queue) => [queue, { queue, queued: 0, active: 0, failed: 0 }]),
      );
      for (const row of rows as Array<{ name: string; state: string; count: number }>) {
        const entry = counts.get(row.name);
        if (!entry) continue;
        const count = Number(row.count);
        if (row.state === 'active') entry.active += count;
        else if (row.state === 'failed') entry.failed += count;
        else entry.queued += count;
      }
      return [...counts.values()];
    },
    async retry(queue, id) {
      if (!definitions.has(queue)) return false;
      const job = await boss.getJobById(queue, id);
      if (!job || job.state !== 'failed') return false;
      await boss.retry(queue, id);
      return true;
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const definition of definitions.values()) await startQueue(definition);
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      stopping ??= boss.stop({ graceful: true, timeout: timeoutMs, close: true });
      await stopping;
    },
  };
}

/** The message pg-boss stored for a failed job (its serialized error), short. */
function errorText(output: unknown): string | null {
  if (output == null) return null;
  if (typeof output === 'object' && 'message' in output) {
    return String((output as { message: unknown }).message).slice(0, 500);
  }
  return JSON.stringify(output).slice(0, 500);
}
