import { MessagesSquare } from 'lucide-react';
import { aiConversationMessages, WEB_CHAT_STATUSES } from '@atiende/contracts';
import { FilterBar } from '../../../../components/filter-bar';
import { ListPage } from '../../../../components/page-header';
import { PagedList } from '../../../../components/paged-list';
import { useWebChatConversations } from '../api/get-web-chat-conversations';
import {
  parseWebChatConversationFilters,
  type WebChatConversationFilters,
} from '../lib/conversation-filters';
import { ConversationsForbidden, useConversationFilters } from './conversation-page-parts';
import { CardsSkeleton } from './skeletons';
import { WebChatCards, webChatTable } from './web-chat-list';
import { WebChatTranscript } from './web-chat-transcript';

const text = aiConversationMessages.webChat;

/**
 * /admin/web-chat-conversations "Conversaciones del chat web" (docs/assistant.md#conversation-pages):
 * the saved conversations of the floating chat and /ai-chat, searchable and filtered by status;
 * a conversation's transcript opens in the side panel. Administrators only.
 */
export function WebChatConversationsPage({ isAdmin }: { isAdmin: boolean }) {
  const { list, open, close } = useConversationFilters(parseWebChatConversationFilters);
  const { filters } = list;
  const query = useWebChatConversations(filters, { isEnabled: isAdmin });
  if (!isAdmin) return <ConversationsForbidden title={text.title} />;

  const rows = query.data?.conversations ?? [];
  const isLoading = query.isPending;
  return (
    <ListPage title={text.title} description={text.description}>
      <FilterBar<WebChatConversationFilters>
        label={text.filters}
        search={{
          id: 'web-chat-search',
          label: text.search,
          placeholder: text.searchPlaceholder,
          isCompact: true,
        }}
        {...list.bar}
        controlsClassName="grid gap-3 sm:grid-cols-3"
        selects={[
          {
            key: 'status',
            id: 'web-chat-status',
            label: text.status,
            anyLabel: text.anyStatus,
            options: WEB_CHAT_STATUSES.map((status) => ({
              value: status,
              label: text.statuses[status],
            })),
          },
        ]}
        clearLabel={text.clearFilters}
      />
      <PagedList
        query={query}
        rows={rows}
        texts={text}
        emptyAllMessage={text.emptyAll}
        emptyIcon={MessagesSquare}
        filters={list}
        table={webChatTable(open, isLoading)}
        cards={isLoading ? <CardsSkeleton /> : <WebChatCards rows={rows} onOpen={open} />}
      />
      <WebChatTranscript id={filters.open} onClose={close} />
    </ListPage>
  );
}
