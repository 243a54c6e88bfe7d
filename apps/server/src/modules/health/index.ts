import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { backgroundJobsRoutes } from './background-jobs.routes';
import { healthRoutes } from './health.routes';
import { createInstanceRegistry } from './instances';

export type { DependencyProbe } from './dependencies';

export type HealthModuleOptions = { config: Config; database: Database; redis?: Redis };

/**
 * /api/health and /health: the database, Redis, the process and the instances of the deployment,
 * as the platform sees them (each instance keeps its row in `server_instances` from ready to
 * close); and /api/admin/jobs, the background jobs of /admin/monitoring (docs/jobs.md#failures).
 */
export const healthModule: FastifyPluginAsync<HealthModuleOptions> = async (app, options) => {
  const instances = createInstanceRegistry(options.database.db, app.log);
  app.addHook('onReady', () => instances.start());
  app.addHook('onClose', () => instances.stop());
  await app.register(healthRoutes, {
    ...options,
    realtime: app.realtime,
    instances,
    tokens: app.accessTokens,
    revocations: app.revocations,
  });
  await app.register(backgroundJobsRoutes, { db: options.database.db });
};
