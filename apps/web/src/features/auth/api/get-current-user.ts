import type { User } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadAuthValidation } from './load-auth-validation';

/** spec §5: the current-user answer must contain a user. */
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
  const data = await apiRequest('/auth/me', { notifyUnauthorized: false });
  const { meResponseSchema } = await validation;
  const parsed = meResponseSchema.safeParse(data);
  if (!parsed.success) throw new InvalidUserResponseError();
  return parsed.data.user;
}
