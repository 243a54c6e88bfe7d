import type { AuthResponse, RegisterInput } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadAuthValidation } from './load-auth-validation';

/** POST /auth/register: creates a client account and signs it in. */
export async function register(input: RegisterInput): Promise<AuthResponse> {
  const data = await apiRequest('/auth/register', { method: 'POST', body: input });
  const { authResponseSchema } = await loadAuthValidation();
  return authResponseSchema.parse(data);
}
