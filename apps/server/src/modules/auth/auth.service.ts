import { auditMessages, fieldMessages } from '@atiende/contracts';
import type {
  AuthResponse,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  User,
} from '@atiende/contracts';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { AttemptLimiter } from '../../platform/attempt-limiter';
import type { AccessClaims, AccessTokens } from '../../platform/auth/access-tokens';
import type { SessionRevocations } from '../../platform/auth/session-revocations';
import { AppError } from '../../platform/errors';
import {
  generateOpaqueToken,
  hashOpaqueToken,
  hashPassword,
  verifyPassword,
} from '../../platform/hashing';
import type { Mailer } from '../../platform/mail/mailer';
import {
  assertPasswordAllowed,
  findUserByEmail,
  findUserById,
  insertUser,
  toUser,
  touchLastLogin,
  updateUserPassword,
} from '../users/index';
import { recordAudit, type AuditContext } from '../audit/index';
import * as repository from './auth.repository';
import { buildResetPasswordEmail } from './reset-password-email';

export type RequestMeta = { ip: string; userAgent: string | null; requestId?: string };

/** The audit entry's context for a sign-in event (issue 4): who, from where. */
function auditContext(meta: RequestMeta, user?: Pick<UserRow, 'id' | 'role'>): AuditContext {
  return {
    actorId: user?.id ?? null,
    actorRole: user?.role ?? null,
    ip: meta.ip,
    userAgent: meta.userAgent,
    requestId: meta.requestId ?? null,
  };
}
export type SessionResult = AuthResponse & { refreshToken: string; refreshExpiresAt: Date };

type Deps = {
  config: Config;
  db: Db;
  tokens: AccessTokens;
  revocations: SessionRevocations;
  limiter: AttemptLimiter;
  mailer: Mailer;
};

const DAY_MS = 86_400_000;

