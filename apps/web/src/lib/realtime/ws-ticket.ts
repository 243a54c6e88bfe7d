import { wsTicketResponseSchema } from '@atiende/contracts';
import { apiSend } from '../api';

/**
 * POST /api/auth/ws-ticket → `data.token`: the single-use, 30-second ticket the socket sends as
 * `?token=` (docs/realtime.md: the access token never goes into a URL). Asked before every connect;
 * only the lazily loaded socket chunk imports this, so the schema stays out of the first load.
 */
export async function getWsTicket(): Promise<string> {
  return (await apiSend('POST', '/auth/ws-ticket', undefined, wsTicketResponseSchema)).token;
}
