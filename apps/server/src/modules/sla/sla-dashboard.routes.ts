import { slaDashboardQuerySchema, slaDashboardSchema } from '@atiende/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { resolveViewer } from '../tickets/index';
import { slaDashboard } from './sla-dashboard.service';

const route = routesTagged('sla');

/**
 * The SLA dashboard (docs/sla.md#dashboard). Any signed-in user reaches the handler so that the
 * service can tell técnicos and clients, in Spanish, that the dashboard is not theirs.
 */
export const slaDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/sla/dashboard',
    route(
      'SLA compliance by priority, department and technician over a period; at-risk tickets; breaches per day',
      { querystring: slaDashboardQuerySchema, response: okEnvelope(slaDashboardSchema) },
    ),
    async (request) => {
      const viewer = await resolveViewer(db, currentUser(request));
      return ok(await slaDashboard(db, viewer, request.query));
    },
  );
};
