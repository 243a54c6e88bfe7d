/**
 * The assistant's code, one lazy chunk for the floating panel and /ai-chat (they show one
 * conversation): the layout's launcher imports it when the chat first opens, the router when
 * /ai-chat opens (docs/assistant.md#chat).
 */
export { AssistantPanel, type PanelMode } from './components/assistant-panel';
export { AssistantPage } from './components/assistant-page';
export { conversationStore } from './model/conversation-instance';
