import type { ApiKeyScope } from '@atiende/contracts/api-keys';
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, timestamptz } from './columns';
import { userReference } from './user-references';

/**
 * API keys (docs/api-keys.md#keys): the secret is shown once and only its SHA-256 is kept; the
 * prefix is what the page shows. A key acts as the administrator who created it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    lastUsedAt: timestamptz('last_used_at'),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    createdById: userReference('created_by_id'),
    ...timestamps(),
  },
  (table) => [index('api_keys_created_idx').on(table.createdAt)],
);

/**
 * docs/api-keys.md#rate-limit-and-audit: one row per key and minute of use, counting its
 * requests. The same row is the per-key limit (shared by every instance) and the usage figures.
 */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    minute: timestamptz('minute').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.apiKeyId, table.minute] })],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
