import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ticketAttachments, ticketComments, users } from '../../db/schema/index';

/**
 * A comment is stamped with the clock, not the transaction's start (`now()`): two written in one
 * transaction (a plantilla's reply and its internal note, docs/macros.md) keep the order written.
 */
export async function insertComment(
  executor: Executor,
  values: typeof ticketComments.$inferInsert,
) {
  const [row] = await executor
    .insert(ticketComments)
    .values({ createdAt: sql`clock_timestamp()`, ...values })
    .returning();
  return row!;
}

/** A ticket's conversation; internal notes only when `includeInternal` (staff). */
export function findComments(executor: Executor, ticketId: string, includeInternal: boolean) {
  return executor
    .select({
      id: ticketComments.id,
      body: ticketComments.body,
      isInternal: ticketComments.isInternal,
      authorId: ticketComments.authorId,
      authorName: ticketComments.authorName,
      authorRole: users.role,
      createdAt: ticketComments.createdAt,
    })
    .from(ticketComments)
    .leftJoin(users, eq(users.id, ticketComments.authorId))
    .where(
      and(
        eq(ticketComments.ticketId, ticketId),
        includeInternal ? undefined : eq(ticketComments.isInternal, false),
      ),
    )
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
}

export async function insertAttachments(
  executor: Executor,
  rows: Array<typeof ticketAttachments.$inferInsert>,
) {
  if (rows.length === 0) return [];
  return executor.insert(ticketAttachments).values(rows).returning();
}

/**
 * A ticket's attachments the viewer may see: files of internal notes are as internal as the
 * note (docs/conventions.md#security: nothing internal reaches a client by any route).
 */
export function findAttachments(
  executor: Executor,
  ticketId: string,
  includeInternal: boolean,
  ids?: string[],
) {
  return executor
    .select({
      id: ticketAttachments.id,
      commentId: ticketAttachments.commentId,
      fileName: ticketAttachments.fileName,
      contentType: ticketAttachments.contentType,
      sizeBytes: ticketAttachments.sizeBytes,
      storageKey: ticketAttachments.storageKey,
      createdAt: ticketAttachments.createdAt,
    })
    .from(ticketAttachments)
    .leftJoin(ticketComments, eq(ticketComments.id, ticketAttachments.commentId))
    .where(
      and(
        eq(ticketAttachments.ticketId, ticketId),
        ids ? inArray(ticketAttachments.id, ids) : undefined,
        includeInternal
          ? undefined
          : or(isNull(ticketAttachments.commentId), eq(ticketComments.isInternal, false)),
      ),
    )
    .orderBy(asc(ticketAttachments.createdAt));
}

export type AttachmentRow = Awaited<ReturnType<typeof findAttachments>>[number];
