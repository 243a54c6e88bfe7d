import {
  idParamsSchema,
  importErrorReportQuerySchema,
  IMPORT_FIELDS,
  importJobEnvelopeSchema,
  importListQuerySchema,
  importListResponseSchema,
  importMappingInputSchema,
  importMessages,
  importPreviewSchema,
  importTemplateParamsSchema,
  importTemplateQuerySchema,
  importValidationSchema,
  successEnvelope,
  type ImportRowError,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { RouteApp } from '../../platform/route-helpers';
import { sendSpreadsheet } from '../../platform/spreadsheet-export';
import type { FileStorage } from '../../platform/storage';
import { auditContextOf } from '../audit/index';
import { readImportUpload } from './import-upload';
import type { ImportsService } from './imports.service';

const route = routesTagged('imports');

const report = importMessages.report;

type RouteOptions = {
  service: ImportsService;
  storage: FileStorage;
};

/** Upload a file, list the imports, download a template. */
function importUploadRoutes(app: RouteApp, { service, storage }: RouteOptions) {
  app.post(
    '/api/imports',
    route(
      'Upload a spreadsheet (multipart: `entity` and one .xlsx or .csv in `file`, up to 50 MB): columns, first rows, suggested mapping',
      {
        response: createdEnvelope(importPreviewSchema),
      },
      'admins',
    ),
    async (request, reply) => {
      const upload = await readImportUpload(request, storage);
      const preview = await service.upload(upload, currentUser(request).userId);
      request.log.info(
        { importId: preview.job.id, entity: upload.entity, sizeBytes: upload.sizeBytes },
        'import uploaded',
      );
      return reply.status(201).send(ok(preview));
    },
  );

  app.get(
    '/api/imports',
    route(
      'Import history, newest first',
      {
        querystring: importListQuerySchema,
        response: okEnvelope(importListResponseSchema),
      },
      'admins',
    ),
    async (request) => ok(await service.list(request.query)),
  );

  app.get(
    '/api/imports/templates/:entity',
    route(
      'An empty template with the expected columns and one example row',
      {
        params: importTemplateParamsSchema,
        querystring: importTemplateQuerySchema,
      },
      'admins',
    ),
    async (request, reply) => {
      const { entity } = request.params;
      const headers = importMessages.templateHeaders[entity];
      const fields = IMPORT_FIELDS[entity] as readonly string[];
      return sendSpreadsheet(reply, {
        format: request.query.format,
        fileName: importMessages.templateFileName[entity],
        sheetName: importMessages.templateSheet,
        columns: fields.map((field) => ({
          header: headers[field] ?? field,
          value: (row: Record<string, string>) => row[field] ?? null,
          width: 24,
        })),
        rows: [importMessages.templateExamples[entity]],
      });
    },
  );
}

/** One import: its state and validation. */
function importStateRoutes(app: RouteApp, { service }: RouteOptions) {
  app.get(
    '/api/imports/:id',
    route(
      "An import's state and progress (poll it while it runs)",
      {
        params: idParamsSchema,
        response: okEnvelope(importJobEnvelopeSchema),
      },
      'admins',
    ),
    async (request) => ok({ import: await service.get(request.params.id) }),
  );

  app.post(
    '/api/imports/:id/validate',
    route(
      'Dry run: reads every row with this mapping and reports what would happen',
      {
        params: idParamsSchema,
        body: importMappingInputSchema,
        response: okEnvelope(importValidationSchema),
      },
      'admins',
    ),
    async (request) => ok(await service.validate(request.params.id, request.body.mapping)),
  );
}

/** Start an import, read its errors. */
function importRunRoutes(app: RouteApp, { service }: RouteOptions) {
  app.post(
    '/api/imports/:id/start',
    route(
      'Queue the import with this mapping; it runs in the background',
      {
        params: idParamsSchema,
        body: importMappingInputSchema,
        response: { 202: successEnvelope(importJobEnvelopeSchema) },
      },
      'admins',
    ),
    async (request, reply) => {
      const job = await service.start(
        request.params.id,
        request.body.mapping,
        auditContextOf(request),
      );
      request.log.info({ importId: job.id }, 'import queued');
      return reply.status(202).send(ok({ import: job }));
    },
  );

  app.get(
    '/api/imports/:id/errors',
    route(
      'The error report (row, column, value, message) of the last dry run or of the import',
      {
        params: idParamsSchema,
        querystring: importErrorReportQuerySchema,
      },
      'admins',
    ),
    async (request, reply) => {
      const { rows } = await service.errorReport(request.params.id);
      return sendSpreadsheet<ImportRowError>(reply, {
        format: request.query.format,
        fileName: report.fileName,
        sheetName: report.sheetName,
        columns: [
          { header: report.row, value: (row) => row.row, width: 8 },
          { header: report.column, value: (row) => row.column, width: 20 },
          { header: report.value, value: (row) => row.value, width: 30 },
          { header: report.message, value: (row) => row.message, width: 80 },
        ],
        rows,
      });
    },
  );
}

/** /admin/excel-import's API (docs/imports.md): administrators only. */
export const importsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  importUploadRoutes(app, options);
  importStateRoutes(app, options);
  importRunRoutes(app, options);
};
