import {
  EXPORT_FORMATS,
  IMPORT_ENTITIES,
  IMPORT_FIELDS,
  importJobEnvelopeSchema,
  importListQuerySchema,
  importListResponseSchema,
  importMappingInputSchema,
  importMessages,
  importPreviewSchema,
  importValidationSchema,
  successEnvelope,
  ticketMessages,
  type ImportRowError,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { sendSpreadsheet } from '../../platform/spreadsheet-export';
import type { FileStorage } from '../../platform/storage';
import { auditContextOf } from '../audit/index';
import { readImportUpload } from './import-upload';
import type { ImportsService } from './imports.service';

const ADMIN_ONLY = { roles: ['ADMIN'] as const };
const idParams = z.object({ id: z.uuid({ error: ticketMessages.validation.invalidId }) });
const formatQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });
const report = importMessages.report;

type App = Parameters<FastifyPluginAsyncZod>[0];
type RouteOptions = {
  service: ImportsService;
  storage: FileStorage;
};

/** Upload a file, list the imports, download a template. */
function importUploadRoutes(app: App, { service, storage }: RouteOptions) {
  app.post(
    '/api/imports',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['imports'],
        summary:
          'Upload a spreadsheet (multipart: `entity` and one .xlsx or .csv in `file`, up to 50 MB): columns, first rows, suggested mapping',
        response: { 201: successEnvelope(importPreviewSchema) },
      },
    },
    async (request, reply) => {
      const upload = await readImportUpload(request, storage);
      const preview = await service.upload(upload, currentUser(request).userId);
      request.log.info(
        { importId: preview.job.id, entity: upload.entity, sizeBytes: upload.sizeBytes },
        'import uploaded',
      );
      return reply.status(201).send({ success: true as const, data: preview });
    },
  );

  app.get(
    '/api/imports',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['imports'],
        summary: 'Import history, newest first',
        querystring: importListQuerySchema,
        response: { 200: successEnvelope(importListResponseSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(request.query) }),
  );

  app.get(
    '/api/imports/templates/:entity',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['imports'],
        summary: 'An empty template with the expected columns and one example row',
        params: z.object({ entity: z.enum(IMPORT_ENTITIES) }),
        querystring: z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') }),
      },
    },
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
function importStateRoutes(app: App, { service }: RouteOptions) {
  app.get(
    '/api/imports/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['imports'],
        summary: "An import's state and progress (poll it while it runs)",
        params: idParams,
        response: { 200: successEnvelope(importJobEnvelopeSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { import: await service.get(request.params.id) },
    }),
  );

  app.post(
    '/api/imports/:id/validate',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['imports'],
        summary: 'Dry run: reads every row with this mapping and reports what would happen',
        params: idParams,
        body: importMappingInputSchema,
        response: { 200: successEnvelope(importValidationSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.validate(request.params.id, request.body.mapping),
    }),
  );
}

/** Start an import, read its errors. */
function importRunRoutes(app: App, { service }: RouteOptions) {
  app.post(
    '/api/imports/:id/start',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['imports'],
        summary: 'Queue the import with this mapping; it runs in the background',
        params: idParams,
        body: importMappingInputSchema,
        response: { 202: successEnvelope(importJobEnvelopeSchema) },
      },
    },
    async (request, reply) => {
      const job = await service.start(
        request.params.id,
        request.body.mapping,
        auditContextOf(request),
      );
      request.log.info({ importId: job.id }, 'import queued');
      return reply.status(202).send({ success: true as const, data: { import: job } });
    },
  );

  app.get(
    '/api/imports/:id/errors',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['imports'],
        summary:
          'The error report (row, column, value, message) of the last dry run or of the import',
        params: idParams,
        querystring: formatQuery,
      },
    },
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
