import { and, desc, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authSessions, passwordResetTokens, refreshTokens } from '../../db/schema/index';
import { findFirstRow } from '../../platform/first-row';

export async function insertSession(
  executor: Executor,
  session: { userId: string; ip: string | null; userAgent: string | null; expiresAt: Date },
) {
  const [row] = await executor.insert(authSessions).values(session).returning();
  return row!;
}

export function findSessionById(executor: Executor, id: string) {
  return findFirstRow(executor, authSessions, eq(authSessions.id, id));
}

export async function touchSession(executor: Executor, id: string): Promise<void> {
  await executor
    .update(authSessions)
    .set({ lastUsedAt: new Date() })
    .where(eq(authSessions.id, id));
}

/**
 * Revokes one session — only if it belongs to `ownerId` when one is given (Mi Perfil); returns
 * the ids actually revoked now.
 */
export function revokeSession(
  executor: Executor,
  id: string,
  reason: string,
  ownerId?: string,
): Promise<string[]> {
  const owned = ownerId ? eq(authSessions.userId, ownerId) : undefined;
  return revokeOpenSessions(executor, and(eq(authSessions.id, id), owned), reason);
}

/** Revokes every open session of the user, but `keptSessionId` when given (this device). */
export function revokeUserSessions(
  executor: Executor,
  userId: string,
  reason: string,
  keptSessionId?: string,
): Promise<string[]> {
  const kept = keptSessionId ? ne(authSessions.id, keptSessionId) : undefined;
  return revokeOpenSessions(executor, and(eq(authSessions.userId, userId), kept), reason);
}

/** Revokes the sessions matching `condition` that are still open; returns their ids. */
async function revokeOpenSessions(
  executor: Executor,
  condition: SQL | undefined,
  reason: string,
): Promise<string[]> {
  const rows = await executor
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(condition, isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.map((row) => row.id);
}

/** The user's sessions that still work: not revoked, not expired, the latest used first. */
export function findActiveSessions(executor: Executor, userId: string) {
  return executor
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      lastUsedAt: authSessions.lastUsedAt,
      ip: authSessions.ip,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.id));
}

export function findRecentlyRevokedSessionIds(executor: Executor, since: Date) {
  return executor
    .select({ id: authSessions.id, revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(gt(authSessions.revokedAt, since));
}

export async function insertRefreshToken(
  executor: Executor,
  token: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(refreshTokens).values(token);
}

/** Locks the token row so two refreshes of one token are decided one after the other. */
export function findRefreshTokenForUpdate(executor: Executor, tokenHash: string) {
  return findFirstRow(executor, refreshTokens, eq(refreshTokens.tokenHash, tokenHash), {
    forUpdate: true,
  });
}

export async function markRefreshTokenUsed(executor: Executor, id: string): Promise<void> {
  await executor.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

export async function insertResetToken(
  executor: Executor,
  token: { userId: string; tokenHash: string; expiresAt: Date; requestedIp: string | null },
): Promise<void> {
  await executor.insert(passwordResetTokens).values(token);
}

export function findResetTokenForUpdate(executor: Executor, tokenHash: string) {
  return findFirstRow(executor, passwordResetTokens, eq(passwordResetTokens.tokenHash, tokenHash), {
    forUpdate: true,
  });
}

/** Spends every unused reset token of a user (a new request or a completed reset). */
export async function useAllResetTokens(
  executor: Executor,
  userId: string,
  exceptId?: string,
): Promise<void> {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        exceptId ? ne(passwordResetTokens.id, exceptId) : undefined,
      ),
    );
}
