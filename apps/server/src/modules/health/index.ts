import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { healthRoutes } from './health.routes';

export type { DependencyProbe } from './dependencies';

export type HealthModuleOptions = { config: Config; database: Database; redis?: Redis };

/** /api/health and /health: the database, Redis and the process, as the platform sees them. */
export const healthModule: FastifyPluginAsync<HealthModuleOptions> = async (app, options) => {
  await app.register(healthRoutes, {
    ...options,
    tokens: app.accessTokens,
    revocations: app.revocations,
  });
};
