import { apiSend } from '../../../lib/api';

/**
 * POST /auth/logout ends the server session and clears the refresh cookie. A 401 here means
 * the session is already gone, so it neither renews the session nor raises the 401 event.
 */
export async function logout(): Promise<void> {
  await apiSend('POST', '/auth/logout', undefined, null, {
    retryOnUnauthorized: false,
    notifyUnauthorized: false,
  });
}
