import { auditMessages } from '@atiende/contracts';
import type { AuthResponse, User } from '@atiende/contracts';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { AttemptLimiter } from '../../platform/attempt-limiter';
import type { AccessClaims, AccessTokens } from '../../platform/auth/access-tokens';
import type { SessionRevocations } from '../../platform/auth/session-revocations';
import { AppError } from '../../platform/errors';
import { generateOpaqueToken, hashOpaqueToken } from '../../platform/hashing';
import type { TemplateStore } from '../templates/index';
import type { Mailer } from '../../platform/mail/mailer';
import { findUserById, toUser } from '../users/index';
import { recordAudit, type AuditContext } from '../audit/index';
import * as repository from './auth.repository';

export type RequestMeta = { ip: string; userAgent: string | null; requestId?: string };

/** The audit entry's context for a sign-in event (issue 4): who, from where. */
export function auditContext(meta: RequestMeta, user?: Pick<UserRow, 'id' | 'role'>): AuditContext {
  return {
    actorId: user?.id ?? null,
    actorRole: user?.role ?? null,
    ip: meta.ip,
    userAgent: meta.userAgent,
    requestId: meta.requestId ?? null,
  };
}
export type SessionResult = AuthResponse & { refreshToken: string; refreshExpiresAt: Date };

export type AuthDeps = {
  config: Config;
  db: Db;
  tokens: AccessTokens;
  revocations: SessionRevocations;
  limiter: AttemptLimiter;
  mailer: Mailer;
  /** The reset e-mail's text (docs/templates.md). */
  templates: Pick<TemplateStore, 'parts'>;
};

/** The service's dependencies plus what it derives from them once, shared by its operations. */
export type AuthContext = AuthDeps & {
  refreshTtlMs: number;
  loginWindowMs: number;
  timing: { hash?: Promise<string> };
};

export async function issueRefreshToken(
  { refreshTtlMs }: Pick<AuthContext, 'refreshTtlMs'>,
  executor: Executor,
  sessionId: string,
) {
  const refreshToken = generateOpaqueToken();
  const refreshExpiresAt = new Date(Date.now() + refreshTtlMs);
  await repository.insertRefreshToken(executor, {
    sessionId,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  return { refreshToken, refreshExpiresAt };
}

export async function startSession(
  ctx: Pick<AuthContext, 'refreshTtlMs' | 'tokens'>,
  executor: Executor,
  user: UserRow,
  meta: RequestMeta,
): Promise<SessionResult> {
  const { refreshTtlMs, tokens } = ctx;
  const session = await repository.insertSession(executor, {
    userId: user.id,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    expiresAt: new Date(Date.now() + refreshTtlMs),
  });
  const refresh = await issueRefreshToken(ctx, executor, session.id);
  const accessToken = await tokens.sign({
    userId: user.id,
    role: user.role,
    sessionId: session.id,
  });
  return { accessToken, user: toUser(user), ...refresh };
}

export function revokeLocally(
  { revocations }: Pick<AuthContext, 'revocations'>,
  sessionIds: string[],
): void {
  for (const id of sessionIds) revocations.add(id);
}

/**
 * Rotation with reuse detection: each refresh token works once. Presenting a used one again
 * revokes its whole family (the session) — except within a few seconds of its rotation, when
 * two tabs refreshing at once are the likely cause, not theft.
 */
export async function refresh(
  ctx: AuthContext,
  refreshToken: string | undefined,
): Promise<SessionResult> {
  const { config, db, tokens } = ctx;
  if (!refreshToken) throw new AppError('INVALID_REFRESH_TOKEN');
  const outcome = await db.transaction(async (tx) => {
    const token = await repository.findRefreshTokenForUpdate(tx, hashOpaqueToken(refreshToken));
    if (!token) return { kind: 'invalid' as const };
    const session = await repository.findSessionById(tx, token.sessionId);
    const now = Date.now();
    if (
      !session ||
      session.revokedAt ||
      session.expiresAt.getTime() <= now ||
      token.expiresAt.getTime() <= now
    ) {
      return { kind: 'invalid' as const };
    }
    if (
      token.usedAt &&
      now - token.usedAt.getTime() > config.auth.refreshReuseGraceSeconds * 1000
    ) {
      const revoked = await repository.revokeSession(tx, session.id, 'refresh_token_reuse');
      return { kind: 'reused' as const, revoked, userId: session.userId };
    }
    const user = await findUserById(tx, session.userId);
    if (!user || !user.isActive) {
      return { kind: 'invalid' as const };
    }
    if (!token.usedAt) await repository.markRefreshTokenUsed(tx, token.id);
    await repository.touchSession(tx, session.id);
    const next = await issueRefreshToken(ctx, tx, session.id);
    const accessToken = await tokens.sign({
      userId: user.id,
      role: user.role,
      sessionId: session.id,
    });
    return { kind: 'ok' as const, result: { accessToken, user: toUser(user), ...next } };
  });
  if (outcome.kind === 'reused') {
    revokeLocally(ctx, outcome.revoked);
    throw new AppError('REFRESH_TOKEN_REUSED');
  }
  if (outcome.kind === 'invalid') throw new AppError('INVALID_REFRESH_TOKEN');
  return outcome.result;
}

export async function logout(
  ctx: Pick<AuthContext, 'db' | 'revocations'>,
  claims: AccessClaims,
  meta?: RequestMeta,
): Promise<void> {
  const revoked = await ctx.db.transaction(async (tx) => {
    const sessions = await repository.revokeSession(tx, claims.sessionId, 'logout');
    if (meta) {
      await recordAudit(tx, {
        context: auditContext(meta, { id: claims.userId, role: claims.role }),
        action: 'LOGOUT',
        entityType: 'USER',
        entityId: claims.userId,
        message: auditMessages.entries.logout,
      });
    }
    return sessions;
  });
  revokeLocally(ctx, revoked.length > 0 ? revoked : [claims.sessionId]);
}

export async function me({ db }: Pick<AuthContext, 'db'>, claims: AccessClaims): Promise<User> {
  const user = await findUserById(db, claims.userId);
  if (!user || !user.isActive) throw new AppError('UNAUTHENTICATED');
  return toUser(user);
}

/** Fills the revocation cache at start with sessions whose access tokens may still live. */
export async function loadRevocations({
  config,
  db,
  revocations,
}: Pick<AuthContext, 'config' | 'db' | 'revocations'>): Promise<void> {
  const since = new Date(Date.now() - config.auth.accessTokenTtlSeconds * 1000);
  for (const row of await repository.findRecentlyRevokedSessionIds(db, since)) {
    if (row.revokedAt) revocations.add(row.id, row.revokedAt);
  }
}
