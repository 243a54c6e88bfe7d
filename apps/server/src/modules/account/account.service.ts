import {
  accountMessages,
  type AccountSession,
  type ChangePasswordInput,
  type UpdateProfileInput,
  type User,
} from '@atiende/contracts';
import type { Db } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import type { SessionRevocations } from '../../platform/auth/session-revocations';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { hashPassword, verifyPassword } from '../../platform/hashing';
import {
  assertPasswordAllowed,
  findUserById,
  toUser,
  updateUserName,
  updateUserPassword,
} from '../users/index';
import {
  findActiveSessions,
  revokeSession as revokeStoredSession,
  revokeUserSessions,
} from '../auth/index';

type Deps = { db: Db; revocations: SessionRevocations; events: EventBus };

/**
 * Mi Perfil: a signed-in user's own name, password and sessions (docs/profile.md). Every
 * function acts on the caller's own account only: the ids come from the access token.
 */
export function createAccountService({ db, revocations, events }: Deps) {
  const revokeLocally = (ids: string[]) => {
    for (const id of ids) revocations.add(id);
  };

  async function activeUser(userId: string) {
    const user = await findUserById(db, userId);
    if (!user || !user.isActive) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  async function updateProfile(claims: AccessClaims, input: UpdateProfileInput): Promise<User> {
    await activeUser(claims.userId);
    const updated = await updateUserName(db, claims.userId, input.name);
    // Every instance's caches forget the old name (it becomes a ticket's contact and an author).
    events.publish('user.updated', { userId: claims.userId, fields: ['name'] });
    return toUser(updated);
  }

  /** The current password is checked; every other session ends (this one stays signed in). */
  async function changePassword(
    claims: AccessClaims,
    input: ChangePasswordInput,
  ): Promise<{ revoked: number }> {
    const user = await activeUser(claims.userId);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new AppError(
        'VALIDATION_FAILED',
        [{ field: 'currentPassword', message: accountMessages.password.wrongCurrent }],
        { message: accountMessages.password.wrongCurrent },
      );
    }
    assertPasswordAllowed(input.newPassword);
    const passwordHash = await hashPassword(input.newPassword);
    const revoked = await db.transaction(async (tx) => {
      await updateUserPassword(tx, user.id, passwordHash);
      return revokeUserSessions(tx, user.id, 'password_changed', claims.sessionId);
    });
    revokeLocally(revoked);
    return { revoked: revoked.length };
  }

  async function listSessions(claims: AccessClaims): Promise<AccountSession[]> {
    const rows = await findActiveSessions(db, claims.userId);
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      isCurrent: row.id === claims.sessionId,
    }));
  }

  /** 404 for a session that is not the caller's, exactly like one that does not exist. */
  async function revokeSession(claims: AccessClaims, sessionId: string): Promise<void> {
    const revoked = await revokeStoredSession(
      db,
      sessionId,
      'signed_out_from_profile',
      claims.userId,
    );
    if (revoked.length === 0) throw new AppError('SESSION_NOT_FOUND');
    revokeLocally(revoked);
  }

  async function revokeOtherSessions(claims: AccessClaims): Promise<{ revoked: number }> {
    const revoked = await revokeUserSessions(
      db,
      claims.userId,
      'signed_out_everywhere',
      claims.sessionId,
    );
    revokeLocally(revoked);
    return { revoked: revoked.length };
  }

  return { updateProfile, changePassword, listSessions, revokeSession, revokeOtherSessions };
}

export type AccountService = ReturnType<typeof createAccountService>;
