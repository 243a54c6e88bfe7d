import {
  breakMessages,
  breakPolicyEnvelopeSchema,
  breakPolicyInputSchema,
  breakPolicyListResponseSchema,
  breakPolicyPatchSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { auditContextOf } from '../audit/index';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import * as service from './break-policies.service';

const route = routesTagged('schedules');

/** Break policies (docs/schedules.md#pausas-y-recordatorios): administrators only. */
export const breakPoliciesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/break-policies',
    route(
      'Break policies, the general ones first',
      { response: okEnvelope(breakPolicyListResponseSchema) },
      'admins',
    ),
    async () => ok({ policies: await service.listBreakPolicies(db) }),
  );
  app.get(
    '/api/break-policies/:id',
    route(
      'One break policy',
      { params: idParamsSchema, response: okEnvelope(breakPolicyEnvelopeSchema) },
      'admins',
    ),
    async (request) => ok({ policy: await service.getBreakPolicy(db, request.params.id) }),
  );
  app.post(
    '/api/break-policies',
    route(
      'Create a break policy for everyone or one department',
      { body: breakPolicyInputSchema, response: createdEnvelope(breakPolicyEnvelopeSchema) },
      'admins',
    ),
    async (request, reply) =>
      reply.status(201).send(
        ok({
          policy: await service.createBreakPolicy(db, request.body, auditContextOf(request)),
        }),
      ),
  );
  app.patch(
    '/api/break-policies/:id',
    route(
      'Change the fields sent of a break policy',
      {
        params: idParamsSchema,
        body: breakPolicyPatchSchema,
        response: okEnvelope(breakPolicyEnvelopeSchema),
      },
      'admins',
    ),
    async (request) =>
      ok({
        policy: await service.updateBreakPolicy(
          db,
          request.params.id,
          request.body,
          auditContextOf(request),
        ),
      }),
  );
  app.delete(
    '/api/break-policies/:id',
    route(
      'Delete a break policy',
      { params: idParamsSchema, response: okEnvelope(messageResponseSchema) },
      'admins',
    ),
    async (request) => {
      await service.deleteBreakPolicy(db, request.params.id, auditContextOf(request));
      return ok({ message: breakMessages.removedPolicy });
    },
  );
};
