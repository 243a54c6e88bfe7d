import { createUserInputSchema, successEnvelope, userSchema } from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { createUser, toUser } from './users.service';

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
      const user = await createUser(db, request.body);
      request.log.info({ createdUserId: user.id, role: user.role }, 'user created');
      return reply.status(201).send({ success: true as const, data: { user: toUser(user) } });
    },
  );
};
