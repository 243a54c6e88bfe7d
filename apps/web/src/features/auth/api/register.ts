import type { AuthResponse, RegisterInput } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { lazyExport } from '../../../lib/lazy-chunk';
import { loadAuthValidation } from './load-auth-validation';

/** POST /auth/register: creates a client account and signs it in. */
export async function register(input: RegisterInput): Promise<AuthResponse> {
  return apiSend(
    'POST',
    '/auth/register',
    input,
    lazyExport(loadAuthValidation, 'authResponseSchema'),
  );
}
