import { z } from 'zod';
import {
  EXPORT_FORMATS,
  IMPORT_ENTITIES,
  IMPORT_JOB_STATUSES,
  type ImportEntity,
} from '../constants/organisation';
import { importMessages } from '../messages/es/imports';
import { paginationSchema } from './api';

/**
 * Spreadsheet import of `/admin/excel-import` (docs/imports.md): the fields each entity takes,
 * the upload's preview, the dry run's report and the job's progress.
 */

export const IMPORT_FIELDS = {
  CUSTOMERS: ['name', 'ruc', 'chainName', 'email', 'phone', 'address', 'notes'],
  USERS: ['name', 'email', 'role', 'department', 'phone', 'business'],
  TICKETS: [
    'externalRef',
    'title',
    'description',
    'priority',
    'status',
    'department',
    'requesterName',
    'requesterEmail',
    'requesterPhone',
    'business',
    'createdAt',
  ],
} as const satisfies Record<ImportEntity, readonly string[]>;

export type ImportField = (typeof IMPORT_FIELDS)[ImportEntity][number];
export const ALL_IMPORT_FIELDS = [
  ...new Set(Object.values(IMPORT_FIELDS).flat()),
] as unknown as readonly [ImportField, ...ImportField[]];

/** A column must be mapped to each of these before a dry run or an import. */
export const IMPORT_REQUIRED_FIELDS: Record<ImportEntity, readonly ImportField[]> = {
  CUSTOMERS: ['name'],
  USERS: ['name', 'email'],
  TICKETS: ['title'],
};

/**
 * Uploads up to 50 MB (the per-request cap of docs/conventions.md#security): about 300,000 rows of
 * customers.
 */
export const IMPORT_FILE_MAX_BYTES = 52_428_800;
/**
 * An XLSX is a ZIP archive: before it is read, its table of contents must declare at most 100 MB
 * unpacked (about 260,000 rows of customers), at most 1,000 entries, and no entry over 1 MB packed
 * more than 200 to 1 (a workbook's XML packs about 10 to 1): a decompression bomb is refused
 * instead of filling memory and disk (docs/imports.md).
 */
export const IMPORT_XLSX_MAX_UNPACKED_BYTES = 104_857_600;
export const IMPORT_XLSX_MAX_ENTRIES = 1_000;
export const IMPORT_XLSX_MAX_COMPRESSION_RATIO = 200;
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_PREVIEW_ROWS = 10;
/** Rows written per transaction: a failed batch rolls back alone. */
export const IMPORT_BATCH_SIZE = 500;
/** Row errors the dry run returns; the full list is in the downloadable report. */
export const IMPORT_ERRORS_SHOWN_MAX = 500;
export const IMPORT_POLL_INTERVAL_MS = 1_000;

/** Where a job stands, derived from status and startedAt (docs/imports.md). */
export const IMPORT_JOB_PHASES = [
  'NOT_STARTED',
  'QUEUED',
  'RUNNING',
  'COMPLETED',
  'FAILED',
] as const;
export type ImportJobPhase = (typeof IMPORT_JOB_PHASES)[number];

/** Spreadsheet column name → field of Atiende (the columns left out are not imported). */
export const importMappingSchema = z.record(
  z.string().min(1).max(200),
  z.enum(ALL_IMPORT_FIELDS, { error: importMessages.errors.unknownField }),
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importMappingInputSchema = z.object({
  mapping: importMappingSchema.refine((mapping) => Object.keys(mapping).length <= 200, {
    error: importMessages.errors.tooManyColumns,
  }),
});
export type ImportMappingInput = z.infer<typeof importMappingInputSchema>;

export const importEntitySchema = z.enum(IMPORT_ENTITIES, {
  error: importMessages.errors.entityRequired,
});

export const importJobSchema = z.object({
  id: z.uuid(),
  entity: z.enum(IMPORT_ENTITIES),
  status: z.enum(IMPORT_JOB_STATUSES),
  phase: z.enum(IMPORT_JOB_PHASES),
  fileName: z.string(),
  fileSize: z.number().int(),
  mapping: importMappingSchema,
  totalRows: z.number().int().nullable(),
  processedRows: z.number().int(),
  createdRows: z.number().int(),
  updatedRows: z.number().int(),
  skippedRows: z.number().int(),
  failedRows: z.number().int(),
  hasErrorReport: z.boolean(),
  error: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importPreviewSchema = z.object({
  job: importJobSchema,
  /** Header names as shown (made unique: "Email", "Email (2)"; empty ones become "Columna C"). */
  columns: z.array(z.string()),
  /** The first rows as text, one entry per column. */
  rows: z.array(z.array(z.string())),
  suggestedMapping: importMappingSchema,
  /** The same bytes were imported before: importing again creates nothing new. */
  previousImport: z.object({ id: z.uuid(), createdAt: z.iso.datetime() }).nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  value: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importValidationSchema = z.object({
  totalRows: z.number().int(),
  createdRows: z.number().int(),
  updatedRows: z.number().int(),
  skippedRows: z.number().int(),
  failedRows: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportValidation = z.infer<typeof importValidationSchema>;

export const importListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ImportListQuery = z.infer<typeof importListQuerySchema>;

export const importListResponseSchema = z.object({
  imports: z.array(importJobSchema),
  pagination: paginationSchema,
});
export type ImportListResponse = z.infer<typeof importListResponseSchema>;

/** GET /api/imports/{id} and POST /api/imports/{id}/start. */
export const importJobEnvelopeSchema = z.object({ import: importJobSchema });

/** `/api/imports/templates/:entity`, and its `?format=` (XLSX unless asked). */
export const importTemplateParamsSchema = z.object({ entity: z.enum(IMPORT_ENTITIES) });
export const importTemplateQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
});

/** `/api/imports/:id/errors?format=` (CSV unless asked). */
export const importErrorReportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('csv'),
});
