import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns';

export const MAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'LOGGED', 'FAILED'] as const;
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);

/**
 * Outbox of e-mails (docs/conventions.md#reliability): written in the transaction that causes them
 * and sent after commit. Without SMTP, a message is written to the server log and kept here as
 * LOGGED.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: mailStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

export type MailRow = typeof mailOutbox.$inferSelect;
