import type { WebChatConversationRequest } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';

/**
 * POST /api/web-chat/conversations: the conversation as ACTIVE (autosave) or COMPLETED ("Limpiar
 * chat"), stored again under the same session id. The answer is not read.
 */
export function saveConversation(record: WebChatConversationRequest): Promise<void> {
  return apiSend('POST', '/web-chat/conversations', record, null);
}
