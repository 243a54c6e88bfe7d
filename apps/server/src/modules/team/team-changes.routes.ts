import {
  adminResetPasswordInputSchema,
  messageResponseSchema,
  successEnvelope,
  teamMemberEnvelopeSchema,
  teamMessages,
  updateTeamUserInputSchema,
  userDeletionSchema,
} from '@atiende/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { auditContextOf } from '../audit/index';
import type { TeamService } from './team.service';

const MANAGERS = ['ADMIN', 'TECH_LEAD'] as const;
const idParams = z.object({ id: z.uuid({ error: teamMessages.validation.idInvalid }) });
const memberEnvelope = successEnvelope(teamMemberEnvelopeSchema);

/** PUT and DELETE /api/users/{id}, deactivation, reactivation, password reset (docs/team.md). */
export const teamChangesRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (
  app,
  { team },
) => {
  app.put(
    '/api/users/:id',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Edit name, e-mail, phone, role (administrators), status and departments',
        params: idParams,
        body: updateTeamUserInputSchema,
        response: { 200: memberEnvelope },
      },
    },
    async (request) => {
      const user = await team.update(
        currentUser(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      return { success: true as const, data: { user } };
    },
  );

  registerActivation(app, team);

  app.delete(
    '/api/users/:id',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Delete a user without history; one with history is deactivated instead',
        params: idParams,
        response: { 200: successEnvelope(userDeletionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.remove(currentUser(request), request.params.id, auditContextOf(request)),
    }),
  );

  app.post(
    '/api/users/:id/reset-password',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Set a new password (sessions end) or e-mail a reset link',
        params: idParams,
        body: adminResetPasswordInputSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.resetPassword(
        currentUser(request),
        request.params.id,
        request.body,
        auditContextOf(request),
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: request.id },
      ),
    }),
  );
};

/** POST /api/users/{id}/deactivate and /reactivate. */
function registerActivation(app: FastifyInstance, team: TeamService): void {
  for (const [action, isActive] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.withTypeProvider<ZodTypeProvider>().post(
      `/api/users/:id/${action}`,
      {
        config: { roles: MANAGERS },
        schema: {
          tags: ['users'],
          summary: isActive
            ? 'Reactivate an account'
            : 'Deactivate an account and end its sessions everywhere',
          params: idParams,
          response: { 200: memberEnvelope },
        },
      },
      async (request) => {
        const user = await team.setActive(
          currentUser(request),
          request.params.id,
          isActive,
          auditContextOf(request),
        );
        return { success: true as const, data: { user } };
      },
    );
  }
}
