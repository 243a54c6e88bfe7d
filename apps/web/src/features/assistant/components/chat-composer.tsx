import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Eraser, SendHorizontal } from 'lucide-react';
import { assistantChatMessages } from '@atiende/contracts';
import { cn } from '../../../lib/cn';

/** docs/assistant.md#chat: the input grows with its text up to 80 px, then scrolls. */
export const COMPOSER_MAX_HEIGHT_PX = 80;

/**
 * The chat's input: Enter sends, Shift+Enter adds a line (and Enter while an input method is
 * composing a character does neither); the send button is disabled while the text is blank or a
 * reply is pending. "Limpiar chat" sits beside the label.
 */
export function ChatComposer({
  draft,
  isPending,
  focusOnMount,
  focusRequest,
  onDraftChange,
  onSend,
  onClear,
}: {
  draft: string;
  isPending: boolean;
  focusOnMount: boolean;
  focusRequest: number;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => void;
  onClear: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const isBlank = draft.trim() === '';
  const canSend = !isBlank && !isPending;

  // Grow with the text, up to the cap; shrink back once sent.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight + 2, COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [draft]);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  // openFloatingChat while this input is on screen: focus it (a request made before it mounted
  // is not replayed).
  const seenFocusRequest = useRef(focusRequest);
  useEffect(() => {
    if (focusRequest === seenFocusRequest.current) return;
    seenFocusRequest.current = focusRequest;
    inputRef.current?.focus();
  }, [focusRequest]);

  const send = () => {
    if (canSend) onSend(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className="border-t border-line bg-white p-3">
      <div className="mb-1 flex items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-xs font-medium text-ink">
          {assistantChatMessages.inputLabel}
        </label>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-xs font-medium text-muted hover:bg-surface-2 hover:text-ink"
        >
          <Eraser aria-hidden="true" className="size-3.5" />
          {assistantChatMessages.clear}
        </button>
      </div>
      <div className="flex items-end gap-2">
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
          placeholder={assistantChatMessages.inputPlaceholder}
          style={{ maxHeight: COMPOSER_MAX_HEIGHT_PX }}
          className="min-h-10 flex-1 resize-none overflow-y-auto rounded-md border border-line-strong bg-white px-3 py-2 text-base text-ink placeholder:text-subtle md:text-sm"
        />
        <button
          type="button"
          onClick={send}
          disabled={!canSend}
          aria-label={assistantChatMessages.send}
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-md bg-brand text-white hover:bg-brand-hover',
            'disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-subtle',
          )}
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-subtle">
        {assistantChatMessages.inputHint}
      </p>
    </div>
  );
}
