import type { AccessClaims } from '../../platform/auth/access-tokens';
import type { UploadKind, UploadResponse } from '@atiende/contracts';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { organizationSettings, uploads } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import type { StoredUpload } from '../../platform/uploads';

/** docs/settings.md#the-sweep: an upload nobody used is kept this long, then removed. */
export const UPLOAD_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/** The kinds only their uploader (or an administrator) may read back. */
const PRIVATE_KINDS: readonly UploadKind[] = ['avatar', 'attachment-draft'];

export type OpenedFile = { stream: Readable; contentType: string; fileName: string };

/** Files of POST /api/upload (docs/settings.md#uploads), stored in the attachments store. */
export function createUploadsService({ db, storage }: { db: Db; storage: FileStorage }) {
  /** The row that keeps the file; if it cannot be written, the file goes too. */
  async function record(
    claims: AccessClaims,
    kind: UploadKind,
    file: StoredUpload,
  ): Promise<UploadResponse> {
    try {
      const [row] = await db
        .insert(uploads)
        .values({ kind, ...file, uploadedById: claims.userId })
        .returning({ id: uploads.id });
      const id = row!.id;
      return {
        id,
        url: `/api/uploads/${id}`,
        type: kind,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
      };
    } catch (error) {
      await storage.remove(file.storageKey);
      throw error;
    }
  }

  async function open(claims: AccessClaims, id: string): Promise<OpenedFile> {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
    const mayRead =
      row &&
      (!PRIVATE_KINDS.includes(row.kind as UploadKind) ||
        row.uploadedById === claims.userId ||
        claims.role === 'ADMIN');
    // Someone else's draft reads as missing: its existence is not the caller's business.
    if (!row || !mayRead) throw new AppError('UPLOAD_NOT_FOUND');
    return {
      stream: storage.read(row.storageKey),
      contentType: row.contentType,
      fileName: row.fileName,
    };
  }

  /** The organisation's current logo, for anyone (the sign-in page shows it). */
  async function openLogo(): Promise<OpenedFile> {
    const [row] = await db
      .select({
        storageKey: uploads.storageKey,
        contentType: uploads.contentType,
        fileName: uploads.fileName,
      })
      .from(organizationSettings)
      .innerJoin(uploads, eq(uploads.id, organizationSettings.logoUploadId))
      .where(eq(organizationSettings.id, 1));
    if (!row) throw new AppError('UPLOAD_NOT_FOUND');
    return {
      stream: storage.read(row.storageKey),
      contentType: row.contentType,
      fileName: row.fileName,
    };
  }

  /**
   * docs/settings.md#the-sweep: drafts and pictures older than a day, and logos that are not the
   * organisation's, are removed — the row first, then the file (a file without a row is what the
   * orphan sweep removes anyway).
   */
  async function sweep(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UPLOAD_DRAFT_TTL_MS);
    const removed = await db
      .delete(uploads)
      .where(
        and(
          lt(uploads.createdAt, cutoff),
          or(
            inArray(uploads.kind, PRIVATE_KINDS as UploadKind[]),
            and(
              eq(uploads.kind, 'logo'),
              sql`NOT EXISTS (SELECT 1 FROM ${organizationSettings} WHERE ${organizationSettings.logoUploadId} = ${uploads.id})`,
            ),
          ),
        ),
      )
      .returning({ storageKey: uploads.storageKey });
    for (const { storageKey } of removed) await storage.remove(storageKey);
    return removed.length;
  }

  return { record, open, openLogo, sweep };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
