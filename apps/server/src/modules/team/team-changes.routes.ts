import {
  adminResetPasswordInputSchema,
  idParamsSchema,
  messageResponseSchema,
  teamMemberEnvelopeSchema,
  updateTeamUserInputSchema,
  userDeletionSchema,
} from '@atiende/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { ok, okEnvelope, requestMeta, routesTagged } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import type { TeamService } from './team.service';

const route = routesTagged('users');
const memberResponse = okEnvelope(teamMemberEnvelopeSchema);

/** PUT and DELETE /api/users/{id}, deactivation, reactivation, password reset (docs/team.md). */
export const teamChangesRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (
  app,
  { team },
) => {
  app.put(
    '/api/users/:id',
    route(
      "Edit name, e-mail, phone, role (administrators), status and departments; an e-mail or role change needs the caller's current password",
      { params: idParamsSchema, body: updateTeamUserInputSchema, response: memberResponse },
      'managers',
    ),
    async (request) => {
      const user = await team.update(
        currentUser(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      return ok({ user });
    },
  );

  registerActivation(app, team);

  app.delete(
    '/api/users/:id',
    route(
      'Delete a user without history; one with history is deactivated instead',
      { params: idParamsSchema, response: okEnvelope(userDeletionSchema) },
      'managers',
    ),
    async (request) =>
      ok(await team.remove(currentUser(request), request.params.id, auditContextOf(request))),
  );

  app.post(
    '/api/users/:id/reset-password',
    route(
      'Set a new password (sessions end) or e-mail a reset link',
      {
        params: idParamsSchema,
        body: adminResetPasswordInputSchema,
        response: okEnvelope(messageResponseSchema),
      },
      'managers',
    ),
    async (request) => {
      const result = await team.resetPassword(
        currentUser(request),
        request.params.id,
        request.body,
        auditContextOf(request),
        requestMeta(request),
      );
      return ok(result);
    },
  );
};

/** POST /api/users/{id}/deactivate and /reactivate. */
function registerActivation(app: FastifyInstance, team: TeamService): void {
  for (const [action, isActive] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        `/api/users/:id/${action}`,
        route(
          isActive
            ? 'Reactivate an account'
            : 'Deactivate an account and end its sessions everywhere',
          { params: idParamsSchema, response: memberResponse },
          'managers',
        ),
        async (request) => {
          const user = await team.setActive(
            currentUser(request),
            request.params.id,
            isActive,
            auditContextOf(request),
          );
          return ok({ user });
        },
      );
  }
}
