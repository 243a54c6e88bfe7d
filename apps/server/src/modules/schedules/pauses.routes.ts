import {
  currentPauseResponseSchema,
  pauseEnvelopeSchema,
  startPauseInputSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { currentPause, endPause, startPause, type PausesDeps } from './pauses.service';

const route = routesTagged('schedules');

/**
 * The caller's own breaks and lunch (docs/schedules.md#pausas-y-recordatorios): staff only, each
 * person on their own pause; nobody starts or ends someone else's.
 */
export const pausesRoutes: FastifyPluginAsyncZod<PausesDeps> = async (app, deps) => {
  app.get(
    '/api/schedules/pauses/current',
    route(
      "The caller's running pause, or null",
      { response: okEnvelope(currentPauseResponseSchema) },
      'staff',
    ),
    async (request) => ok({ pause: await currentPause(deps, currentUser(request).userId) }),
  );
  app.post(
    '/api/schedules/pauses',
    route(
      'Start a break or the lunch (409 when one runs, 422 off shift)',
      { body: startPauseInputSchema, response: createdEnvelope(pauseEnvelopeSchema) },
      'staff',
    ),
    async (request, reply) => {
      const pause = await startPause(deps, currentUser(request).userId, request.body.kind);
      return reply.status(201).send(ok({ pause }));
    },
  );
  app.post(
    '/api/schedules/pauses/current/end',
    route("End the caller's running pause", { response: okEnvelope(pauseEnvelopeSchema) }, 'staff'),
    async (request) => ok({ pause: await endPause(deps, currentUser(request).userId) }),
  );
};
