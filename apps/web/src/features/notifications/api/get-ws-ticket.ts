import { apiRequest } from '../../../lib/api-client';
import { loadNotificationValidation } from './load-notification-validation';

/**
 * POST /api/auth/ws-ticket → `data.token`: the single-use, 30-second ticket the socket sends as
 * `?token=` (DESIGN §7: the access token never goes into a URL). Asked before every connect.
 */
export async function getWsTicket(): Promise<string> {
  const data = await apiRequest('/auth/ws-ticket', { method: 'POST' });
  const { wsTicketResponseSchema } = await loadNotificationValidation();
  return wsTicketResponseSchema.parse(data).token;
}
