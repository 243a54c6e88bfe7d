import {
  accountSessionsResponseSchema,
  changePasswordInputSchema,
  meResponseSchema,
  revokedSessionsResponseSchema,
  idParamsSchema,
  updateProfileInputSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { AccountService } from './account.service';

const route = routesTagged('account');

/**
 * Mi Perfil (docs/profile.md): every signed-in user, on their own account only. Password
 * changes are limited like sign-ins: each attempt checks the current password.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ service: AccountService }> = async (
  app,
  { service },
) => {
  app.put(
    '/api/account/profile',
    route('Change my name', {
      body: updateProfileInputSchema,
      response: okEnvelope(meResponseSchema),
    }),
    async (request) =>
      ok({ user: await service.updateProfile(currentUser(request), request.body) }),
  );

  app.post(
    '/api/account/password',
    route(
      'Change my password (the current one is required); other sessions end',
      {
        body: changePasswordInputSchema,
        response: okEnvelope(revokedSessionsResponseSchema),
      },
      { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    ),
    async (request) => ok(await service.changePassword(currentUser(request), request.body)),
  );

  app.get(
    '/api/account/sessions',
    route('My signed-in devices', {
      response: okEnvelope(accountSessionsResponseSchema),
    }),
    async (request) => ok({ sessions: await service.listSessions(currentUser(request)) }),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      schema: { tags: ['account'], summary: 'Sign out one of my sessions', params: idParamsSchema },
    },
    async (request, reply) => {
      await service.revokeSession(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    route('Sign out everywhere but here', {
      response: okEnvelope(revokedSessionsResponseSchema),
    }),
    async (request) => ok(await service.revokeOtherSessions(currentUser(request))),
  );
};
