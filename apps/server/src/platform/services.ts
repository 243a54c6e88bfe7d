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
import { createMailer, type Mailer } from './mail/mailer';
import { registerRealtime } from './realtime/index';
import { resolveSecret } from './secrets';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    events: EventBus;
    accessTokens: AccessTokens;
    /** Sessions ended before their access token expires (docs/realtime.md: every instance). */
    revocations: SessionRevocations;
    /** Failed-attempt counters (sign-in, password reset): Redis when configured. */
    attemptLimiter: AttemptLimiter;
  }
}

export type PlatformServicesOptions = { config: Config; database: Database; redis?: Redis };

/**
 * What modules share at run time, decorated on the root before any module registers: access
 * tokens and revocations, the attempt limiter, the mailer, the domain event bus; then the auth
 * guard and the real-time transport (`app.realtime`). The database closes last, on app.close().
 */
export const platformServices = fp(
  async (app: FastifyInstance, { config, database, redis }: PlatformServicesOptions) => {
    const jwtSecret = resolveSecret(config.jwtSecret, config.dataDir, 'jwt');
    const tokens = createAccessTokens(jwtSecret, config.auth.accessTokenTtlSeconds);
    const revocations = new SessionRevocations(config.auth.accessTokenTtlSeconds * 1000);
    const memoryLimiter = createMemoryLimiter();
    const mailer = createMailer(config, database.db, app.log);
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
    // Fastify runs a root's onClose hooks last-added first: added before any module, this one
    // runs after theirs (the import worker's last batch, the notifications' pruning), so the
    // database closes last.
    app.addHook('onClose', async () => {
      // Handlers of events published by the last requests may still be writing.
      await events.drain();
      await mailer.stop();
      await database.close();
    });
    app.addHook('onReady', async () => mailer.start());

    await app.register(authGuard, { tokens, revocations });
    // app.realtime exists before any module registers: they send through it (docs/realtime.md).
    await app.register(registerRealtime, { config, redis, revocations });
  },
  { name: 'platform-services', dependencies: ['http-platform'] },
);
