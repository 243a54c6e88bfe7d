import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { ownerUserIdColumn } from './user-references';

/**
 * A sign-in session: one refresh-token family. Access tokens carry its id (`sid`), so revoking
 * the session ends them too (docs/conventions.md#security).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: idColumn(),
    userId: ownerUserIdColumn(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('auth_sessions_user_idx').on(table.userId),
    index('auth_sessions_revoked_idx').on(table.revokedAt),
  ],
);

/** Refresh tokens, stored as SHA-256 hashes; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

/** Single-use, short-lived password reset tokens, hashed at rest (docs/conventions.md#security). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: ownerUserIdColumn(),
    tokenHash: text('token_hash').notNull(),
    requestedIp: text('requested_ip'),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);
