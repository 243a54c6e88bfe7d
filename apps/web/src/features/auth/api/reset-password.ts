import type { ResetPasswordInput } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { lazyExport } from '../../../lib/lazy-chunk';
import { loadAuthValidation } from './load-auth-validation';

/** POST /auth/reset-password: a single-use token from the email and the new password. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const schema = lazyExport(loadAuthValidation, 'messageResponseSchema');
  return (await apiSend('POST', '/auth/reset-password', input, schema)).message;
}