export function createAuthService({ config, db, tokens, revocations, limiter, mailer }: Deps) {
  const refreshTtlMs = config.auth.refreshTokenTtlDays * DAY_MS;
  const loginWindowMs = config.rateLimits.loginWindowMinutes * 60_000;
  let timingHash: Promise<string> | undefined;

  async function issueRefreshToken(executor: Executor, sessionId: string) {
    const refreshToken = generateOpaqueToken();
    const refreshExpiresAt = new Date(Date.now() + refreshTtlMs);
    await repository.insertRefreshToken(executor, {
      sessionId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: refreshExpiresAt,
    });
    return { refreshToken, refreshExpiresAt };
  }

  async function startSession(
    executor: Executor,
    user: UserRow,
    meta: RequestMeta,
  ): Promise<SessionResult> {
    const session = await repository.insertSession(executor, {
      userId: user.id,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      expiresAt: new Date(Date.now() + refreshTtlMs),
    });
    const refresh = await issueRefreshToken(executor, session.id);
    const accessToken = await tokens.sign({
      userId: user.id,
      role: user.role,
      sessionId: session.id,
    });
    return { accessToken, user: toUser(user), ...refresh };
  }

  function revokeLocally(sessionIds: string[]): void {
    for (const id of sessionIds) revocations.add(id);
  }

  async function login(input: LoginInput, meta: RequestMeta): Promise<SessionResult> {
    // Counted per account and address, plus a wider per-address cap against password spraying.
    const pairKey = `login:${meta.ip}:${input.email}`;
    const addressKey = `login-ip:${meta.ip}`;
    const limit = config.rateLimits.loginFailures;
    const [pair, address] = await Promise.all([limiter.count(pairKey), limiter.count(addressKey)]);
    if (pair.count >= limit || address.count >= limit * 5) {
      const retryAfter = Math.max(pair.retryAfterSeconds, address.retryAfterSeconds, 1);
      throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', undefined, {
        headers: { 'retry-after': String(retryAfter) },
      });
    }
    const user = await findUserByEmail(db, input.email);
    // Unknown e-mails cost one hash check too, so timing does not reveal which accounts exist.
    timingHash ??= hashPassword('timing-equaliser-password');
    const passwordMatches = await verifyPassword(
      user?.passwordHash ?? (await timingHash),
      input.password,
    );
    if (!user || !passwordMatches || !user.isActive) {
      const reason = !user || !passwordMatches ? 'INVALID_CREDENTIALS' : 'ACCOUNT_DISABLED';
      // Not signed in, so no actor; the account tried (when it exists) is the entity.
      await recordAudit(db, {
        context: auditContext(meta),
        action: 'LOGIN_FAILED',
        entityType: 'USER',
        entityId: user?.id ?? null,
        severity: 'WARNING',
        details: { email: input.email, reason },
        message: auditMessages.entries.loginFailed(input.email),
      });
    }
    if (!user || !passwordMatches) {
      await Promise.all([
        limiter.hit(pairKey, loginWindowMs),
        limiter.hit(addressKey, loginWindowMs),
      ]);
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (!user.isActive) throw new AppError('ACCOUNT_DISABLED');
    await limiter.reset(pairKey);
    return db.transaction(async (tx) => {
      await touchLastLogin(tx, user.id);
      await recordAudit(tx, {
        context: auditContext(meta, user),
        action: 'LOGIN_SUCCEEDED',
        entityType: 'USER',
        entityId: user.id,
        message: auditMessages.entries.loginSucceeded(user.email),
      });
      return startSession(tx, user, meta);
    });
  }

  /** Always a CLIENT: the schema drops any role in the body (docs/conventions.md#security). */
  async function register(input: RegisterInput, meta: RequestMeta): Promise<SessionResult> {
    assertPasswordAllowed(input.password);
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        role: 'CLIENT',
      });
      if (!user) {
        throw new AppError('EMAIL_TAKEN', [{ field: 'email', message: fieldMessages.emailTaken }]);
      }
      await touchLastLogin(tx, user.id);
      return startSession(tx, user, meta);
    });
  }

  /**
   * Rotation with reuse detection: each refresh token works once. Presenting a used one again
   * revokes its whole family (the session) — except within a few seconds of its rotation, when
   * two tabs refreshing at once are the likely cause, not theft.
   */
  async function refresh(refreshToken: string | undefined): Promise<SessionResult> {
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
      const next = await issueRefreshToken(tx, session.id);
      const accessToken = await tokens.sign({
        userId: user.id,
        role: user.role,
        sessionId: session.id,
      });
      return { kind: 'ok' as const, result: { accessToken, user: toUser(user), ...next } };
    });
    if (outcome.kind === 'reused') {
      revokeLocally(outcome.revoked);
      throw new AppError('REFRESH_TOKEN_REUSED');
    }
    if (outcome.kind === 'invalid') throw new AppError('INVALID_REFRESH_TOKEN');
    return outcome.result;
  }

  async function logout(claims: AccessClaims, meta?: RequestMeta): Promise<void> {
    const revoked = await db.transaction(async (tx) => {
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
    revokeLocally(revoked.length > 0 ? revoked : [claims.sessionId]);
  }

  async function me(claims: AccessClaims): Promise<User> {
    const user = await findUserById(db, claims.userId);
    if (!user || !user.isActive) throw new AppError('UNAUTHENTICATED');
    return toUser(user);
  }

  /** Same answer for known and unknown e-mails (docs/conventions.md#security). */
  async function forgotPassword(input: ForgotPasswordInput, meta: RequestMeta): Promise<void> {
    const key = `forgot:${input.email}`;
    const { count, retryAfterSeconds } = await limiter.count(key);
    if (count >= config.rateLimits.forgotPasswordPerHour) {
      throw new AppError('TOO_MANY_RESET_REQUESTS', undefined, {
        headers: { 'retry-after': String(Math.max(retryAfterSeconds, 1)) },
      });
    }
    await limiter.hit(key, 3_600_000);
    const user = await findUserByEmail(db, input.email);
    if (!user || !user.isActive) return;
    const token = generateOpaqueToken();
    // Links come from PUBLIC_URL, never from request headers (docs/conventions.md#security).
    const link = `${config.publicUrl}/reset-password/${token}`;
    const email = buildResetPasswordEmail(user.name, link);
    await db.transaction(async (tx) => {
      await repository.useAllResetTokens(tx, user.id);
      await repository.insertResetToken(tx, {
        userId: user.id,
        tokenHash: hashOpaqueToken(token),
        expiresAt: new Date(Date.now() + config.auth.resetTokenTtlMinutes * 60_000),
        requestedIp: meta.ip,
      });
      await mailer.enqueue(tx, { kind: 'password_reset', to: user.email, ...email });
    });
    void mailer.flush();
  }

  /** Single use: the token and every other pending one are spent; all sessions end. */
  async function resetPassword(input: ResetPasswordInput): Promise<void> {
    assertPasswordAllowed(input.password);
    const passwordHash = await hashPassword(input.password);
    const revoked = await db.transaction(async (tx) => {
      const token = await repository.findResetTokenForUpdate(tx, hashOpaqueToken(input.token));
      if (!token || token.usedAt || token.expiresAt.getTime() <= Date.now()) return undefined;
      const user = await findUserById(tx, token.userId);
      if (!user || !user.isActive) return undefined;
      await updateUserPassword(tx, user.id, passwordHash);
      await repository.useAllResetTokens(tx, user.id);
      return repository.revokeUserSessions(tx, user.id, 'password_reset');
    });
    if (!revoked) throw new AppError('INVALID_RESET_TOKEN');
    revokeLocally(revoked);
  }

  /** Fills the revocation cache at start with sessions whose access tokens may still live. */
  async function loadRevocations(): Promise<void> {
    const since = new Date(Date.now() - config.auth.accessTokenTtlSeconds * 1000);
    for (const row of await repository.findRecentlyRevokedSessionIds(db, since)) {
      if (row.revokedAt) revocations.add(row.id, row.revokedAt);
    }
  }

  return { login, register, refresh, logout, me, forgotPassword, resetPassword, loadRevocations };
}

export type AuthService = ReturnType<typeof createAuthService>;
