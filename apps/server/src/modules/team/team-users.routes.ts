import {
  createTeamUserInputSchema,
  departmentFilterQuerySchema,
  teamMemberEnvelopeSchema,
  technicianOptionListResponseSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import type { TeamService } from './team.service';

const route = routesTagged('users');

/** POST /api/users and GET /api/users/technicians (the assignment picker). */
export const teamUsersRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (
  app,
  { team },
) => {
  app.post(
    '/api/users',
    route(
      'Create a user: administrators any role, a lead técnicos of their departments',
      { body: createTeamUserInputSchema, response: createdEnvelope(teamMemberEnvelopeSchema) },
      'managers',
    ),
    async (request, reply) => {
      const user = await team.create(currentUser(request), request.body, auditContextOf(request));
      request.log.info({ createdUserId: user.id, role: user.role }, 'user created');
      return reply.status(201).send(ok({ user }));
    },
  );

  app.get(
    '/api/users/technicians',
    route(
      'Active staff to assign tickets to, with their load, optionally of one department',
      {
        querystring: departmentFilterQuerySchema,
        response: okEnvelope(technicianOptionListResponseSchema),
      },
      'staff',
    ),
    async (request) => {
      const users = await team.listTechnicians({ departmentId: request.query.departmentId });
      return ok({ users });
    },
  );
};
