import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AttemptLimiter } from '../../platform/attempt-limiter';
import { verifyPassword } from '../../platform/hashing';
import { findUserById } from '../users/index';

export type PasswordConfirmation =
  | { outcome: 'confirmed' }
  | { outcome: 'wrong' }
  | { outcome: 'locked'; retryAfterSeconds: number };

/** Checks a signed-in person's own password again (docs/team.md#step-up). */
export type ConfirmPassword = (userId: string, password: string) => Promise<PasswordConfirmation>;

/**
 * Step-up (docs/conventions.md#security): a session alone is not enough for a change that could
 * hand an account to someone else; the acting person types their current password again. Wrong
 * passwords count like failed sign-ins: the same attempt limiter, limit
 * (`RATE_LIMIT_LOGIN_FAILURES`) and window, per account (the session already names the person,
 * so the address adds nothing). A right password clears the count, as a sign-in does.
 */
export function createPasswordConfirmation({
  config,
  db,
  limiter,
}: {
  config: Config;
  db: Db;
  limiter: AttemptLimiter;
}): ConfirmPassword {
  const windowMs = config.rateLimits.loginWindowMinutes * 60_000;
  const limit = config.rateLimits.loginFailures;
  return async (userId, password) => {
    const key = `step-up:${userId}`;
    const attempts = await limiter.count(key);
    if (attempts.count >= limit) {
      return { outcome: 'locked', retryAfterSeconds: Math.max(attempts.retryAfterSeconds, 1) };
    }
    const user = await findUserById(db, userId);
    if (user && (await verifyPassword(user.passwordHash, password))) {
      await limiter.reset(key);
      return { outcome: 'confirmed' };
    }
    await limiter.hit(key, windowMs);
    return { outcome: 'wrong' };
  };
}
