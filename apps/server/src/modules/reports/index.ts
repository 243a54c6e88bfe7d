import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

export { createReportsService, type ReportsService } from './reports.service';
export { renderReportFile, type ReportFile } from './report-export';
export type { ReportDefinition, ReportScope, ReportBody } from './report-definition';

/**
 * Reports (docs/reports.md): the catalogue, each report computed in SQL under the caller's
 * scope, and its CSV, XLSX and PDF files.
 */
export const reportsModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  await app.register(reportsRoutes, { db, service: createReportsService({ db }) });
};
