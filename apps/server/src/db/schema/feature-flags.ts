import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The switches of /admin/development-control (docs/feature-flags.md): one row per flag an
 * administrator has touched; a flag without a row is on.
 */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  isEnabled: boolean('is_enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
});
