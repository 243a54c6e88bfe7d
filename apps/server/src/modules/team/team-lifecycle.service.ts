import {
  teamMessages,
  type AdminResetPasswordInput,
  type TeamMember,
  type UserDeletion,
} from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/hashing';
import { auditEntityChange, recordAudit, type AuditContext } from '../audit/index';
import { revokeUserSessions } from '../auth/index';
import { assertPasswordAllowed, deleteUserById, updateUserById } from '../users/index';
import {
  auditSnapshot,
  invalidField,
  loadManageable,
  loadMember,
  type Caller,
  type TeamServiceDeps,
} from './team-access';
import { hasHistory, lockActiveAdminIds } from './team.repository';

/*
 * Deactivation, reactivation, deletion and password resets (docs/team.md). Deactivating ends
 * the person's sessions in the database and, through `revocations`, their live access tokens
 * and WebSockets on every instance (docs/realtime.md).
 */

const text = teamMessages.audit;

export type ResetMeta = { ip: string; userAgent: string | null; requestId?: string };

/** Refuses to leave the product without an active administrator (issue 6). */
export async function assertNotLastAdmin(executor: Executor, userId: string): Promise<void> {
  const admins = await lockActiveAdminIds(executor);
  if (admins.includes(userId) && admins.length <= 1) throw new AppError('LAST_ADMIN');
}

/** Inside the caller's transaction: the flag, the sessions and the audit entry. */
export async function applyActive(
  executor: Executor,
  member: TeamMember,
  isActive: boolean,
  audit: AuditContext,
): Promise<string[]> {
  await updateUserById(executor, member.id, {
    isActive,
    deactivatedAt: isActive ? null : new Date(),
  });
  const revoked = isActive ? [] : await revokeUserSessions(executor, member.id, 'deactivated');
  await recordAudit(executor, {
    context: audit,
    action: isActive ? 'USER_REACTIVATED' : 'USER_DEACTIVATED',
    entityType: 'USER',
    entityId: member.id,
    before: { isActive: member.isActive },
    after: { isActive },
    details: isActive ? undefined : { sessionsClosed: revoked.length },
    severity: isActive ? 'INFO' : 'WARNING',
    message: isActive ? text.reactivated(member.email) : text.deactivated(member.email),
  });
  return revoked;
}

function closeSessions(deps: TeamServiceDeps, revoked: string[]): void {
  for (const sessionId of revoked) deps.revocations.add(sessionId);
}

export async function setActive(
  deps: TeamServiceDeps,
  caller: Caller,
  id: string,
  isActive: boolean,
  audit: AuditContext,
): Promise<TeamMember> {
  const member = await loadManageable(deps.db, id, caller);
  if (!isActive && id === caller.userId) throw new AppError('SELF_DEACTIVATION');
  if (member.isActive === isActive) return member;
  const revoked = await deps.db.transaction(async (tx) => {
    if (!isActive && member.role === 'ADMIN') await assertNotLastAdmin(tx, id);
    return applyActive(tx, member, isActive, audit);
  });
  closeSessions(deps, revoked);
  deps.events.publish('user.updated', { userId: id, fields: ['isActive'] });
  return loadMember(deps.db, id, caller);
}

/** A person with history is deactivated instead, and the answer says so. */
export async function removeMember(
  deps: TeamServiceDeps,
  caller: Caller,
  id: string,
  audit: AuditContext,
): Promise<UserDeletion> {
  const member = await loadManageable(deps.db, id, caller);
  if (id === caller.userId) throw new AppError('SELF_DEACTIVATION');
  const outcome = await deps.db.transaction(async (tx) => {
    if (member.role === 'ADMIN' && member.isActive) await assertNotLastAdmin(tx, id);
    if (await hasHistory(tx, id)) {
      const revoked = member.isActive ? await applyActive(tx, member, false, audit) : [];
      return { kind: 'DEACTIVATED' as const, revoked };
    }
    // Revoked first: their ids are needed to end live tokens once the rows are gone.
    const revoked = await revokeUserSessions(tx, id, 'deleted');
    await deleteUserById(tx, id);
    await auditEntityChange(tx, audit, 'USER', id, {
      action: 'USER_DELETED',
      before: auditSnapshot(member),
      severity: 'WARNING',
      message: text.deleted(member.email),
    });
    return { kind: 'DELETED' as const, revoked };
  });
  closeSessions(deps, outcome.revoked);
  if (outcome.kind === 'DELETED') {
    deps.events.publish('user.deleted', { userId: id });
    return { outcome: 'DELETED', message: teamMessages.deletion.deleted };
  }
  deps.events.publish('user.updated', { userId: id, fields: ['isActive'] });
  return { outcome: 'DEACTIVATED', message: teamMessages.deletion.deactivated };
}

/** A new password typed by the caller (sessions end), or a reset link by e-mail. */
export async function resetPassword(
  deps: TeamServiceDeps,
  caller: Caller,
  id: string,
  input: AdminResetPasswordInput,
  audit: AuditContext,
  meta: ResetMeta,
): Promise<{ message: string }> {
  const member = await loadManageable(deps.db, id, caller);
  if (input.mode === 'email') {
    if (!member.isActive) {
      throw invalidField('mode', teamMessages.validation.inactiveResetLink);
    }
    await deps.sendPasswordResetLink(member.email, meta);
    await recordAudit(deps.db, {
      context: audit,
      action: 'USER_PASSWORD_RESET_BY_ADMIN',
      entityType: 'USER',
      entityId: id,
      details: { mode: 'email' },
      message: text.resetLinkSent(member.email),
    });
    return { message: teamMessages.passwordReset.linkSent };
  }
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const revoked = await deps.db.transaction(async (tx) => {
    await updateUserById(tx, id, { passwordHash, passwordChangedAt: new Date() });
    const sessions = await revokeUserSessions(tx, id, 'password_reset_by_admin');
    await auditEntityChange(tx, audit, 'USER', id, {
      action: 'USER_PASSWORD_RESET_BY_ADMIN',
      details: { mode: 'password', sessionsClosed: sessions.length },
      severity: 'WARNING',
      message: text.passwordReset(member.email),
    });
    return sessions;
  });
  closeSessions(deps, revoked);
  deps.events.publish('user.updated', { userId: id, fields: ['password'] });
  return { message: teamMessages.passwordReset.passwordSet };
}
