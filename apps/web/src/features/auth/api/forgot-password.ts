import type { ForgotPasswordInput } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { lazyExport } from '../../../lib/lazy-chunk';
import { loadAuthValidation } from './load-auth-validation';

/** POST /auth/forgot-password: the same answer whether or not the email has an account. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const schema = lazyExport(loadAuthValidation, 'messageResponseSchema');
  return (await apiSend('POST', '/auth/forgot-password', input, schema)).message;
}
