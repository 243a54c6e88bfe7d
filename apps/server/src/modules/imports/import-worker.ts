import { importMessages, type ImportMapping } from '@atiende/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { generateOpaqueToken, hashPassword } from '../../platform/hashing';
import type { JobRunner } from '../../platform/jobs/job-runner';
import type { FileStorage } from '../../platform/storage';
import { recordAudit } from '../audit/index';
import { createErrorSink, openImportFile, unreadableFileError } from './import-files';
import { headerAndRows, ImportStopped, runImport, type RunCounts } from './import-runner';
import * as repository from './imports.repository';
import type { ImportJobRow } from './imports.repository';
import { UnreadableFileError } from './spreadsheet-reader';

/**
 * Runs queued imports on the job runner (docs/imports.md#running): one `imports.run` job per
 * started import, sent in the transaction that queues it. pg-boss hands each job to one instance;
 * the worker's heartbeat keeps it there while it runs, and a job whose instance died is retried on
 * another within a minute. A shutdown stops between batches and queues the import again.
 */

export const IMPORT_RUN_QUEUE = 'imports.run';
export const IMPORT_CLEANUP_QUEUE = 'imports.cleanup';
/**
 * docs/jobs.md#queues: the worker proves it is alive every 15 s; silent for 30 s, the import is
 * retried elsewhere, and never while its first run still beats.
 */
const HEARTBEAT_SECONDS = 30;
/** The longest an import may run before pg-boss takes it back: well above a 50 MB file's. */
const EXPIRE_SECONDS = 6 * 3600;

export type ImportJobData = { importId: string };

function progressOf(counts: RunCounts) {
  return {
    processedRows: counts.totalRows,
    createdRows: counts.createdRows,
    updatedRows: counts.updatedRows,
    skippedRows: counts.skippedRows,
    failedRows: counts.failedRows,
  };
}

type WorkerDeps = {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  events: EventBus;
  jobs: JobRunner;
};

/** Queues the run of an import in the caller's transaction (docs/jobs.md#queues). */
export function sendImportRun(jobs: JobRunner, executor: Executor, importId: string) {
  return jobs.send<ImportJobData>(IMPORT_RUN_QUEUE, { importId }, { executor });
}

async function countRows(storage: FileStorage, job: ImportJobRow): Promise<number> {
  const file = await openImportFile(storage, job.fileKey);
  let total = 0;
  for await (const { row } of headerAndRows(file)) {
    if (row && row.cells.some((cell) => cell !== null && String(cell).trim() !== '')) total += 1;
  }
  return total;
}

async function finish(
  { db, storage }: Pick<WorkerDeps, 'db' | 'storage'>,
  job: ImportJobRow,
  outcome: {
    status: 'COMPLETED' | 'FAILED';
    counts: RunCounts | null;
    errorReportKey: string | null;
    error: string | null;
  },
) {
  const counts = outcome.counts;
  await db.transaction(async (tx) => {
    await repository.finishJob(tx, job.id, {
      status: outcome.status,
      errorReportKey: outcome.errorReportKey,
      error: outcome.error,
      ...(counts ? { ...progressOf(counts), totalRows: counts.totalRows } : {}),
    });
    const entityLabel = importMessages.entityLabels[job.entity];
    await recordAudit(tx, {
      context: {
        actorId: job.createdById,
        actorRole: 'ADMIN',
        ip: null,
        userAgent: null,
        requestId: null,
      },
      action: 'IMPORT_FINISHED',
      entityType: 'IMPORT',
      entityId: job.id,
      after: { status: outcome.status, ...(counts ?? {}), error: outcome.error },
      severity: outcome.status === 'FAILED' ? 'WARNING' : 'INFO',
      message: importMessages.audit.finished(
        entityLabel,
        counts?.createdRows ?? 0,
        counts?.updatedRows ?? 0,
        counts?.failedRows ?? 0,
      ),
    });
  });
  await storage.remove(job.fileKey);
}

type StopSignal = { shouldStop: () => boolean; lostClaim: () => boolean };

