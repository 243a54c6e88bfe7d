import type { AuthResponse, LoginInput } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { lazyExport } from '../../../lib/lazy-chunk';
import { loadAuthValidation } from './load-auth-validation';

/** POST /auth/login: the access token and user; the refresh cookie comes with the answer. */
export async function login(input: LoginInput): Promise<AuthResponse> {
  return apiSend(
    'POST',
    '/auth/login',
    input,
    lazyExport(loadAuthValidation, 'authResponseSchema'),
  );
}
