import type { ResetPasswordInput } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadAuthValidation } from './load-auth-validation';

/** POST /auth/reset-password: a single-use token from the email and the new password. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const data = await apiRequest('/auth/reset-password', { method: 'POST', body: input });
  const { messageResponseSchema } = await loadAuthValidation();
  return messageResponseSchema.parse(data).message;
}
