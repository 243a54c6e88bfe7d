import { Bot } from 'lucide-react';
import { aiConversationMessages } from '@atiende/contracts';
import { FilterBar } from '../../../../components/filter-bar';
import { ListPage } from '../../../../components/page-header';
import { PagedList } from '../../../../components/paged-list';
import { useAiConversations } from '../api/get-ai-conversations';
import {
  parseAiConversationFilters,
  type AiConversationFilters,
} from '../lib/conversation-filters';
import { AiConversationCards, aiConversationTable } from './ai-conversation-list';
import { AiConversationDetail } from './ai-conversation-detail';
import { ConversationsForbidden, useConversationFilters } from './conversation-page-parts';
import { CardsSkeleton } from './skeletons';

const text = aiConversationMessages.ai;

/**
 * /admin/ai-conversations "Conversaciones con IA" (docs/assistant.md#conversation-pages): every
 * question the assistant answered, grouped by session, with tokens and cost; a session's
 * questions and answers open in the side panel. Administrators only.
 */
export function AiConversationsPage({ isAdmin }: { isAdmin: boolean }) {
  const { list, open, close } = useConversationFilters(parseAiConversationFilters);
  const { filters } = list;
  const query = useAiConversations(filters, { isEnabled: isAdmin });
  if (!isAdmin) return <ConversationsForbidden title={text.title} />;

  const rows = query.data?.conversations ?? [];
  const isLoading = query.isPending;
  return (
    <ListPage title={text.title} description={text.description}>
      <FilterBar<AiConversationFilters>
        label={text.filters}
        search={{
          id: 'ai-conversation-search',
          label: text.search,
          placeholder: text.searchPlaceholder,
          isCompact: true,
        }}
        {...list.bar}
        selects={[]}
        clearLabel={text.clearFilters}
      />
      <PagedList
        query={query}
        rows={rows}
        texts={text}
        emptyAllMessage={text.emptyAll}
        emptyIcon={Bot}
        filters={list}
        table={aiConversationTable(open, isLoading)}
        cards={isLoading ? <CardsSkeleton /> : <AiConversationCards rows={rows} onOpen={open} />}
      />
      <AiConversationDetail id={filters.open} onClose={close} />
    </ListPage>
  );
}
