import {
  IMPORT_ERRORS_SHOWN_MAX,
  IMPORT_PREVIEW_ROWS,
  importMessages,
  type ImportJob,
  type ImportJobPhase,
  type ImportListQuery,
  type ImportListResponse,
  type ImportMapping,
  type ImportPreview,
  type ImportRowError,
  type ImportValidation,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { auditEntityChange, type AuditContext } from '../audit/index';
import {
  createErrorSink,
  openImportFile,
  readErrorReport,
  unreadableFileError,
} from './import-files';
import { resolveMapping, suggestMapping } from './import-fields';
import { headerAndRows, readPreview, runImport, type ImportFile } from './import-runner';
import type { StoredImportFile } from './import-upload';
import * as repository from './imports.repository';
import type { ImportJobWithCreator } from './imports.repository';
import { UnreadableFileError } from './spreadsheet-reader';
import { paginationOf } from '../../platform/pagination';

export function phaseOf(job: Pick<ImportJobWithCreator, 'status' | 'startedAt'>): ImportJobPhase {
  if (job.status === 'PENDING') return job.startedAt ? 'QUEUED' : 'NOT_STARTED';
  return job.status;
}

export function toImportJob(job: ImportJobWithCreator): ImportJob {
  return {
    id: job.id,
    entity: job.entity,
    status: job.status,
    phase: phaseOf(job),
    fileName: job.fileName,
    fileSize: job.fileSize,
    mapping: job.mapping as ImportMapping,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    createdRows: job.createdRows,
    updatedRows: job.updatedRows,
    skippedRows: job.skippedRows,
    failedRows: job.failedRows,
    hasErrorReport: job.errorReportKey !== null,
    error: job.error,
    createdBy:
      job.createdById && job.createdByName
        ? { id: job.createdById, name: job.createdByName }
        : null,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

const notFound = () =>
  new AppError('NOT_FOUND', undefined, { message: importMessages.errors.notFound });

/** Readable-file failures become the Spanish 400; everything else goes on up. */
async function withReadableFile<T>(fileName: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnreadableFileError) throw unreadableFileError(error, fileName);
    throw error;
  }
}

/** `enqueue` sends the import's run in the transaction that queues it (docs/imports.md#running). */
export type ImportsDeps = {
  db: Db;
  storage: FileStorage;
  enqueue: (executor: Executor, importId: string) => Promise<unknown>;
};

async function findJob(db: Db, id: string) {
  const job = await repository.findJobById(db, id);
  if (!job) throw notFound();
  return job;
}

async function findDraft(db: Db, id: string) {
  const job = await findJob(db, id);
  if (job.status !== 'PENDING' || job.startedAt) {
    throw new AppError('TRANSITION_NOT_ALLOWED', undefined, {
      message: importMessages.errors.alreadyStarted,
    });
  }
  return job;
}

async function headerOf(file: ImportFile): Promise<string[]> {
  for await (const { header } of headerAndRows(file)) return header;
  return [];
}

/** Reads the header and the first rows; keeps the file and a draft job only if they are readable. */
export async function uploadImport(
  { db, storage }: Pick<ImportsDeps, 'db' | 'storage'>,
  upload: StoredImportFile,
  actorId: string,
): Promise<ImportPreview> {
  try {
    const file: ImportFile = {
      kind: upload.kind,
      head: upload.head,
      open: () => storage.read(upload.key),
    };
    const preview = await withReadableFile(upload.fileName, () =>
      readPreview(file, IMPORT_PREVIEW_ROWS),
    );
    const suggestedMapping = suggestMapping(upload.entity, preview.columns);
    const row = await repository.insertJob(db, {
      entity: upload.entity,
      fileName: upload.fileName,
      fileKey: upload.key,
      fileSha256: upload.sha256,
      fileSize: upload.sizeBytes,
      mapping: suggestedMapping,
      createdById: actorId,
    });
    const job = (await repository.findJobById(db, row.id))!;
    const previous = await repository.findPreviousImport(db, job);
    return {
      job: toImportJob(job),
      columns: preview.columns,
      rows: preview.rows,
      suggestedMapping,
      previousImport: previous
        ? { id: previous.id, createdAt: previous.createdAt.toISOString() }
        : null,
    };
  } catch (error) {
    await storage.remove(upload.key);
    throw error;
  }
}

/** The dry run: every row read and checked, nothing written but the draft's mapping. */
export async function validateImport(
  { db, storage }: Pick<ImportsDeps, 'db' | 'storage'>,
  id: string,
  mapping: ImportMapping,
): Promise<ImportValidation> {
  const job = await findDraft(db, id);
  const file = await openImportFile(storage, job.fileKey);
  const shown: ImportRowError[] = [];
  const sink = createErrorSink(storage);
  let counts;
  try {
    counts = await withReadableFile(job.fileName, () =>
      runImport({
        db,
        entity: job.entity,
        file,
        mapping,
        onError: (error) => {
          if (shown.length < IMPORT_ERRORS_SHOWN_MAX) shown.push(error);
          sink.write(error);
        },
      }),
    );
  } catch (error) {
    await sink.discard();
    throw error;
  }
  const reportKey = await sink.close();
  if (job.errorReportKey) await storage.remove(job.errorReportKey);
  await repository.saveDraft(db, id, {
    mapping,
    totalRows: counts.totalRows,
    errorReportKey: reportKey,
  });
  return {
    totalRows: counts.totalRows,
    createdRows: counts.createdRows,
    updatedRows: counts.updatedRows,
    skippedRows: counts.skippedRows,
    failedRows: counts.failedRows,
    errorCount: counts.errorCount,
    errors: shown,
  };
}

export async function startImport(
  { db, storage, enqueue }: ImportsDeps,
  id: string,
  mapping: ImportMapping,
  audit: AuditContext,
): Promise<ImportJob> {
  const draft = await findDraft(db, id);
  const file = await openImportFile(storage, draft.fileKey);
  const columns = await withReadableFile(draft.fileName, () => headerOf(file));
  resolveMapping(draft.entity, columns, mapping);
  await db.transaction(async (tx) => {
    const queued = await repository.queueJob(tx, id, mapping);
    if (!queued) {
      throw new AppError('TRANSITION_NOT_ALLOWED', undefined, {
        message: importMessages.errors.alreadyStarted,
      });
    }
    const entityLabel = importMessages.entityLabels[queued.entity];
    await auditEntityChange(tx, audit, 'IMPORT', id, {
      action: 'IMPORT_STARTED',
      after: { entity: queued.entity, fileName: queued.fileName, mapping },
      message: importMessages.audit.started(entityLabel, queued.fileName),
    });
    await enqueue(tx, id);
  });
  return toImportJob(await findJob(db, id));
}

export async function listImports(db: Db, query: ImportListQuery): Promise<ImportListResponse> {
  const { jobs, total } = await repository.listJobs(db, query.page, query.limit);
  return {
    imports: jobs.map(toImportJob),
    pagination: paginationOf(query, total),
  };
}

/** The rows of the error report: the last dry run's, then the import's. */
export async function errorReportOf(
  { db, storage }: Pick<ImportsDeps, 'db' | 'storage'>,
  id: string,
) {
  const job = await findJob(db, id);
  return { job, rows: readErrorReport(storage, job.errorReportKey) };
}

export type ImportsService = ReturnType<typeof createImportsService>;

export function createImportsService(deps: ImportsDeps) {
  return {
    upload: (upload: StoredImportFile, actorId: string) => uploadImport(deps, upload, actorId),
    validate: (id: string, mapping: ImportMapping) => validateImport(deps, id, mapping),
    start: (id: string, mapping: ImportMapping, audit: AuditContext) =>
      startImport(deps, id, mapping, audit),
    get: async (id: string): Promise<ImportJob> => toImportJob(await findJob(deps.db, id)),
    list: (query: ImportListQuery) => listImports(deps.db, query),
    errorReport: (id: string) => errorReportOf(deps, id),
  };
}
