import { aiConversationMessages } from '@atiende/contracts';
import { ForbiddenPanel } from '../../../../components/page-header';
import { useUrlFilters } from '../../../../lib/use-url-filters';
import {
  conversationFiltersToParams,
  hasActiveConversationFilters,
  type AiConversationFilters,
} from '../lib/conversation-filters';

/** Other roles get the page's title and why, like every administrators' page. */
export function ConversationsForbidden({ title }: { title: string }) {
  return (
    <ForbiddenPanel
      title={title}
      message={aiConversationMessages.forbidden}
      backLabel={aiConversationMessages.backToPanel}
    />
  );
}

/**
 * The list's filters in the URL, and the open transcript beside them (`?open=`): opening one
 * keeps the page and the filters, closing it goes back to the list as it was.
 */
export function useConversationFilters<Filters extends AiConversationFilters>(
  parse: (params: URLSearchParams) => Filters,
) {
  const list = useUrlFilters({
    parse,
    toParams: conversationFiltersToParams,
    isActive: hasActiveConversationFilters,
    cleared: () => ({ page: 1 }) as Filters,
  });
  return {
    list,
    open: (id: string) => list.apply({ ...list.filters, open: id }),
    close: () => list.apply({ ...list.filters, open: undefined }),
  };
}
