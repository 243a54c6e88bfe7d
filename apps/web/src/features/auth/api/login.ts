import type { AuthResponse, LoginInput } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadAuthValidation } from './load-auth-validation';

/** POST /auth/login: the access token and user; the refresh cookie comes with the answer. */
export async function login(input: LoginInput): Promise<AuthResponse> {
  const data = await apiRequest('/auth/login', { method: 'POST', body: input });
  const { authResponseSchema } = await loadAuthValidation();
  return authResponseSchema.parse(data);
}