async function runJob(deps: WorkerDeps, job: ImportJobRow, stop: StopSignal): Promise<void> {
  const { db, storage, log, events } = deps;
  const sink = createErrorSink(storage);
  try {
    if (job.errorReportKey) await storage.remove(job.errorReportKey);
    if (job.totalRows === null) {
      await repository.setTotalRows(db, job.id, await countRows(storage, job));
    }
    const file = await openImportFile(storage, job.fileKey);
    const actor = {
      actorId: job.createdById,
      unusablePasswordHash: await hashPassword(generateOpaqueToken()),
    };
    const counts = await runImport({
      db,
      entity: job.entity,
      file,
      mapping: job.mapping as ImportMapping,
      onError: (error) => sink.write(error),
      onBatchFailed: (error) => log.error({ err: error, importId: job.id }, 'import batch failed'),
      write: {
        actor,
        onBatch: async (tx, current) => {
          await repository.saveProgress(tx, job.id, progressOf(current));
        },
        shouldStop: stop.shouldStop,
        events,
      },
    });
    const errorReportKey = await sink.close();
    await finish(deps, job, { status: 'COMPLETED', counts, errorReportKey, error: null });
    log.info({ importId: job.id, ...counts }, 'import finished');
  } catch (error) {
    if (error instanceof ImportStopped) {
      await sink.discard();
      if (stop.lostClaim()) {
        // Another instance holds the job now and has started the import over: leave it be.
        log.warn({ importId: job.id }, 'import handed to another instance; this run stops');
        return;
      }
      await db.transaction(async (tx) => {
        await repository.requeueJob(tx, job.id);
        await sendImportRun(deps.jobs, tx, job.id);
      });
      log.info({ importId: job.id }, 'import stopped by shutdown; queued again');
      return;
    }
    const errorReportKey = await sink.close().catch(() => null);
    const known =
      error instanceof UnreadableFileError
        ? unreadableFileError(error, job.fileName)
        : error instanceof AppError
          ? error
          : null;
    if (!known) log.error({ err: error, importId: job.id }, 'import failed');
    await finish(deps, job, {
      status: 'FAILED',
      counts: null,
      errorReportKey,
      error: known?.message ?? importMessages.errors.failed,
    }).catch((finishError: unknown) =>
      log.error({ err: finishError, importId: job.id }, 'could not record the failed import'),
    );
  }
}

/** Uploads nobody started within a day go, files first (docs/imports.md#running). */
async function cleanup({ db, storage }: Pick<WorkerDeps, 'db' | 'storage'>): Promise<void> {
  for (const draft of await repository.deleteStaleDrafts(db)) {
    await storage.remove(draft.fileKey);
    if (draft.errorReportKey) await storage.remove(draft.errorReportKey);
  }
}

/**
 * One `imports.run` job. Safe to run twice: an import that is finished, unknown or still a draft
 * is left alone, and one left RUNNING by a dead instance starts over (its writes are upserts).
 */
export async function runImportJob(
  deps: WorkerDeps,
  importId: string,
  signal: AbortSignal,
  isShuttingDown: () => boolean,
): Promise<void> {
  const job = await repository.claimJob(deps.db, importId);
  if (!job) return;
  await runJob(deps, job, {
    shouldStop: () => isShuttingDown() || signal.aborted,
    lostClaim: () => signal.aborted && !isShuttingDown(),
  });
}

/**
 * Declares the import queues while the module registers; the runner works them once the app is
 * ready. `stop()` (the module's onClose, before the runner stops) makes a running import stop
 * between batches.
 */
export function defineImportJobs(deps: WorkerDeps): { stop(): void } {
  let isShuttingDown = false;
  deps.jobs.define<ImportJobData>(
    IMPORT_RUN_QUEUE,
    (data, job) => runImportJob(deps, data.importId, job.signal, () => isShuttingDown),
    { heartbeatSeconds: HEARTBEAT_SECONDS, expireInSeconds: EXPIRE_SECONDS, retryLimit: 3 },
  );
  // docs/jobs.md#schedules: hourly, at :40 Lima time.
  deps.jobs.every(IMPORT_CLEANUP_QUEUE, '40 * * * *', () => cleanup(deps));
  return {
    stop() {
      isShuttingDown = true;
    },
  };
}
