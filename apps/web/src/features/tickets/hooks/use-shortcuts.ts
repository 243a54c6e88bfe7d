import { useEffect, useRef } from 'react';
import { isCharacterShortcut, shortcutKey } from './keyboard';
import { useShortcutPreference } from '../../../lib/preferences/use-shortcut-preference';

type ShortcutHandler = (shortcut: { key: string; shift: boolean }, event: KeyboardEvent) => void;

/**
 * Listens for the docs/product/tickets.md#ticket-list single-key shortcuts on the document, with
 * the typing guard. When the user switched "Atajos de teclado" off (WCAG 2.1.4), character keys do
 * nothing; Enter and Esc are not character shortcuts and keep working.
 */
export function useShortcuts(
  userId: string,
  handler: ShortcutHandler,
  isEnabled = true,
  /**
   * Listen before the others (the capture phase): the list beside an open ticket takes the keys it
   * handles and marks them handled (`preventDefault`), so the ticket's own shortcuts skip them.
   */
  isFirst = false,
): void {
  const [isPreferenceOn] = useShortcutPreference(userId);
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  }, [handler]);
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutKey(event);
      if (!shortcut || (!isPreferenceOn && isCharacterShortcut(shortcut.key))) return;
      handlerRef.current(shortcut, event);
    };
    document.addEventListener('keydown', onKeyDown, isFirst);
    return () => document.removeEventListener('keydown', onKeyDown, isFirst);
  }, [isEnabled, isPreferenceOn, isFirst]);
}
