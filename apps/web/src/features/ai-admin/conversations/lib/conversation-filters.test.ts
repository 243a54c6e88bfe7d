import { describe, expect, it } from 'vitest';
import {
  conversationFiltersToParams,
  hasActiveConversationFilters,
  listApiQuery,
  parseAiConversationFilters,
  parseWebChatConversationFilters,
} from './conversation-filters';

const ID = '0b5e8f0e-3c1f-4f0a-9d7e-1a2b3c4d5e6f';

describe('the conversation pages’ URL filters', () => {
  it('reads search, status, page and the open transcript', () => {
    const params = new URLSearchParams(`search=%20impresora%20&status=COMPLETED&page=3&open=${ID}`);
    expect(parseWebChatConversationFilters(params)).toEqual({
      page: 3,
      search: 'impresora',
      status: 'COMPLETED',
      open: ID,
    });
  });

  it('drops what a hand-edited URL gets wrong', () => {
    const params = new URLSearchParams('status=CLOSED&page=-2&open=not-an-id&search=%20%20');
    expect(parseWebChatConversationFilters(params)).toEqual({
      page: 1,
      search: undefined,
      status: undefined,
      open: undefined,
    });
  });

  it('has no status on the AI page', () => {
    expect(parseAiConversationFilters(new URLSearchParams('status=ACTIVE'))).toEqual({
      page: 1,
      search: undefined,
      open: undefined,
    });
  });

  it('writes the URL without empty values and page 1', () => {
    expect(conversationFiltersToParams({ page: 1, search: 'caja', open: ID }).toString()).toBe(
      `search=caja&open=${ID}`,
    );
  });

  it('does not count the open transcript or the page as a filter', () => {
    expect(hasActiveConversationFilters({ page: 4, open: ID })).toBe(false);
    expect(hasActiveConversationFilters({ page: 1, search: 'caja' })).toBe(true);
  });

  it('asks the API for the list without the open transcript, 50 at a time', () => {
    expect(listApiQuery({ page: 2, search: 'caja', status: 'ACTIVE', open: ID })).toEqual({
      page: 2,
      search: 'caja',
      status: 'ACTIVE',
      limit: 50,
    });
  });
});
