import type { ForgotPasswordInput } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadAuthValidation } from './load-auth-validation';

/** POST /auth/forgot-password: the same answer whether or not the email has an account. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const data = await apiRequest('/auth/forgot-password', { method: 'POST', body: input });
  const { messageResponseSchema } = await loadAuthValidation();
  return messageResponseSchema.parse(data).message;
}
