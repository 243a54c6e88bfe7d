import {
  reportCatalogueSchema,
  reportExportQuerySchema,
  reportParamsSchema,
  reportQuerySchema,
  reportResultSchema,
} from '@atiende/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import { resolveViewer } from '../tickets/index';
import type { ReportsService } from './reports.service';

const route = routesTagged('reports');

export type ReportsRoutesOptions = { db: Db; service: ReportsService };

/**
 * The reports (docs/reports.md#server). Any signed-in user reaches the handlers so that the
 * service tells técnicos and clients, in Spanish, that reports are not theirs.
 */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (
  app,
  { db, service },
) => {
  app.get(
    '/api/reports',
    route('The report families and types, and the departments and técnicos to filter by', {
      response: okEnvelope(reportCatalogueSchema),
    }),
    async (request) => ok(await service.catalogue(await resolveViewer(db, currentUser(request)))),
  );

  app.get(
    '/api/reports/:family/:type',
    route('One report: its summary, columns, rows, totals and chart', {
      params: reportParamsSchema,
      querystring: reportQuerySchema,
      response: okEnvelope(reportResultSchema),
    }),
    async (request) => {
      const viewer = await resolveViewer(db, currentUser(request));
      const { family, type } = request.params;
      return ok(await service.run(viewer, family, type, request.query));
    },
  );

  app.get(
    '/api/reports/:family/:type/export',
    route('One report as a CSV, XLSX or PDF file', {
      params: reportParamsSchema,
      querystring: reportExportQuerySchema,
    }),
    async (request, reply) => {
      const viewer = await resolveViewer(db, currentUser(request));
      const { family, type } = request.params;
      const file = await service.exportFile(
        viewer,
        family,
        type,
        request.query,
        auditContextOf(request),
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
