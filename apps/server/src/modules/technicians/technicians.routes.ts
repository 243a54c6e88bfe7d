import {
  bulkStatsQuerySchema,
  bulkStatsResponseSchema,
  createTechnicianInputSchema,
  idParamsSchema,
  technicianEnvelopeSchema,
  technicianProfileInputSchema,
  technicianStatsQuerySchema,
  technicianStatsResponseSchema,
  userDeletionSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { RouteApp } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import type { TeamService } from '../team/index';

const route = routesTagged('technicians');

type RouteOptions = { team: TeamService };

/** Create, change and remove técnicos. */
function technicianWriteRoutes(app: RouteApp, { team }: RouteOptions) {
  app.post(
    '/api/technicians',
    route(
      'Create a técnico with departments, specialties and capacity',
      { body: createTechnicianInputSchema, response: createdEnvelope(technicianEnvelopeSchema) },
      'managers',
    ),
    async (request, reply) => {
      const input = { ...request.body, role: 'TECHNICIAN' as const };
      const technician = await team.create(currentUser(request), input, auditContextOf(request));
      return reply.status(201).send(ok({ technician }));
    },
  );

  app.put(
    '/api/technicians/:id',
    route(
      "Change a técnico's departments, specialties or capacity",
      {
        params: idParamsSchema,
        body: technicianProfileInputSchema,
        response: okEnvelope(technicianEnvelopeSchema),
      },
      'managers',
    ),
    async (request) => {
      const technician = await team.updateTechnicianProfile(
        currentUser(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      return ok({ technician });
    },
  );

  app.delete(
    '/api/technicians/:id',
    route(
      'Delete a técnico without history; one with history is deactivated instead',
      { params: idParamsSchema, response: okEnvelope(userDeletionSchema) },
      'managers',
    ),
    async (request) => {
      const caller = currentUser(request);
      const technician = await team.get(caller, request.params.id);
      if (technician.role !== 'TECHNICIAN') throw new AppError('USER_NOT_FOUND');
      return ok(await team.remove(caller, request.params.id, auditContextOf(request)));
    },
  );
}

/** The técnicos figures. */
function technicianStatsRoutes(app: RouteApp, { team }: RouteOptions) {
  app.get(
    '/api/technicians/bulk-stats',
    route(
      'Figures of up to 100 people for a period, in one SQL query',
      { querystring: bulkStatsQuerySchema, response: okEnvelope(bulkStatsResponseSchema) },
      'staff',
    ),
    async (request) => {
      const { query } = request;
      return ok(await team.bulkStats(currentUser(request), query.technicianIds, query));
    },
  );

  app.get(
    '/api/technicians/:id/stats',
    route(
      "One person's figures for a period (a técnico reads only their own)",
      {
        params: idParamsSchema,
        querystring: technicianStatsQuerySchema,
        response: okEnvelope(technicianStatsResponseSchema),
      },
      'staff',
    ),
    async (request) =>
      ok(await team.technicianStats(currentUser(request), request.params.id, request.query)),
  );
}

/**
 * /api/technicians (docs/product/team.md): técnicos' departments, specialties and capacity, and
 * their figures. The rules live in the team module's service (docs/team.md).
 */
export const techniciansRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  technicianWriteRoutes(app, options);
  technicianStatsRoutes(app, options);
};
