import type { EmailCounts, EmailStats, FailedEmail } from '@atiende/contracts/email';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { selectRows, type Db, type Executor } from '../../../db/client';
import { mailOutbox } from '../../../db/schema/index';

/**
 * The outbox read for /admin/email-config (docs/email.md#stats-and-failures): figures by Lima day
 * of when each message was written, the permanently failed messages, and putting one back in
 * the queue.
 */

const limaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' });

/** Every Lima day of [from, to), oldest first. */
export function limaDaysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  // Lima has no daylight saving time: its days are 24 h long.
  for (let at = from.getTime(); at < to.getTime(); at += 86_400_000) {
    days.push(limaDay.format(new Date(at)));
  }
  return [...new Set(days)];
}

type CountRow = { day: string; sent: number; failed: number; queued: number; logged: number };

export async function emailStats(
  db: Executor,
  range: { from: Date; to: Date },
): Promise<Omit<EmailStats, 'range'>> {
  const rows = await selectRows<CountRow>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE 'America/Lima', 'YYYY-MM-DD') AS day,
  count(*) FILTER (WHERE status = 'SENT')::int AS sent,
  count(*) FILTER (WHERE status = 'FAILED')::int AS failed,
  count(*) FILTER (WHERE status IN ('PENDING', 'SENDING'))::int AS queued,
  count(*) FILTER (WHERE status = 'LOGGED')::int AS logged
FROM mail_outbox
WHERE created_at >= ${range.from.toISOString()}::timestamptz
  AND created_at < ${range.to.toISOString()}::timestamptz
GROUP BY 1`,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const zero: EmailCounts = { sent: 0, failed: 0, queued: 0, logged: 0 };
  const days = limaDaysOf(range.from, range.to).map((day) => {
    const row = byDay.get(day);
    return row
      ? {
          day,
          sent: Number(row.sent),
          failed: Number(row.failed),
          queued: Number(row.queued),
          logged: Number(row.logged),
        }
      : { day, ...zero };
  });
  const totals = days.reduce<EmailCounts>(
    (sum, item) => ({
      sent: sum.sent + item.sent,
      failed: sum.failed + item.failed,
      queued: sum.queued + item.queued,
      logged: sum.logged + item.logged,
    }),
    zero,
  );
  return { totals, days };
}

export async function listFailedEmails(
  db: Db,
  page: number,
  limit: number,
): Promise<{ items: FailedEmail[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        lastError: mailOutbox.lastError,
        attempts: mailOutbox.attempts,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'FAILED'))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'FAILED')),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.value ?? 0,
  };
}

export function findMail(executor: Executor, id: string) {
  return executor
    .select({ id: mailOutbox.id, status: mailOutbox.status, to: mailOutbox.toAddress })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .then((rows) => rows[0]);
}

/**
 * A failed message back in the queue as if just written: attempts from zero and its five days of
 * retries from now (so it counts on the day it was resent). Only a FAILED one: true when it was.
 */
export async function requeueFailedMail(executor: Executor, id: string): Promise<boolean> {
  const rows = await executor
    .update(mailOutbox)
    .set({
      status: 'PENDING',
      attempts: 0,
      lastError: null,
      nextAttemptAt: sql`now()`,
      createdAt: sql`now()`,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'FAILED')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
