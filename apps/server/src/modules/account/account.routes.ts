import {
  accountSessionsResponseSchema,
  changePasswordInputSchema,
  meResponseSchema,
  revokedSessionsResponseSchema,
  successEnvelope,
  ticketMessages,
  updateProfileInputSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/auth-guard';
import type { AccountService } from './account.service';

const sessionParams = z.object({
  id: z.uuid({ error: ticketMessages.validation.invalidId }),
});

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
    {
      schema: {
        tags: ['account'],
        summary: 'Change my name',
        body: updateProfileInputSchema,
        response: { 200: successEnvelope(meResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await service.updateProfile(currentUser(request), request.body) },
    }),
  );

  app.post(
    '/api/account/password',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Change my password (the current one is required); other sessions end',
        body: changePasswordInputSchema,
        response: { 200: successEnvelope(revokedSessionsResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.changePassword(currentUser(request), request.body),
    }),
  );

  app.get(
    '/api/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'My signed-in devices',
        response: { 200: successEnvelope(accountSessionsResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { sessions: await service.listSessions(currentUser(request)) },
    }),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      schema: { tags: ['account'], summary: 'Sign out one of my sessions', params: sessionParams },
    },
    async (request, reply) => {
      await service.revokeSession(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere but here',
        response: { 200: successEnvelope(revokedSessionsResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.revokeOtherSessions(currentUser(request)),
    }),
  );
};
