/**
 * docs/product/tickets.md#ticket-list keyboard map: single keys never fire while someone types,
 * match `event.key` (not `event.code`: `/` is Shift+7 on a Latin-American keyboard) and ignore
 * Ctrl/⌘/Alt combinations (AltGr+letter types characters such as `@` on Spanish layouts).
 */
export interface ShortcutTarget {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  target: ShortcutTarget | null | EventTarget;
}

/** Inputs that take no text: a focused checkbox still lets `x` and `j` work. */
const NON_TEXT_INPUTS = [
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'file',
  'range',
  'color',
];
/** Open dialogs and menus own the keyboard. */
const OVERLAY_SELECTOR = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

export function isTypingTarget(target: ShortcutTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.includes((target.type ?? 'text').toLowerCase());
  return false;
}

function isInsideOverlay(target: ShortcutTarget | null | undefined): boolean {
  return typeof target?.closest === 'function' && Boolean(target.closest(OVERLAY_SELECTOR));
}

/**
 * The shortcut key of a keydown, or null when it must be left alone. Shift is allowed (it is
 * how `?`, `/` and `X` are typed); letters come back lower-case with `shift` reported apart.
 */
export function shortcutKey(event: ShortcutEvent): { key: string; shift: boolean } | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as ShortcutTarget | null;
  if (isTypingTarget(target) || isInsideOverlay(target)) return null;
  if (event.key.length !== 1 && event.key !== 'Enter' && event.key !== 'Escape') return null;
  const isLetter = /^[a-z]$/i.test(event.key);
  return {
    key: isLetter ? event.key.toLowerCase() : event.key,
    shift: isLetter && event.key !== event.key.toLowerCase(),
  };
}

/**
 * WCAG 2.1.4 covers shortcuts made of one character: these stop when the user turns shortcuts
 * off. Enter and Esc are not characters and keep working.
 */
export function isCharacterShortcut(key: string): boolean {
  return key.length === 1;
}

/** Ctrl+Enter or ⌘+Enter in the composer sends (docs/product/tickets.md#ticket-detail). */
export function isSendShortcut(event: Pick<ShortcutEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
