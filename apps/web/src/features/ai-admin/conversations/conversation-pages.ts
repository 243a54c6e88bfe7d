/**
 * The administrators' transcript pages (docs/assistant.md#conversation-pages), loaded together in
 * one lazy chunk by src/app/route-pages.ts.
 */
export { AiConversationsPage } from './components/ai-conversations-page';
export { WebChatConversationsPage } from './components/web-chat-conversations-page';
