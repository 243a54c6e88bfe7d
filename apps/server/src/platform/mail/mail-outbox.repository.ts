import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { mailOutbox, type MailRow } from '../../db/schema/index';

export type NewMail = { kind: string; to: string; subject: string; text: string; html?: string };

export function insertMail(executor: Executor, mail: NewMail): Promise<void> {
  return executor
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })
    .then(() => undefined);
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
