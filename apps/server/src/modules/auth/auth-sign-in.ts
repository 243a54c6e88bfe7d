import { auditMessages, fieldMessages } from '@atiende/contracts';
import type { LoginInput, RegisterInput } from '@atiende/contracts';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/hashing';
import { assertPasswordAllowed, findUserByEmail, insertUser, touchLastLogin } from '../users/index';
import { recordAudit } from '../audit/index';
import {
  auditContext,
  startSession,
  type AuthContext,
  type RequestMeta,
  type SessionResult,
} from './auth-sessions';

export async function login(
  ctx: AuthContext,
  input: LoginInput,
  meta: RequestMeta,
): Promise<SessionResult> {
  const { config, db, limiter, loginWindowMs, timing } = ctx;
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
  timing.hash ??= hashPassword('timing-equaliser-password');
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await timing.hash),
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
    return startSession(ctx, tx, user, meta);
  });
}

/** Always a CLIENT: the schema drops any role in the body (docs/conventions.md#security). */
export async function register(
  ctx: AuthContext,
  input: RegisterInput,
  meta: RequestMeta,
): Promise<SessionResult> {
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
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
    return startSession(ctx, tx, user, meta);
  });
}
