import { useEffect, useId, useRef } from 'react';
import { assistantChatMessages } from '@atiende/contracts';
import { conversationStore, useConversation } from '../model/conversation-instance';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message';

const text = assistantChatMessages;

function TypingIndicator() {
  return (
    <div className="flex items-center gap-2 px-1 text-xs text-muted">
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 rounded-full bg-subtle motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {text.typing}
    </div>
  );
}

/**
 * The conversation itself, the same in the floating panel and on /ai-chat (docs/assistant.md#chat):
 * messages, the welcome's suggestions, the typing indicator and the input. Screen readers hear
 * each whole answer once through a polite live region, not every streamed word.
 */
export function ConversationView({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const state = useConversation();
  const listRef = useRef<HTMLDivElement>(null);
  const suggestionsId = useId();
  const { messages, isPending } = state;
  const last = messages.at(-1);
  const isStreaming = last?.isStreaming === true;
  const showSuggestions = !isPending && last?.suggestions && last.suggestions.length > 0;

  // Keep the newest message in view as it arrives and grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, isPending]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={listRef}
        // A scroll container must take focus to be scrolled by keyboard (axe
        // scrollable-region-focusable); the role and name say what it is.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={text.logLabel}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3"
      >
        <ol className="space-y-3">
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              isBusy={state.busyMessageIds.includes(message.id)}
              onRate={(rating) => void conversationStore.rate(message.id, rating)}
              onCreateTicket={(departmentId) =>
                conversationStore.createTicket(message.id, departmentId)
              }
            />
          ))}
        </ol>
        {showSuggestions ? (
          <div role="group" aria-labelledby={suggestionsId} className="pl-9">
            <p id={suggestionsId} className="mb-1 text-xs font-medium text-muted">
              {text.suggestionsLabel}
            </p>
            <ul className="flex flex-wrap gap-2">
              {last?.suggestions?.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    onClick={() => void conversationStore.send(suggestion)}
                    className="min-h-8 rounded-full border border-brand bg-white px-3 py-1 text-left text-xs font-medium text-brand hover:bg-brand-tint"
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {isPending && !isStreaming ? <TypingIndicator /> : null}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {isPending && !isStreaming ? text.typing : state.announcement}
      </p>
      <ChatComposer
        draft={state.draft}
        isPending={isPending}
        focusOnMount={focusOnMount}
        focusRequest={state.focusRequest}
        onDraftChange={conversationStore.setDraft}
        onSend={(draft) => void conversationStore.send(draft)}
        onClear={conversationStore.clear}
      />
    </div>
  );
}
