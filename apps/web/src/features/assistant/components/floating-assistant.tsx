import { useCallback, useEffect, useRef, useState } from 'react';
import { LoaderCircle, MessageCircle } from 'lucide-react';
import { assistantLauncherMessages } from '@atiende/contracts';
import { registerFloatingChat, OPEN_FLOATING_CHAT_EVENT } from '../../../lib/floating-chat';
import { lazyChunk } from '../../../lib/lazy-chunk';
import { notify } from '../../../lib/notify';
import { whenIdle } from '../../../lib/when-idle';
import type * as assistantChunkModule from '../assistant-chunk';
import type { ChatUser } from '../model/conversation';

type AssistantChunk = typeof assistantChunkModule;
type Mode = 'closed' | 'open' | 'minimized';

/** The panel and the conversation: downloaded when the chat first opens (or the pointer nears). */
const loadAssistant = lazyChunk(() => import('../assistant-chunk'));

/**
 * The floating assistant of every signed-in page (docs/assistant.md#chat). Nothing of it is on
 * the first paint: it mounts when the browser is idle (from then on the help menu offers
 * "Preguntar al asistente", lib/floating-chat.ts), draws the round button, and downloads the
 * panel's code only when the chat opens — by the button or the `openFloatingChat` event. On
 * /ai-chat, which shows the same conversation, there is no button and the event focuses the
 * page's input instead.
 */
export function FloatingAssistant(props: { user: ChatUser; isOnAssistantPage: boolean }) {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => whenIdle(() => setIsMounted(true)), []);
  return isMounted ? <Launcher {...props} /> : null;
}

function Launcher({ user, isOnAssistantPage }: { user: ChatUser; isOnAssistantPage: boolean }) {
  const [mode, setMode] = useState<Mode>('closed');
  const [chunk, setChunk] = useState<AssistantChunk | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shouldFocusButton = useRef(false);
  const latest = useRef({ user, isOnAssistantPage });
  useEffect(() => {
    latest.current = { user, isOnAssistantPage };
  }, [user, isOnAssistantPage]);

  useEffect(() => registerFloatingChat(), []);

  const open = useCallback((question?: string) => {
    setIsLoading(true);
    loadAssistant().then(
      (loaded) => {
        setIsLoading(false);
        setChunk(loaded);
        loaded.conversationStore.setUser(latest.current.user);
        if (question !== undefined || latest.current.isOnAssistantPage) {
          loaded.conversationStore.prefill(question);
        }
        if (!latest.current.isOnAssistantPage) setMode('open');
      },
      () => {
        setIsLoading(false);
        notify.error(assistantLauncherMessages.loadFailed);
      },
    );
  }, []);

  const onClose = useCallback(() => {
    shouldFocusButton.current = true;
    setMode('closed');
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<{ question?: string } | undefined>).detail;
      open(detail?.question);
    };
    window.addEventListener(OPEN_FLOATING_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_FLOATING_CHAT_EVENT, onOpen);
  }, [open]);

  useEffect(() => {
    if (mode === 'closed' && shouldFocusButton.current) {
      shouldFocusButton.current = false;
      buttonRef.current?.focus();
    }
  }, [mode]);

  // /ai-chat shows the conversation itself: neither the button nor the panel there.
  if (isOnAssistantPage) return null;

  if (mode !== 'closed' && chunk) {
    const { AssistantPanel } = chunk;
    return (
      <AssistantPanel
        user={user}
        mode={mode}
        onMinimize={() => setMode('minimized')}
        onExpand={() => setMode('open')}
        onClose={onClose}
        onOpenFullPage={() => setMode('closed')}
      />
    );
  }

  const preload = () => void loadAssistant().catch(() => undefined);
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={() => open()}
      onPointerEnter={preload}
      onFocus={preload}
      aria-label={isLoading ? assistantLauncherMessages.loading : assistantLauncherMessages.open}
      aria-haspopup="dialog"
      aria-busy={isLoading || undefined}
      className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-hover md:right-6 md:bottom-6"
    >
      {isLoading ? (
        <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />
      ) : (
        <MessageCircle aria-hidden="true" className="size-6" />
      )}
    </button>
  );
}
