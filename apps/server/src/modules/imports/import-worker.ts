import { importMessages, type ImportMapping } from '@atiende/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { generateOpaqueToken, hashPassword } from '../../platform/hashing';
import type { FileStorage } from '../../platform/storage';
import { recordAudit } from '../audit/index';
import { createErrorSink, openImportFile, unreadableFileError } from './import-files';
import { headerAndRows, ImportStopped, runImport, type RunCounts } from './import-runner';
import * as repository from './imports.repository';
import type { ImportJobRow } from './imports.repository';
import { UnreadableFileError } from './spreadsheet-reader';

/**
 * Runs queued imports in this process, one at a time. Jobs are claimed with SKIP LOCKED, so
 * several instances share the queue; a shutdown stops between batches and puts the job back.
 */

const POLL_INTERVAL_MS = 5_000;
const CLEANUP_INTERVAL_MS = 3_600_000;

export type ImportWorker = { start(): void; nudge(): void; stop(): Promise<void> };

function progressOf(counts: RunCounts) {
  return {
    processedRows: counts.totalRows,
    createdRows: counts.createdRows,
    updatedRows: counts.updatedRows,
    skippedRows: counts.skippedRows,
    failedRows: counts.failedRows,
  };
}

type WorkerDeps = { db: Db; storage: FileStorage; log: FastifyBaseLogger; events: EventBus };

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

async function runJob(
  deps: WorkerDeps,
  job: ImportJobRow,
  shouldStop: () => boolean,
): Promise<void> {
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
        shouldStop,
        events,
      },
    });
    const errorReportKey = await sink.close();
    await finish(deps, job, { status: 'COMPLETED', counts, errorReportKey, error: null });
    log.info({ importId: job.id, ...counts }, 'import finished');
  } catch (error) {
    if (error instanceof ImportStopped) {
      await sink.discard();
      await repository.requeueJob(db, job.id);
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

async function cleanup({ db, storage, log }: WorkerDeps): Promise<void> {
  try {
    for (const draft of await repository.deleteStaleDrafts(db)) {
      await storage.remove(draft.fileKey);
      if (draft.errorReportKey) await storage.remove(draft.errorReportKey);
    }
  } catch (error) {
    log.error({ err: error }, 'import cleanup failed');
  }
}

export function createImportWorker(deps: {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  events: EventBus;
}): ImportWorker {
  const { db, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let cleanupTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = false;
  let again = false;

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopping) return;
        const job = await repository.claimNextJob(db);
        if (!job) break;
        await runJob(deps, job, () => stopping);
      }
    } while (again && !stopping);
  }

  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'import queue failed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start() {
      tick();
      void cleanup(deps);
      timer = setInterval(tick, POLL_INTERVAL_MS);
      timer.unref();
      cleanupTimer = setInterval(() => void cleanup(deps), CLEANUP_INTERVAL_MS);
      cleanupTimer.unref();
    },
    nudge: tick,
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      if (cleanupTimer) clearInterval(cleanupTimer);
      await running;
    },
  };
}
