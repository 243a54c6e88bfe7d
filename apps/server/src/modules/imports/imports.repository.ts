import { and, count, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departments, importJobs, users } from '../../db/schema/index';
import { normaliseHeader } from './import-fields';

/** The only file that reads and writes import_jobs. */

export type ImportJobRow = typeof importJobs.$inferSelect;
export type ImportJobWithCreator = ImportJobRow & { createdByName: string | null };
export type JobCounts = Pick<
  ImportJobRow,
  'processedRows' | 'createdRows' | 'updatedRows' | 'skippedRows' | 'failedRows'
>;

const withCreator = {
  job: importJobs,
  createdByName: users.name,
};

export async function insertJob(executor: Executor, values: typeof importJobs.$inferInsert) {
  const [row] = await executor.insert(importJobs).values(values).returning();
  return row!;
}

export async function findJobById(
  executor: Executor,
  id: string,
): Promise<ImportJobWithCreator | undefined> {
  const [row] = await executor
    .select(withCreator)
    .from(importJobs)
    .leftJoin(users, eq(users.id, importJobs.createdById))
    .where(eq(importJobs.id, id));
  return row && { ...row.job, createdByName: row.createdByName };
}

export async function listJobs(executor: Executor, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    executor
      .select(withCreator)
      .from(importJobs)
      .leftJoin(users, eq(users.id, importJobs.createdById))
      .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    executor.select({ total: count() }).from(importJobs),
  ]);
  return {
    jobs: rows.map((row) => ({ ...row.job, createdByName: row.createdByName })),
    total: Number(total?.total ?? 0),
  };
}

/** The last finished import of the same bytes and entity, if any. */
export async function findPreviousImport(
  executor: Executor,
  job: Pick<ImportJobRow, 'id' | 'fileSha256' | 'entity'>,
) {
  const [row] = await executor
    .select({ id: importJobs.id, createdAt: importJobs.createdAt })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.fileSha256, job.fileSha256),
        eq(importJobs.entity, job.entity),
        eq(importJobs.status, 'COMPLETED'),
        ne(importJobs.id, job.id),
      ),
    )
    .orderBy(desc(importJobs.createdAt))
    .limit(1);
  return row;
}

export function saveDraft(
  executor: Executor,
  id: string,
  values: Pick<ImportJobRow, 'mapping'> &
    Partial<Pick<ImportJobRow, 'totalRows' | 'errorReportKey'>>,
) {
  return executor
    .update(importJobs)
    .set(values)
    .where(
      and(eq(importJobs.id, id), eq(importJobs.status, 'PENDING'), isNull(importJobs.startedAt)),
    );
}

/** Queues a draft; answers undefined when it was started already (by this or another request). */
export async function queueJob(executor: Executor, id: string, mapping: Record<string, string>) {
  const [row] = await executor
    .update(importJobs)
    .set({ mapping, startedAt: sql`now()` })
    .where(
      and(eq(importJobs.id, id), eq(importJobs.status, 'PENDING'), isNull(importJobs.startedAt)),
    )
    .returning();
  return row;
}

/**
 * Marks a queued import running for its `imports.run` job (docs/imports.md#running); also one
 * left RUNNING by an instance that died, whose job pg-boss handed to this one. Undefined when
 * there is nothing to run: a draft, a finished import or an unknown id.
 */
export async function claimJob(executor: Executor, id: string): Promise<ImportJobRow | undefined> {
  const [row] = await executor
    .update(importJobs)
    .set({
      status: 'RUNNING',
      startedAt: sql`now()`,
      processedRows: 0,
      createdRows: 0,
      updatedRows: 0,
      skippedRows: 0,
      failedRows: 0,
      error: null,
    })
    .where(
      and(
        eq(importJobs.id, id),
        or(
          and(eq(importJobs.status, 'PENDING'), isNotNull(importJobs.startedAt)),
          eq(importJobs.status, 'RUNNING'),
        ),
      ),
    )
    .returning();
  return row;
}

export function saveProgress(executor: Executor, id: string, counts: JobCounts) {
  return executor.update(importJobs).set(counts).where(eq(importJobs.id, id));
}

export function setTotalRows(executor: Executor, id: string, totalRows: number) {
  return executor.update(importJobs).set({ totalRows }).where(eq(importJobs.id, id));
}

export function finishJob(
  executor: Executor,
  id: string,
  values: Partial<JobCounts> &
    Pick<ImportJobRow, 'status' | 'errorReportKey' | 'error'> &
    Partial<Pick<ImportJobRow, 'totalRows'>>,
) {
  return executor
    .update(importJobs)
    .set({ ...values, finishedAt: sql`now()` })
    .where(eq(importJobs.id, id));
}

/** A job stopped by a shutdown goes back to the queue; the next run starts it over. */
export function requeueJob(executor: Executor, id: string) {
  return executor
    .update(importJobs)
    .set({ status: 'PENDING' })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'RUNNING')));
}

/** Uploads nobody started within a day: their files go, and so do their rows. */
export function deleteStaleDrafts(executor: Executor) {
  return executor
    .delete(importJobs)
    .where(
      and(
        eq(importJobs.status, 'PENDING'),
        isNull(importJobs.startedAt),
        lt(importJobs.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .returning({
      id: importJobs.id,
      fileKey: importJobs.fileKey,
      errorReportKey: importJobs.errorReportKey,
    });
}

/** Department ids by normalised name ("Facturación" = "facturacion"). */
export async function findDepartmentNames(executor: Executor): Promise<Map<string, string>> {
  const rows = await executor
    .select({ id: departments.id, name: departments.name })
    .from(departments);
  return new Map(rows.map((row) => [normaliseHeader(row.name), row.id]));
}
