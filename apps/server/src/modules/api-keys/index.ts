import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { createApiKeyAuthenticator } from './api-key-auth';
import { apiKeysRoutes } from './api-keys.routes';
import { createApiKeysService } from './api-keys.service';

/**
 * API keys (docs/api-keys.md): their administration, the check behind `X-API-Key` that the auth
 * guard calls, and /admin/token-test.
 */
export const apiKeysModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.apiKeyCheck.authenticate = createApiKeyAuthenticator(db);
  await app.register(apiKeysRoutes, {
    service: createApiKeysService({ db }),
    tokenTest: {
      db,
      tokens: app.accessTokens,
      revocations: app.revocations,
      routes: app.guardedRoutes,
    },
  });
};
