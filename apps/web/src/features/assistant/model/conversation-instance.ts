import { useSyncExternalStore } from 'react';
import { onBeforeLogout } from '../../../lib/before-logout';
import { notify } from '../../../lib/notify';
import { createConversationStore, type ConversationState } from './conversation-store';

const KEPT_CONVERSATION_KEY = 'assistantConversation';

/** sessionStorage, or null where the browser blocks it (private modes): never throws. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's one conversation, shown by the floating chat and by /ai-chat alike. */
export const conversationStore = createConversationStore({
  notify,
  now: Date.now,
  random: Math.random,
  pagePath: () => window.location.pathname,
  userAgent: () => navigator.userAgent,
  keep: {
    read: () => sessionStorageOrNull()?.getItem(KEPT_CONVERSATION_KEY) ?? null,
    write: (value) => sessionStorageOrNull()?.setItem(KEPT_CONVERSATION_KEY, value),
    remove: () => sessionStorageOrNull()?.removeItem(KEPT_CONVERSATION_KEY),
  },
});

// Signing out forgets the conversation: the next person at this browser starts from the welcome.
onBeforeLogout(async () => conversationStore.setUser(null));

export function useConversation(): ConversationState {
  return useSyncExternalStore(
    conversationStore.subscribe,
    conversationStore.getState,
    conversationStore.getState,
  );
}
