import type { AuthResponse } from '@atiende/contracts';
import { refreshSession } from '../../../lib/api-client';

/**
 * POST /auth/refresh with the httpOnly cookie: a page opened without a token may still hold a
 * session. Shares the api client's single-flight renewal; resolves null when there is none.
 */
export function restoreSession(): Promise<AuthResponse | null> {
  return refreshSession();
}
