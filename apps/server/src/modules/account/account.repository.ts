import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authSessions } from '../../db/schema/index';

/** The user's sessions that still work: not revoked, not expired. */
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

/** Revokes one of the user's own sessions; returns the ids revoked now (none if not theirs). */
export async function revokeOwnSession(
  executor: Executor,
  userId: string,
  sessionId: string,
): Promise<string[]> {
  const rows = await executor
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: 'signed_out_from_profile' })
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ id: authSessions.id });
  return rows.map((row) => row.id);
}

/** Revokes every session of the user but one (the one making the request). */
export async function revokeOtherSessions(
  executor: Executor,
  userId: string,
  keptSessionId: string,
  reason: string,
): Promise<string[]> {
  const rows = await executor
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        ne(authSessions.id, keptSessionId),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ id: authSessions.id });
  return rows.map((row) => row.id);
}
