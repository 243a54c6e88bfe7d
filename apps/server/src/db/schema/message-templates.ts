import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns';
import { userReference } from './user-references';

/**
 * The edited copies of the messages Atiende sends (docs/templates.md): one row per template an
 * administrator saved; a template without a row uses its default from the registry. `parts`
 * holds every part of the template (subject, text, html, and title/message for notifications).
 */
export const messageTemplates = pgTable('message_templates', {
  key: text('key').primaryKey(),
  parts: jsonb('parts').$type<Record<string, string>>().notNull(),
  updatedAt: updatedAtColumn(),
  updatedById: userReference('updated_by_id'),
});

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
