import { describe, expect, it } from 'vitest';
import {
  isCharacterShortcut,
  isSendShortcut,
  isTypingTarget,
  shortcutKey,
  type ShortcutEvent,
} from './keyboard';

function press(key: string, extra: Partial<ShortcutEvent> = {}): ShortcutEvent {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: { tagName: 'BODY', closest: () => null },
    ...extra,
  };
}

describe('shortcutKey', () => {
  it('returns single keys pressed outside fields', () => {
    expect(shortcutKey(press('j'))).toEqual({ key: 'j', shift: false });
    expect(shortcutKey(press('X'))).toEqual({ key: 'x', shift: true });
  });

  it('accepts / and ? typed with Shift, as on a Latin-American keyboard', () => {
    expect(shortcutKey(press('/'))).toEqual({ key: '/', shift: false });
    expect(shortcutKey(press('?'))).toEqual({ key: '?', shift: false });
  });

  it('does nothing while typing in an input, textarea, select or editor', () => {
    for (const target of [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT', type: 'search' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(shortcutKey(press('j', { target }))).toBeNull();
    }
  });

  it('still works on a focused checkbox or link', () => {
    expect(
      shortcutKey(press('x', { target: { tagName: 'INPUT', type: 'checkbox' } })),
    ).not.toBeNull();
    expect(shortcutKey(press('k', { target: { tagName: 'A' } }))).not.toBeNull();
  });

  it('leaves Ctrl, ⌘ and Alt/AltGr combinations alone (AltGr+2 types @)', () => {
    expect(shortcutKey(press('j', { ctrlKey: true }))).toBeNull();
    expect(shortcutKey(press('j', { metaKey: true }))).toBeNull();
    expect(shortcutKey(press('@', { altKey: true, ctrlKey: true }))).toBeNull();
  });

  it('ignores keys inside open dialogs and menus, handled and composing events', () => {
    const inDialog = { tagName: 'BUTTON', closest: () => ({}) };
    expect(shortcutKey(press('j', { target: inDialog }))).toBeNull();
    expect(shortcutKey(press('j', { defaultPrevented: true }))).toBeNull();
    expect(shortcutKey(press('j', { isComposing: true }))).toBeNull();
    expect(shortcutKey(press('ArrowDown'))).toBeNull();
  });
});

describe('isTypingTarget and isSendShortcut', () => {
  it('tells text fields from other controls', () => {
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'radio' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('sends on Ctrl+Enter or ⌘+Enter only', () => {
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
  });
});

describe('isCharacterShortcut', () => {
  it('is true for the one-character keys WCAG 2.1.4 lets people turn off', () => {
    for (const key of ['j', 'x', 'a', 'c', '/', '?']) expect(isCharacterShortcut(key)).toBe(true);
  });

  it('is false for Enter and Esc, which keep working', () => {
    expect(isCharacterShortcut('Enter')).toBe(false);
    expect(isCharacterShortcut('Escape')).toBe(false);
  });
});
