import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importJobs, ticketAttachments, uploads, users } from '../db/schema/index';
import { STORAGE_AREAS, type FileStores, type StorageArea } from './storage';

/**
 * The orphan-file sweep (docs/operations.md#orphan-files). A file is written before the row that
 * names it commits, so a process killed in between (`kill -9`, a crash, a lost instance) leaves a
 * file no row will ever point at. This removes stored files that no row references and that are
 * older than the grace period, on either backend.
 *
 * Not scheduled here: the durable job runner (docs/jobs.md) runs it once per cluster (the call
 * is in docs/operations.md#orphan-files). Safe on several instances at once (removing a removed
 * file is no error) and to interrupt.
 */
export type SweepOrphanFilesDeps = {
  db: Db;
  /** `app.files`: the configured stores of attachments, avatars and imports. */
  files: FileStores;
  /**
   * Files modified less than this long ago are kept whatever the database says: an upload still
   * streaming, or one whose row has not committed yet. Default one hour.
   */
  graceMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  log?: { info: (fields: object, message: string) => void };
};

export type SweepResult = Record<StorageArea, { checked: number; removed: number }>;

export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
// Keys checked against the database per query: one round trip per batch, a bounded IN list.
const BATCH = 500;

/**
 * The keys among `keys` that a row names. Reads four modules' tables (docs/decisions/
 * 0007-cross-module-reads.md): storage is one platform service for all of them.
 */
async function referencedKeys(db: Db, area: StorageArea, keys: string[]): Promise<Set<string>> {
  if (area === 'attachments') {
    // The files of POST /api/upload share the attachments store (docs/settings.md#uploads).
    const rows = await db
      .select({ key: ticketAttachments.storageKey })
      .from(ticketAttachments)
      .where(inArray(ticketAttachments.storageKey, keys))
      .union(
        db
          .select({ key: uploads.storageKey })
          .from(uploads)
          .where(inArray(uploads.storageKey, keys)),
      );
    return new Set(rows.map((row) => row.key));
  }
  if (area === 'avatars') {
    // users.avatar is `<key>.<extension>` (modules/users/avatar-reference.ts).
    const keyOfAvatar = sql<string>`split_part(${users.avatar}, '.', 1)`;
    const rows = await db
      .select({ key: keyOfAvatar })
      .from(users)
      .where(inArray(keyOfAvatar, keys));
    return new Set(rows.map((row) => row.key));
  }
  const rows = await db
    .select({ fileKey: importJobs.fileKey, errorReportKey: importJobs.errorReportKey })
    .from(importJobs)
    .where(or(inArray(importJobs.fileKey, keys), inArray(importJobs.errorReportKey, keys)));
  return new Set(rows.flatMap((row) => [row.fileKey, row.errorReportKey ?? '']));
}

export async function sweepOrphanFiles(deps: SweepOrphanFilesDeps): Promise<SweepResult> {
  const { db, files } = deps;
  const cutoff = (deps.now?.() ?? new Date()).getTime() - (deps.graceMs ?? ORPHAN_GRACE_MS);
  const result = {} as SweepResult;
  for (const area of STORAGE_AREAS) {
    const store = files[area];
    const counts = { checked: 0, removed: 0 };
    let batch: string[] = [];
    const removeUnreferenced = async () => {
      const referenced = await referencedKeys(db, area, batch);
      // One at a time: a sweep is background work and must not crowd the store.
      for (const key of batch) {
        if (referenced.has(key)) continue;
        await store.remove(key);
        counts.removed += 1;
      }
      batch = [];
    };
    for await (const file of store.list()) {
      counts.checked += 1;
      if (file.modifiedAt.getTime() > cutoff) continue;
      batch.push(file.key);
      if (batch.length >= BATCH) await removeUnreferenced();
    }
    if (batch.length > 0) await removeUnreferenced();
    result[area] = counts;
  }
  deps.log?.info({ orphanFiles: result }, 'orphan file sweep done');
  return result;
}
