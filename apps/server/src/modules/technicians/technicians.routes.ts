import {
  bulkStatsQuerySchema,
  bulkStatsResponseSchema,
  createTechnicianInputSchema,
  successEnvelope,
  teamMessages,
  technicianEnvelopeSchema,
  technicianProfileInputSchema,
  technicianStatsQuerySchema,
  technicianStatsResponseSchema,
  userDeletionSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { auditContextOf } from '../audit/index';
import type { TeamService } from '../team/index';

const MANAGERS = ['ADMIN', 'TECH_LEAD'] as const;
const STATS_READERS = ['ADMIN', 'TECH_LEAD', 'TECHNICIAN'] as const;
const idParams = z.object({ id: z.uuid({ error: teamMessages.validation.idInvalid }) });
const memberEnvelope = successEnvelope(technicianEnvelopeSchema);

type App = Parameters<FastifyPluginAsyncZod>[0];
type RouteOptions = { team: TeamService };

/** Create, change and remove técnicos. */
function technicianWriteRoutes(app: App, { team }: RouteOptions) {
  app.post(
    '/api/technicians',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['technicians'],
        summary: 'Create a técnico with departments, specialties and capacity',
        body: createTechnicianInputSchema,
        response: { 201: memberEnvelope },
      },
    },
    async (request, reply) => {
      const technician = await team.create(
        currentUser(request),
        { ...request.body, role: 'TECHNICIAN' },
        auditContextOf(request),
      );
      return reply.status(201).send({ success: true as const, data: { technician } });
    },
  );

  app.put(
    '/api/technicians/:id',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['technicians'],
        summary: "Change a técnico's departments, specialties or capacity",
        params: idParams,
        body: technicianProfileInputSchema,
        response: { 200: memberEnvelope },
      },
    },
    async (request) => {
      const technician = await team.updateTechnicianProfile(
        currentUser(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      return { success: true as const, data: { technician } };
    },
  );

  app.delete(
    '/api/technicians/:id',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['technicians'],
        summary: 'Delete a técnico without history; one with history is deactivated instead',
        params: idParams,
        response: { 200: successEnvelope(userDeletionSchema) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const technician = await team.get(caller, request.params.id);
      if (technician.role !== 'TECHNICIAN') throw new AppError('USER_NOT_FOUND');
      return {
        success: true as const,
        data: await team.remove(caller, request.params.id, auditContextOf(request)),
      };
    },
  );
}

/** The técnicos figures. */
function technicianStatsRoutes(app: App, { team }: RouteOptions) {
  app.get(
    '/api/technicians/bulk-stats',
    {
      config: { roles: STATS_READERS },
      schema: {
        tags: ['technicians'],
        summary: 'Figures of up to 100 people for a period, in one SQL query',
        querystring: bulkStatsQuerySchema,
        response: { 200: successEnvelope(bulkStatsResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.bulkStats(currentUser(request), request.query.technicianIds, request.query),
    }),
  );

  app.get(
    '/api/technicians/:id/stats',
    {
      config: { roles: STATS_READERS },
      schema: {
        tags: ['technicians'],
        summary: "One person's figures for a period (a técnico reads only their own)",
        params: idParams,
        querystring: technicianStatsQuerySchema,
        response: {
          200: successEnvelope(technicianStatsResponseSchema),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.technicianStats(currentUser(request), request.params.id, request.query),
    }),
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
