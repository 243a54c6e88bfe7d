import { INBOUND_MESSAGE_STATUSES } from '@atiende/contracts';
import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { departments } from './organisation';
import { tickets } from './tickets';
import { userReference } from './user-references';

export const inboundMessageStatusEnum = pgEnum('inbound_message_status', INBOUND_MESSAGE_STATUSES);

/** A file of a held message, already in the attachments store, waiting for staff's decision. */
export type HeldAttachment = {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
};

/**
 * docs/email.md#inbound: every message taken in, once per Message-ID (the unique index makes
 * the same message delivered twice — a retried webhook, a re-polled mailbox — one ticket).
 * Held messages keep their text, sanitised HTML and files here until staff accept or discard them.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: idColumn(),
    messageId: text('message_id').notNull().unique(),
    source: text('source').notNull(),
    /** The IMAP mailbox it came from (docs/email.md#mailboxes-imap); null for the webhook. */
    mailboxId: uuid('mailbox_id'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    toAddresses: jsonb('to_addresses').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull().default(''),
    /** The new text of the message: quoted history and signature trimmed. */
    textBody: text('text_body').notNull().default(''),
    /** The HTML part, sanitised (no scripts, no remote images). */
    htmlBody: text('html_body'),
    /** Message-IDs this one answers (In-Reply-To then References), for threading. */
    references: jsonb('references').$type<string[]>().notNull().default([]),
    status: inboundMessageStatusEnum('status').notNull(),
    /** Why it was ignored or held. */
    reason: text('reason'),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id'),
    attachments: jsonb('attachments').$type<HeldAttachment[]>().notNull().default([]),
    decidedById: userReference('decided_by_id'),
    decidedAt: timestamptz('decided_at'),
    receivedAt: createdAtColumn(),
  },
  (table) => [
    index('inbound_messages_sender_idx').on(table.fromAddress, table.receivedAt),
    index('inbound_messages_ticket_idx').on(table.ticketId, table.status),
    index('inbound_messages_status_idx').on(table.status, table.receivedAt),
  ],
);

export type InboundMessageRow = typeof inboundMessages.$inferSelect;

/**
 * docs/email.md#webhook: the inbound settings, one row (`id = 'default'`): the webhook's signing
 * secret (encrypted with the secret box) and the department of new tickets when no mailbox or
 * address names one.
 */
export const inboundEmailSettings = pgTable('inbound_email_settings', {
  id: text('id').primaryKey().default('default'),
  signingSecret: text('signing_secret').notNull(),
  defaultDepartmentId: uuid('default_department_id').references(() => departments.id, {
    onDelete: 'set null',
  }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedById: userReference('updated_by_id'),
});
