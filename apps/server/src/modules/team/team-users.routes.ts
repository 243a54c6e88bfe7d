import {
  createTeamUserInputSchema,
  STAFF_ROLES,
  successEnvelope,
  teamMemberEnvelopeSchema,
  technicianOptionListResponseSchema,
  ticketMessages,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { auditContextOf } from '../audit/index';
import type { TeamService } from './team.service';

const techniciansQuerySchema = z.object({
  departmentId: z.uuid({ error: ticketMessages.validation.invalidId }).optional(),
});

/** POST /api/users and GET /api/users/technicians (the assignment picker). */
export const teamUsersRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (
  app,
  { team },
) => {
  app.post(
    '/api/users',
    {
      config: { roles: ['ADMIN', 'TECH_LEAD'] },
      schema: {
        tags: ['users'],
        summary: 'Create a user: administrators any role, a lead técnicos of their departments',
        body: createTeamUserInputSchema,
        response: { 201: successEnvelope(teamMemberEnvelopeSchema) },
      },
    },
    async (request, reply) => {
      const user = await team.create(currentUser(request), request.body, auditContextOf(request));
      request.log.info({ createdUserId: user.id, role: user.role }, 'user created');
      return reply.status(201).send({ success: true as const, data: { user } });
    },
  );

  app.get(
    '/api/users/technicians',
    {
      config: { roles: STAFF_ROLES },
      schema: {
        tags: ['users'],
        summary: 'Active staff to assign tickets to, with their load, optionally of one department',
        querystring: techniciansQuerySchema,
        response: {
          200: successEnvelope(technicianOptionListResponseSchema),
        },
      },
    },
    async (request) => {
      const users = await team.listTechnicians({ departmentId: request.query.departmentId });
      return { success: true as const, data: { users } };
    },
  );
};
