import { MAILBOX_POLL_STATUSES, MAILBOX_SECURITIES } from '@atiende/contracts/mailboxes';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps, timestamptz } from './columns';
import { departments } from './organisation';
import { userReference } from './user-references';

export const mailboxSecurityEnum = pgEnum('mailbox_security', MAILBOX_SECURITIES);
export const mailboxPollStatusEnum = pgEnum('mailbox_poll_status', MAILBOX_POLL_STATUSES);

/**
 * docs/email.md#mailboxes-imap: an IMAP mailbox polled for inbound e-mail. The password is
 * encrypted with the secret box (SECRETS_KEY). `uid_validity` and `last_uid` are the poller's
 * bookkeeping: only UIDs above `last_uid` in a folder of the same UIDVALIDITY are fetched, so a
 * message is never fetched twice.
 */
export const emailMailboxes = pgTable(
  'email_mailboxes',
  {
    id: idColumn(),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    security: mailboxSecurityEnum('security').notNull(),
    username: text('username').notNull(),
    passwordEncrypted: text('password_encrypted').notNull(),
    folder: text('folder').notNull().default('INBOX'),
    /** Handled messages are moved here; null: only marked \Seen. */
    processedFolder: text('processed_folder'),
    /** Department of the tickets its new messages open; null: the default department. */
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    lastPolledAt: timestamptz('last_polled_at'),
    lastPollStatus: mailboxPollStatusEnum('last_poll_status'),
    lastPollMessage: text('last_poll_message'),
    uidValidity: bigint('uid_validity', { mode: 'bigint' }),
    lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
    /** A poll holds the mailbox until then (an occurrence running long never overlaps the next). */
    pollLeaseUntil: timestamptz('poll_lease_until'),
    createdById: userReference('created_by_id'),
    updatedById: userReference('updated_by_id'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('email_mailboxes_name_key').on(sql`lower(${table.name})`)],
);

export type EmailMailboxRow = typeof emailMailboxes.$inferSelect;
