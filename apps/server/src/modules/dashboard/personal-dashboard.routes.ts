import { clientDashboardSchema, technicianDashboardSchema } from '@atiende/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { resolveViewer } from '../tickets/index';
import type { PersonalDashboardService } from './personal-dashboard.service';

const route = routesTagged('dashboard');

export type PersonalDashboardRoutesOptions = { db: Db; service: PersonalDashboardService };

/**
 * The técnico's and the client's dashboards (docs/dashboards.md). Any signed-in user may call
 * them; the service refuses the roles a dashboard is not for with its own message (403).
 */
export const personalDashboardRoutes: FastifyPluginAsyncZod<
  PersonalDashboardRoutesOptions
> = async (app, { db, service }) => {
  app.get(
    '/api/dashboard/technician',
    route("The signed-in técnico's or lead's own work, every figure in one answer", {
      response: okEnvelope(technicianDashboardSchema),
    }),
    async (request) => ok(await service.technician(await resolveViewer(db, currentUser(request)))),
  );

  app.get(
    '/api/dashboard/client',
    route("The signed-in client's tickets and, when linked, their company's open ones", {
      response: okEnvelope(clientDashboardSchema),
    }),
    async (request) => ok(await service.client(await resolveViewer(db, currentUser(request)))),
  );
};
