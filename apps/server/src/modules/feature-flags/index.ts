import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { featureFlagsRoutes } from './feature-flags.routes';
import { createFeatureFlagsService } from './feature-flags.service';

export { createFeatureFlagsService, type FeatureFlagsService } from './feature-flags.service';

export const featureFlagsModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  await app.register(featureFlagsRoutes, { service: createFeatureFlagsService({ db }) });
};
