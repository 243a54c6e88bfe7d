import {
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** Extra headers (`List-Unsubscribe`…), by name. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** docs/email.md#threading: the ticket a message is about, and the Message-ID it was sent with. */
    ticketId: uuid('ticket_id'),
    messageId: text('message_id'),
    status: mailStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_message_id_idx').on(table.messageId),
    index('mail_outbox_ticket_idx').on(table.ticketId, table.createdAt),
    // docs/email.md#stats-and-failures: the figures by day of a period.
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files sent with an outbox message (a scheduled report's PDF or XLSX), written in the same
 * transaction as the message and deleted with it.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: idColumn(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('mail_attachments_mail_idx').on(table.mailId)],
);
