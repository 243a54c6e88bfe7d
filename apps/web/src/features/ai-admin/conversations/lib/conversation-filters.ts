import { WEB_CHAT_STATUSES } from '@atiende/contracts';
import { filtersToParams, hasFilterValues, readFilterParams } from '../../../../lib/filter-params';

/**
 * The two pages' filters as they live in the URL (back, reload and sharing work), plus `open`:
 * the conversation whose transcript is open, so a link or "Atrás" reopens it. `open` is not a
 * filter: it neither counts as one nor reaches the list's query.
 */
export interface AiConversationFilters {
  page: number;
  search?: string;
  open?: string;
}

export interface WebChatConversationFilters extends AiConversationFilters {
  status?: (typeof WEB_CHAT_STATUSES)[number];
}

/** docs/product/ui.md#patterns: server pages of 50 (the API takes up to 100). */
export const CONVERSATION_PAGE_SIZE = 50;

export function parseAiConversationFilters(params: URLSearchParams): AiConversationFilters {
  const read = readFilterParams(params);
  return { page: read.page(), search: read.text('search'), open: read.uuid('open') };
}

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseWebChatConversationFilters(
  params: URLSearchParams,
): WebChatConversationFilters {
  return {
    ...parseAiConversationFilters(params),
    status: readFilterParams(params).oneOf('status', WEB_CHAT_STATUSES),
  };
}

/** The URL form: empty values and page 1 are left out. */
export function conversationFiltersToParams(filters: AiConversationFilters): URLSearchParams {
  return filtersToParams(filters);
}

export function hasActiveConversationFilters(filters: AiConversationFilters): boolean {
  return hasFilterValues(filters, ['page', 'open']);
}

/** What the list asks the API (and caches under): the filters without `open`, with the size. */
export function listApiQuery<Filters extends AiConversationFilters>(
  filters: Filters,
): Omit<Filters, 'open'> & { limit: number } {
  const { open: _open, ...list } = filters;
  return { ...list, limit: CONVERSATION_PAGE_SIZE };
}
