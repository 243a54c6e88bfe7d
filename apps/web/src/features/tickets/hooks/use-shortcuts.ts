import { useEffect, useRef } from 'react';
import { shortcutKey } from './keyboard';

type ShortcutHandler = (shortcut: { key: string; shift: boolean }, event: KeyboardEvent) => void;

/** Listens for the UX.md §2.1 single-key shortcuts on the document, with the typing guard. */
export function useShortcuts(handler: ShortcutHandler, isEnabled = true): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  }, [handler]);
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutKey(event);
      if (shortcut) handlerRef.current(shortcut, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
}
