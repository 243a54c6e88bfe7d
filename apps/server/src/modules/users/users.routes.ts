import {
  createUserInputSchema,
  STAFF_ROLES,
  successEnvelope,
  ticketMessages,
  userSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { auditContextOf } from '../audit/index';
import { createUser, listTechnicians, toUser } from './users.service';

const technicianSchema = userSchema.pick({ id: true, name: true, email: true, role: true });
const techniciansQuerySchema = z.object({
  departmentId: z.uuid({ error: ticketMessages.validation.invalidId }).optional(),
});

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/users',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['users'],
        summary: 'Create a user with any role (administrators)',
        body: createUserInputSchema,
        response: { 201: successEnvelope(z.object({ user: userSchema })) },
      },
    },
    async (request, reply) => {
      const context = auditContextOf(request);
      const user = await db.transaction((tx) => createUser(tx, request.body, context));
      request.log.info({ createdUserId: user.id, role: user.role }, 'user created');
      return reply.status(201).send({ success: true as const, data: { user: toUser(user) } });
    },
  );

  app.get(
    '/api/users/technicians',
    {
      config: { roles: STAFF_ROLES },
      schema: {
        tags: ['users'],
        summary: 'Active staff to assign tickets to, optionally of one department (staff)',
        querystring: techniciansQuerySchema,
        response: { 200: successEnvelope(z.object({ users: z.array(technicianSchema) })) },
      },
    },
    async (request) => {
      const users = await listTechnicians(db, { departmentId: request.query.departmentId });
      return { success: true as const, data: { users } };
    },
  );
};
