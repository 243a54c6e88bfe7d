/** One key factory for the two transcript pages (docs/conventions.md#web-data-layer). */
export const conversationKeys = {
  all: ['ai-admin-conversations'] as const,
  /** `query`: what the list asks the API (`listApiQuery`), so opening a transcript refetches nothing. */
  webChatList: (query: object) => [...conversationKeys.all, 'web-chat', 'list', query] as const,
  webChat: (id: string) => [...conversationKeys.all, 'web-chat', 'detail', id] as const,
  aiList: (query: object) => [...conversationKeys.all, 'ai', 'list', query] as const,
  ai: (id: string) => [...conversationKeys.all, 'ai', 'detail', id] as const,
  ticket: (id: string) => [...conversationKeys.all, 'ticket', id] as const,
};
