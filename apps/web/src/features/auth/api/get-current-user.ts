import type { User } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { loadAuthValidation } from './load-auth-validation';

/** docs/product/auth.md: the current-user answer must contain a user. */
export class InvalidUserResponseError extends Error {
  constructor() {
    super('The current-user response has no valid user');
    this.name = 'InvalidUserResponseError';
  }
}

/**
 * GET /auth/me (user read from data.user). An expired access token is renewed once by the
 * client; when that fails the auth provider reports it itself, so no global 401 event here.
 */
export async function getCurrentUser(): Promise<User> {
  // The validation chunk downloads while the request is on its way, not after it.
  const validation = loadAuthValidation();
  validation.catch(() => undefined); // awaited below, after the request
  // An answer without a valid user reads as null, reported as InvalidUserResponseError.
  const schema = () =>
    validation.then(({ meResponseSchema }) => meResponseSchema.nullable().catch(null));
  const data = await apiGet('/auth/me', schema, { notifyUnauthorized: false });
  if (!data) throw new InvalidUserResponseError();
  return data.user;
}
