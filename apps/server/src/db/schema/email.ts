import { boolean, integer, smallint, pgTable, text, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './columns';
import { userReference } from './user-references';

/**
 * docs/email.md#settings: the outbound SMTP settings, one row, written by administrators on
 * /admin/email-config. The password is encrypted with SECRETS_KEY (platform/secret-box.ts) and
 * never sent back. Environment variables (SMTP_*) win over every field they set.
 */
export const emailSettings = pgTable(
  'email_settings',
  {
    id: smallint('id').primaryKey().default(1),
    host: text('host'),
    port: integer('port').notNull().default(587),
    secure: boolean('secure').notNull().default(false),
    ignoreTls: boolean('ignore_tls').notNull().default(false),
    username: text('username'),
    passwordEncrypted: text('password_encrypted'),
    fromAddress: text('from_address'),
    fromName: text('from_name'),
    updatedById: userReference('updated_by_id'),
    updatedAt: timestamptz('updated_at'),
  },
  (table) => [check('email_settings_one_row', sql`${table.id} = 1`)],
);

export type EmailSettingsRow = typeof emailSettings.$inferSelect;
