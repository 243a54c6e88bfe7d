import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { mailAttachments, mailOutbox, type MailRow } from '../../db/schema/index';

/** A file sent with a message (docs/reports.md#scheduled-reports: the report's PDF or XLSX). */
export type MailAttachment = { fileName: string; contentType: string; content: Buffer };

export type NewMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers by name (`List-Unsubscribe`…). */
  headers?: Record<string, string>;
  attachments?: readonly MailAttachment[];
};

/** Writes a message (and its files) to the outbox in the caller's transaction; returns its id. */
export async function insertMail(executor: Executor, mail: NewMail): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers,
    })
    .returning({ id: mailOutbox.id });
  const id = row!.id;
  if (mail.attachments?.length) {
    await executor
      .insert(mailAttachments)
      .values(mail.attachments.map((file) => ({ mailId: id, ...file })));
  }
  return id;
}

/** The files of a message, in the order they were written. */
export function findMailAttachments(db: Db, mailId: string): Promise<MailAttachment[]> {
  return db
    .select({
      fileName: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(mailAttachments.createdAt, mailAttachments.id);
}

/**
 * Claims due messages for this process: PENDING ones whose time has come, and SENDING ones
 * abandoned by a crashed process. SKIP LOCKED keeps several instances from sending one twice.
 */
export async function claimDueMails(db: Db, limit: number): Promise<MailRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(
            eq(mailOutbox.status, 'SENDING'),
            lte(mailOutbox.nextAttemptAt, sql`now() - interval '5 minutes'`),
          ),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        status: 'SENDING',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now()`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markMail(
  db: Db,
  id: string,
  update: {
    status: MailRow['status'];
    lastError?: string | null;
    nextAttemptAt?: Date;
    sentAt?: Date;
  },
): Promise<void> {
  await db.update(mailOutbox).set(update).where(eq(mailOutbox.id, id));
}
