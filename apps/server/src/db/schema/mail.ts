import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'LOGGED', 'FAILED'] as const;
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);

/**
 * Outbox of e-mails (DESIGN §8): written in the transaction that causes them and sent after
 * commit. Without SMTP, a message is written to the server log and kept here as LOGGED.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: mailStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

export type MailRow = typeof mailOutbox.$inferSelect;
