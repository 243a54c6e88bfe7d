import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { versionRoutes } from './version.routes';

export { versionRoutes, type VersionRoutesOptions } from './version.routes';
export { findRepositoryRoot } from './repository-files';

/** GET /CHANGELOG.md and /api/git/info. */
export const versionModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(versionRoutes, { webDistDir: config.webDistDir });
};
