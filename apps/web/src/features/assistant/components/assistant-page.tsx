import { useLayoutEffect } from 'react';
import { assistantChatMessages } from '@atiende/contracts';
import { PageHeader } from '../../../components/page-header';
import type { ChatUser } from '../model/conversation';
import { conversationStore } from '../model/conversation-instance';
import { ConversationView } from './conversation-view';

/**
 * /ai-chat "Asistente IA": the floating chat's conversation as a full page (the same one: a
 * question asked in the corner is here, and the other way round). The floating button is not
 * shown on this page (app/layout/main-layout.tsx).
 */
export function AssistantPage({ viewer }: { viewer: ChatUser }) {
  useLayoutEffect(() => {
    conversationStore.setUser(viewer);
  }, [viewer]);

  return (
    <div className="mx-auto flex h-[calc(100dvh-11rem)] min-h-[30rem] w-full max-w-3xl flex-col gap-4">
      <PageHeader
        title={assistantChatMessages.pageTitle}
        description={assistantChatMessages.pageIntro}
      />
      <section
        aria-label={assistantChatMessages.title}
        className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border border-line bg-white text-sm shadow-sm"
      >
        <ConversationView />
      </section>
    </div>
  );
}
