import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createMemoryLimiter, createRedisLimiter, type AttemptLimiter } from './attempt-limiter';
import { createAccessTokens, type AccessTokens } from './auth/access-tokens';
import { authGuard } from './auth/auth-guard';
import { SessionRevocations } from './auth/session-revocations';
import { EventBus } from './events';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { sweepOrphanFiles } from './storage-sweep';
import { createFileStores } from './file-stores';
import { createMailer, type Mailer } from './mail/mailer';
import { registerRealtime } from './realtime/index';
import { resolveSecret } from './secrets';
import type { FileStores } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    events: EventBus;
    /** The durable job runner (docs/jobs.md): modules define queues and schedules on it. */
    jobs: JobRunner;
    accessTokens: AccessTokens;
    /** Sessions ended before their access token expires (docs/realtime.md: every instance). */
    revocations: SessionRevocations;
    /** Failed-attempt counters (sign-in, password reset): Redis when configured. */
    attemptLimiter: AttemptLimiter;
    /** Attachments, avatars and import files: DATA_DIR or a bucket (docs/operations.md#files). */
    files: FileStores;
  }
}

export type PlatformServicesOptions = { config: Config; database: Database; redis?: Redis };

/**
 * What modules share at run time, decorated on the root before any module registers: access
 * tokens and revocations, the attempt limiter, the mailer, the domain event bus; then the auth
 * guard and the real-time transport (`app.realtime`), the file stores (`app.files`) and the job
 * runner (`app.jobs`, docs/jobs.md). The database closes last, on app.close().
 */
export const platformServices = fp(
  async (app: FastifyInstance, { config, database, redis }: PlatformServicesOptions) => {
    const jwtSecret = resolveSecret(config.jwtSecret, config.dataDir, 'jwt');
    const tokens = createAccessTokens(
      jwtSecret,
      config.auth.accessTokenTtlSeconds,
      config.previousSecrets.jwt,
    );
    const revocations = new SessionRevocations(config.auth.accessTokenTtlSeconds * 1000);
    const memoryLimiter = createMemoryLimiter();
    const jobs = createJobRunner(database, app.log);
    const mailer = createMailer(config, database.db, app.log, jobs);
    const events = new EventBus((error, event) =>
      app.log.error({ err: error, event }, 'event handler failed'),
    );
    app.decorate('accessTokens', tokens);
    app.decorate('revocations', revocations);
    app.decorate(
      'attemptLimiter',
      redis ? createRedisLimiter(redis, memoryLimiter) : memoryLimiter,
    );
    app.decorate('events', events);
    app.decorate('mailer', mailer);
    app.decorate('jobs', jobs);
    const files = await createFileStores(config);
    app.decorate('files', files.stores);
    // Fastify runs a root's onClose hooks last-added first: added before any module, this one
    // runs after theirs (a running import's requeue), then stops the job runner, so the database
    // closes last.
    app.addHook('onClose', async () => {
      // Handlers of events published by the last requests may still be writing.
      await events.drain();
      await jobs.stop();
      await mailer.stop();
      await database.close();
      files.close();
    });
    // docs/jobs.md#event-outbox: durable events an instance committed but did not deliver (it
    // died first) — every minute, and once at each start so a restart delivers them at once.
    jobs.every('events.redeliver', '* * * * *', async () => {
      const handed = await events.redeliver(database.db);
      if (handed > 0) app.log.warn({ handed }, 'undelivered domain events handed over again');
    });
    // docs/operations.md#orphan-files: files of uploads whose row never committed (a process
    // killed in between), once a day on one instance.
    jobs.every('files.orphans', '40 4 * * *', async () => {
      await sweepOrphanFiles({ db: database.db, files: files.stores, log: app.log });
    });
    // Every module has defined its queues by now (they do while registering).
    app.addHook('onReady', async () => {
      await jobs.start();
      await jobs.send('events.redeliver', {});
    });

    await app.register(authGuard, { tokens, revocations });
    // app.realtime exists before any module registers: they send through it (docs/realtime.md).
    await app.register(registerRealtime, { config, redis, revocations });
  },
  { name: 'platform-services', dependencies: ['http-platform'] },
);
