import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Bot, ChevronUp, Maximize2, Minus, X } from 'lucide-react';
import { assistantChatMessages } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { useIsDesktop } from '../../../lib/use-media-query';
import type { ChatUser } from '../model/conversation';
import { conversationStore } from '../model/conversation-instance';
import { ConversationView } from './conversation-view';

const text = assistantChatMessages;

export type PanelMode = 'open' | 'minimized';

const iconButton =
  'flex size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink';

/** Elements Tab moves between, for keeping focus inside the full-screen panel on a phone. */
const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex="0"]';

/**
 * The floating panel "Asistente Virtual" (docs/assistant.md#chat): minimise, expand, close, the
 * link to /ai-chat and the conversation. From 768 px a panel in the bottom right corner over the
 * page, which stays usable; on a phone it covers the screen (a modal: Tab stays inside). Esc
 * closes it; the launcher then gives focus back to its button.
 */
export function AssistantPanel({
  user,
  mode,
  onMinimize,
  onExpand,
  onClose,
  onOpenFullPage,
}: {
  user: ChatUser;
  mode: PanelMode;
  onMinimize: () => void;
  onExpand: () => void;
  onClose: () => void;
  /** The link to /ai-chat was followed: the corner panel closes without taking focus. */
  onOpenFullPage: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const isDesktop = useIsDesktop();
  const isOpen = mode === 'open';
  const isFullScreen = isOpen && !isDesktop;

  // Before the first paint, so the welcome never shows "Usuario" to someone with a name.
  useLayoutEffect(() => {
    conversationStore.setUser(user);
  }, [user]);

  // Esc closes; on a phone (full screen, modal) Tab stays inside. A listener on the panel, not a
  // handler prop: the dialog itself is not a control.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !isFullScreen) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [isFullScreen, onClose]);

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-modal={isFullScreen ? true : undefined}
      aria-labelledby={titleId}
      className={cn(
        'fixed z-30 flex flex-col overflow-hidden border-line bg-white text-sm text-ink shadow-xl',
        isOpen
          ? 'inset-0 md:inset-auto md:right-6 md:bottom-6 md:h-[min(40rem,calc(100dvh-6rem))] md:w-[25rem] md:rounded-lg md:border'
          : 'right-4 bottom-4 left-4 rounded-lg border md:right-6 md:bottom-6 md:left-auto md:w-80',
      )}
    >
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-line px-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-tint text-brand"
        >
          <Bot className="size-5" />
        </span>
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold">
          {text.title}
        </h2>
        <Link
          to="/ai-chat"
          onClick={onOpenFullPage}
          className={iconButton}
          title={text.openFullPage}
        >
          <Maximize2 aria-hidden="true" className="size-4" />
          <span className="sr-only">{text.openFullPage}</span>
        </Link>
        <button
          type="button"
          onClick={isOpen ? onMinimize : onExpand}
          aria-expanded={isOpen}
          aria-controls={isOpen ? bodyId : undefined}
          className={iconButton}
          title={isOpen ? text.minimize : text.expand}
        >
          {isOpen ? (
            <Minus aria-hidden="true" className="size-4" />
          ) : (
            <ChevronUp aria-hidden="true" className="size-4" />
          )}
          <span className="sr-only">{isOpen ? text.minimize : text.expand}</span>
        </button>
        <button type="button" onClick={onClose} className={iconButton} title={text.close}>
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{text.close}</span>
        </button>
      </div>
      {isOpen ? (
        <div id={bodyId} className="flex min-h-0 flex-1 flex-col">
          <ConversationView focusOnMount />
        </div>
      ) : null}
    </section>
  );
}
