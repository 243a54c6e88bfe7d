import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { selectRows, type Db, type Executor } from '../../db/client';
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
  /** docs/email.md#threading: the ticket the message is about; it then threads with its mail. */
  ticket?: { id: string; number: number };
};

/** How many earlier Message-IDs a message's References carries: the first and the latest ones. */
const REFERENCES_MAX = 10;

/**
 * docs/email.md#threading: the ticket's messages so far (those taken in for it and those sent
 * about it), oldest first.
 */
async function ticketThread(executor: Executor, ticketId: string): Promise<string[]> {
  const rows = await selectRows<{ message_id: string }>(
    executor,
    sql`SELECT message_id FROM (
        SELECT message_id, created_at FROM inbound_messages
        WHERE ticket_id = ${ticketId} AND status IN ('TICKET', 'COMMENT', 'ACCEPTED')
        UNION ALL
        SELECT message_id, created_at FROM mail_outbox
        WHERE ticket_id = ${ticketId} AND message_id IS NOT NULL
      ) thread ORDER BY created_at, message_id`,
  );
  return rows.map((row) => row.message_id);
}

/**
 * A ticket's e-mail threads (docs/email.md#threading): its own Message-ID, In-Reply-To the
 * ticket's latest message, References the first and the latest ones, and `[#number]` in the
 * subject, so the reply comes back to the ticket whether a mail program keeps the headers or
 * only the subject.
 */
async function threadHeaders(
  executor: Executor,
  mail: NewMail,
  messageDomain: string,
): Promise<{ subject: string; messageId: string | null; headers?: Record<string, string> }> {
  if (!mail.ticket) return { subject: mail.subject, messageId: null, headers: mail.headers };
  const messageId = `<${randomUUID()}@${messageDomain}>`;
  const tag = `[#${mail.ticket.number}]`;
  const subject = mail.subject.includes(tag) ? mail.subject : `${tag} ${mail.subject}`;
  const thread = await ticketThread(executor, mail.ticket.id);
  const references =
    thread.length > REFERENCES_MAX ? [thread[0]!, ...thread.slice(-(REFERENCES_MAX - 1))] : thread;
  const headers: Record<string, string> = { ...mail.headers, 'Message-ID': messageId };
  if (references.length > 0) {
    headers['In-Reply-To'] = references[references.length - 1]!;
    headers.References = references.join(' ');
  }
  return { subject, messageId, headers };
}

/**
 * Writes a message (and its files) to the outbox in the caller's transaction; returns its id.
 * `messageDomain` is the right-hand side of the Message-IDs of ticket mail (the From's domain).
 */
export async function insertMail(
  executor: Executor,
  mail: NewMail,
  messageDomain = 'atiende.local',
): Promise<string> {
  const thread = await threadHeaders(executor, mail, messageDomain);
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: thread.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: thread.headers,
      ticketId: mail.ticket?.id,
      messageId: thread.messageId,
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
