import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createPasswordConfirmation } from './password-confirmation';

export { REFRESH_COOKIE } from './auth.routes';
export { createAuthService, type AuthService } from './auth.service';
export { findActiveSessions, revokeSession, revokeUserSessions } from './auth.repository';
export {
  createPasswordConfirmation,
  type ConfirmPassword,
  type PasswordConfirmation,
} from './password-confirmation';

/** The auth service over the platform's tokens, revocations, attempt limiter and mailer. */
export function createAuthServiceFor(app: FastifyInstance, { config, db }: ModuleOptions) {
  return createAuthService({
    config,
    db,
    tokens: app.accessTokens,
    revocations: app.revocations,
    limiter: app.attemptLimiter,
    mailer: app.mailer,
    templates: app.templates,
  });
}

/** The step-up check over the sign-in's attempt limiter (docs/team.md#step-up). */
export function createPasswordConfirmationFor(app: FastifyInstance, { config, db }: ModuleOptions) {
  return createPasswordConfirmation({ config, db, limiter: app.attemptLimiter });
}

/** Sign-in, sessions and password reset; loads the revoked sessions before serving. */
export const authModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const service = createAuthServiceFor(app, options);
  await service.loadRevocations();
  await app.register(authRoutes, { service, config: options.config });
};
