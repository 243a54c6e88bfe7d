import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { savedViewsRoutes } from './saved-views.routes';

export const savedViewsModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  await app.register(savedViewsRoutes, { db });
};
