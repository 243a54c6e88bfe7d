import type { ForgotPasswordInput, ResetPasswordInput } from '@atiende/contracts';
import { AppError } from '../../platform/errors';
import { generateOpaqueToken, hashOpaqueToken, hashPassword } from '../../platform/hashing';
import {
  assertPasswordAllowed,
  findUserByEmail,
  findUserById,
  updateUserPassword,
} from '../users/index';
import * as repository from './auth.repository';
import { revokeLocally, type AuthContext, type RequestMeta } from './auth-sessions';
import { buildResetPasswordEmail } from './reset-password-email';

/** Same answer for known and unknown e-mails (docs/conventions.md#security). */
export async function forgotPassword(
  {
    config,
    db,
    limiter,
    mailer,
    templates,
  }: Pick<AuthContext, 'config' | 'db' | 'limiter' | 'mailer' | 'templates'>,
  input: ForgotPasswordInput,
  meta: RequestMeta,
): Promise<void> {
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
  const email = buildResetPasswordEmail(await templates.parts('passwordReset'), user.name, link);
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
export async function resetPassword(
  ctx: Pick<AuthContext, 'db' | 'revocations'>,
  input: ResetPasswordInput,
): Promise<void> {
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const revoked = await ctx.db.transaction(async (tx) => {
    const token = await repository.findResetTokenForUpdate(tx, hashOpaqueToken(input.token));
    if (!token || token.usedAt || token.expiresAt.getTime() <= Date.now()) return undefined;
    const user = await findUserById(tx, token.userId);
    if (!user || !user.isActive) return undefined;
    await updateUserPassword(tx, user.id, passwordHash);
    await repository.useAllResetTokens(tx, user.id);
    return repository.revokeUserSessions(tx, user.id, 'password_reset');
  });
  if (!revoked) throw new AppError('INVALID_RESET_TOKEN');
  revokeLocally(ctx, revoked);
}
