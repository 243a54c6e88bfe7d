import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { createTeamServiceFor } from '../team/index';
import { techniciansRoutes } from './technicians.routes';

export { techniciansRoutes } from './technicians.routes';

/** /api/technicians: técnicos' profiles and figures, by the team module's rules. */
export const techniciansModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(techniciansRoutes, { team: createTeamServiceFor(app, options) });
};
