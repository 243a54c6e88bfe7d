import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, useSpanishZodMessages } from '@atiende/contracts';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMemoryLimiter, createRedisLimiter } from './platform/attempt-limiter';
import { createAccessTokens } from './platform/auth/access-tokens';
import { authGuard } from './platform/auth/auth-guard';
import { SessionRevocations } from './platform/auth/session-revocations';
import { AppError, registerErrorHandlers } from './platform/errors';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { registerRequestContext, requestIdFor } from './platform/request-context';
import { resolveSecret } from './platform/secrets';
import { registerMetrics } from './platform/metrics';
import { registerRealtime } from './platform/realtime/index';
import { registerWebApp } from './platform/web-app';
import {
  accountRoutes,
  avatarRoutes,
  createAccountService,
  createAvatarService,
} from './modules/account/index';
import { createFeatureFlagsService, featureFlagsRoutes } from './modules/feature-flags/index';
import { auditRoutes } from './modules/audit/index';
import { authRoutes, createAuthService } from './modules/auth/index';
import { departmentsRoutes, productsRoutes } from './modules/departments/index';
import { healthRoutes } from './modules/health/index';
import { registerTickets, resolveViewer, visibleTo } from './modules/tickets/index';
import { customersRoutes } from './modules/customers/index';
import { registerNotifications } from './modules/notifications/index';
import { registerImports } from './modules/imports/index';
import { savedViewsRoutes } from './modules/saved-views/index';
import { EventBus } from './platform/events';
import { createDiskStorage } from './platform/storage';
import { serializerCompiler } from './platform/serializer';
import { findUserNamesByIds, usersRoutes } from './modules/users/index';
import { versionRoutes } from './modules/version/index';
import { revokeUserSessions } from './modules/auth/index';
import { forgetStaffDepartments } from './modules/departments/index';
import { createTeamService } from './modules/users/index';
import { techniciansRoutes } from './modules/technicians/index';

export type AppDependencies = {
  database: Database;
  redis?: Redis;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    events: EventBus;
  }
}

const JSON_BODY_LIMIT = 1_048_576; // DESIGN §7: JSON bodies 1 MB

/**
 * Builds the whole server: external plugins, then platform, then modules (STYLE). Used by
 * main.ts and by every API test; owns the database it is given and closes it on app.close().
 */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  useSpanishZodMessages();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
              ],
              censor: '[oculto]',
            },
          },
    // request-context logs one line per request, with the client's headers.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerRequestContext(app);
  registerMetrics(app, { token: config.metricsToken, database: deps.database });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects small <style> elements for scroll locking.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimits.globalPerMinute,
    timeWindow: '1 minute',
    redis: deps.redis,
    skipOnError: true, // Redis down degrades, never blocks (DESIGN §8)
    nameSpace: 'atiende:rl:',
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', undefined, {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });

  // Limits are set per request by platform/uploads.ts (DESIGN §7: 10 files, 10 MB each).
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Atiende API',
        description:
          'API del help desk Atiende. Respuestas `{ success, data }`; errores `{ success: false, message, error: { code } }`.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const jwtSecret = resolveSecret(config.jwtSecret, config.dataDir, 'jwt');
  const tokens = createAccessTokens(jwtSecret, config.auth.accessTokenTtlSeconds);
  const revocations = new SessionRevocations(config.auth.accessTokenTtlSeconds * 1000);
  const memoryLimiter = createMemoryLimiter();
  const limiter = deps.redis ? createRedisLimiter(deps.redis, memoryLimiter) : memoryLimiter;
  const mailer = createMailer(config, deps.database.db, app.log);
  const events = new EventBus((error, event) =>
    app.log.error({ err: error, event }, 'event handler failed'),
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
    await deps.database.close();
  });

  const authService = createAuthService({
    config,
    db: deps.database.db,
    tokens,
    revocations,
    limiter,
    mailer,
  });
  await authService.loadRevocations();

  await app.register(authGuard, { tokens, revocations });
  // app.realtime exists before any module registers: they send through it (docs/realtime.md).
  await app.register(registerRealtime, { config, redis: deps.redis, revocations });
  await app.register(healthRoutes, {
    database: deps.database,
    config,
    redis: deps.redis,
    tokens,
    revocations,
  });
  await app.register(authRoutes, { service: authService, config });
  await app.register(featureFlagsRoutes, {
    service: createFeatureFlagsService({ db: deps.database.db }),
  });
  await app.register(accountRoutes, {
    service: createAccountService({ db: deps.database.db, revocations }),
  });
  // Profile photos sit apart from ticket attachments: other lifetimes, other readers.
  const avatarStorage = createDiskStorage(path.join(config.dataDir, 'avatars'));
  await app.register(avatarRoutes, {
    service: createAvatarService({ db: deps.database.db, storage: avatarStorage, log: app.log }),
    storage: avatarStorage,
  });
  // The team service reaches auth and departments through app.ts: those modules import users.
  const team = createTeamService({
    db: deps.database.db,
    revocations,
    revokeUserSessions,
    sendPasswordResetLink: (email, meta) => authService.forgotPassword({ email }, meta),
    forgetStaffDepartments,
  });
  await app.register(usersRoutes, { db: deps.database.db, team });
  await app.register(techniciansRoutes, { team });
  await app.register(auditRoutes, {
    db: deps.database.db,
    actors: (ids) => findUserNamesByIds(deps.database.db, ids),
    reportsPerMinute: config.rateLimits.auditReportsPerMinute,
    retentionDays: config.auditRetentionDays,
  });
  await app.register(departmentsRoutes, { db: deps.database.db });
  await app.register(productsRoutes, { db: deps.database.db });
  await app.register(savedViewsRoutes, { db: deps.database.db });
  await registerTickets(app, {
    db: deps.database.db,
    events,
    storage: createDiskStorage(path.join(config.dataDir, 'attachments')),
    mailer,
    config,
  });
  await registerNotifications(app, { db: deps.database.db, events, mailer, config });
  await registerImports(app, { db: deps.database.db, config });
  await app.register(customersRoutes, {
    db: deps.database.db,
    ticketScope: async (claims) => visibleTo(await resolveViewer(deps.database.db, claims)),
  });
  await app.register(versionRoutes, { webDistDir: config.webDistDir });
  await registerWebApp(app, config.webDistDir);

  app.addHook('onReady', async () => mailer.start());
  return app;
}
