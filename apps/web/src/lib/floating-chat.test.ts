import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OPEN_FLOATING_CHAT_EVENT,
  isFloatingChatAvailable,
  openFloatingChat,
  registerFloatingChat,
} from './floating-chat';

describe('floating chat bridge', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    while (cleanups.length > 0) cleanups.pop()?.();
  });

  it('is available only while a chat is registered', () => {
    expect(isFloatingChatAvailable()).toBe(false);
    const unregister = registerFloatingChat();
    expect(isFloatingChatAvailable()).toBe(true);
    unregister();
    expect(isFloatingChatAvailable()).toBe(false);
  });

  it('dispatches openFloatingChat on window with the question', () => {
    vi.stubGlobal('window', new EventTarget());
    cleanups.push(() => vi.unstubAllGlobals());
    const listener = vi.fn();
    window.addEventListener(OPEN_FLOATING_CHAT_EVENT, listener);
    cleanups.push(() => window.removeEventListener(OPEN_FLOATING_CHAT_EVENT, listener));
    openFloatingChat('¿Cómo escalo un ticket?');
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      question: '¿Cómo escalo un ticket?',
    });
  });
});
