import {
  dashboardOverviewQuerySchema,
  dashboardOverviewSchema,
} from '@atiende/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { resolveViewer } from '../tickets/index';
import type { DashboardOverviewService } from './dashboard-overview.service';

const route = routesTagged('dashboard');

export type DashboardOverviewRoutesOptions = { db: Db; service: DashboardOverviewService };

/**
 * The administrator's and tech lead's dashboard (docs/dashboards.md#server). Any signed-in user
 * reaches the handler so that the service can tell técnicos and clients, in Spanish, that this
 * dashboard is not theirs.
 */
export const dashboardOverviewRoutes: FastifyPluginAsyncZod<
  DashboardOverviewRoutesOptions
> = async (app, { db, service }) => {
  app.get(
    '/api/dashboard/overview',
    route("Every figure of the administrator's dashboard (all departments) or a lead's (theirs)", {
      querystring: dashboardOverviewQuerySchema,
      response: okEnvelope(dashboardOverviewSchema),
    }),
    async (request) => {
      const viewer = await resolveViewer(db, currentUser(request));
      return ok(await service.overview(viewer, request.query));
    },
  );
};
