import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns';
import { userReference } from './user-references';

/**
 * The switches of /admin/development-control (docs/feature-flags.md): one row per flag an
 * administrator has touched; a flag without a row is on.
 */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  isEnabled: boolean('is_enabled').notNull(),
  updatedAt: updatedAtColumn(),
  updatedById: userReference('updated_by_id'),
});
