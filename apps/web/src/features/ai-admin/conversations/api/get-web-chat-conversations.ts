import { useQuery } from '@tanstack/react-query';
import { webChatConversationDetailSchema, webChatConversationListSchema } from '@atiende/contracts';
import { apiQueryOptions, usePagedList } from '../../../../lib/api-query';
import { listApiQuery, type WebChatConversationFilters } from '../lib/conversation-filters';
import { conversationKeys } from './conversation-keys';

/** Saved conversations change only when someone clears the chat or writes 5 more messages. */
const STALE_MS = 15_000;

/** GET /api/admin/web-chat-conversations (administrators): newest first. */
export function useWebChatConversations(
  filters: WebChatConversationFilters,
  options: { isEnabled: boolean },
) {
  const query = listApiQuery(filters);
  return usePagedList(
    conversationKeys.webChatList(query),
    {
      path: '/admin/web-chat-conversations',
      schema: webChatConversationListSchema,
      query,
    },
    { ...options, staleTime: STALE_MS },
  );
}

/** GET /api/admin/web-chat-conversations/{id}: the summary, its messages and context. */
export function useWebChatConversation(id: string | undefined) {
  return useQuery({
    ...apiQueryOptions(
      conversationKeys.webChat(id ?? ''),
      { path: `/admin/web-chat-conversations/${id}`, schema: webChatConversationDetailSchema },
      STALE_MS,
    ),
    enabled: id !== undefined,
    select: (data) => data.conversation,
  });
}
