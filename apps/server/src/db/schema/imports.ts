import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { IMPORT_ENTITIES, IMPORT_JOB_STATUSES } from '@atiende/contracts';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { userReference } from './user-references';

export const importEntityEnum = pgEnum('import_entity', IMPORT_ENTITIES);
export const importJobStatusEnum = pgEnum('import_job_status', IMPORT_JOB_STATUSES);

/**
 * A spreadsheet import of `/admin/excel-import`: the uploaded file waits in the `imports` file store
 * until the job has run; progress is written here so any instance can report it.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: idColumn(),
    entity: importEntityEnum('entity').notNull(),
    status: importJobStatusEnum('status').notNull().default('PENDING'),
    fileName: text('file_name').notNull(),
    /** Key of the stored upload in the `imports` file store. */
    fileKey: text('file_key').notNull(),
    fileSha256: text('file_sha256').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Spreadsheet column → field. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    createdRows: integer('created_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    skippedRows: integer('skipped_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    /** Key of the CSV error report in the `imports` file store, when a row failed. */
    errorReportKey: text('error_report_key'),
    error: text('error'),
    createdById: userReference('created_by_id'),
    createdAt: createdAtColumn(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    index('import_jobs_created_idx').on(table.createdAt.desc()),
    index('import_jobs_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} IN ('PENDING', 'RUNNING')`),
  ],
);
