import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { createAuthServiceFor, createPasswordConfirmationFor } from '../auth/index';
import { availabilityOf } from '../schedules/index';
import { teamChangesRoutes } from './team-changes.routes';
import { teamUsersRoutes } from './team-users.routes';
import { teamRoutes } from './team.routes';
import { createTeamService } from './team.service';

export { createTeamService, type TeamService, type TeamServiceDeps } from './team.service';
export { type Caller as TeamCaller } from './team-access';

/**
 * The team service over the platform and the auth module (password reset links). Team
 * administration sits above users, auth and departments and reaches them through their index.ts.
 */
export function createTeamServiceFor(app: FastifyInstance, options: ModuleOptions) {
  const auth = createAuthServiceFor(app, options);
  return createTeamService({
    db: options.db,
    revocations: app.revocations,
    events: app.events,
    confirmPassword: createPasswordConfirmationFor(app, options),
    sendPasswordResetLink: (email, meta) => auth.forgotPassword({ email }, meta),
    availabilityOf: (userIds, now) => availabilityOf(options.db, userIds, now),
  });
}

/** /admin/team's API under /api/users and /api/admin/users (docs/team.md). */
export const teamModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const team = createTeamServiceFor(app, options);
  await app.register(teamUsersRoutes, { team });
  await app.register(teamRoutes, { team });
  await app.register(teamChangesRoutes, { team });
};
