import { useQuery } from '@tanstack/react-query';
import { aiConversationDetailSchema, aiConversationListSchema } from '@atiende/contracts';
import { apiQueryOptions, usePagedList } from '../../../../lib/api-query';
import { listApiQuery, type AiConversationFilters } from '../lib/conversation-filters';
import { conversationKeys } from './conversation-keys';

/** Every question is a new record: a list a few seconds old is what an administrator expects. */
const STALE_MS = 10_000;

/** GET /api/admin/ai-conversations (administrators): one row per session, latest first. */
export function useAiConversations(
  filters: AiConversationFilters,
  options: { isEnabled: boolean },
) {
  const query = listApiQuery(filters);
  return usePagedList(
    conversationKeys.aiList(query),
    {
      path: '/admin/ai-conversations',
      schema: aiConversationListSchema,
      query,
    },
    { ...options, staleTime: STALE_MS },
  );
}

/** GET /api/admin/ai-conversations/{id}: every query of that session, oldest first. */
export function useAiConversation(id: string | undefined) {
  return useQuery({
    ...apiQueryOptions(
      conversationKeys.ai(id ?? ''),
      { path: `/admin/ai-conversations/${id}`, schema: aiConversationDetailSchema },
      STALE_MS,
    ),
    enabled: id !== undefined,
    select: (data) => data.conversation,
  });
}
