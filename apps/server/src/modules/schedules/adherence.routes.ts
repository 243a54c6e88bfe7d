import { adherenceQuerySchema, adherenceResponseSchema } from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { adherence, type AdherenceDeps } from './adherence.service';

const route = routesTagged('schedules');

/** Planned against actual pauses and productivity per técnico and Lima day. */
export const adherenceRoutes: FastifyPluginAsyncZod<AdherenceDeps> = async (app, deps) => {
  app.get(
    '/api/schedules/adherence',
    route(
      'Adherence and productivity per técnico and Lima day (at most 92 days)',
      { querystring: adherenceQuerySchema, response: okEnvelope(adherenceResponseSchema) },
      'staff',
    ),
    async (request) => ok({ days: await adherence(deps, currentUser(request), request.query) }),
  );
};
