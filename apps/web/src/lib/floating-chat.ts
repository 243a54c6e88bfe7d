import { useSyncExternalStore } from 'react';

/**
 * docs/product/to-build.md#the-assistant: the floating assistant also opens on a window event named
 * openFloatingChat.
 */
export const OPEN_FLOATING_CHAT_EVENT = 'openFloatingChat';

let mountedChats = 0;
const subscribers = new Set<() => void>();

function emit(): void {
  for (const subscriber of subscribers) subscriber();
}

/**
 * The floating chat calls this while it is mounted (the AI assistant issue), so that what
 * offers "ask the assistant" shows it only when someone listens: no button that does nothing.
 * Returns the unregister function for the chat's effect cleanup.
 */
export function registerFloatingChat(): () => void {
  mountedChats += 1;
  emit();
  return () => {
    mountedChats -= 1;
    emit();
  };
}

export function isFloatingChatAvailable(): boolean {
  return mountedChats > 0;
}

export function useFloatingChatAvailable(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    isFloatingChatAvailable,
    () => false,
  );
}

/** Opens the floating chat wherever it is mounted; `question` pre-fills its input. */
export function openFloatingChat(question?: string): void {
  window.dispatchEvent(
    new CustomEvent(OPEN_FLOATING_CHAT_EVENT, { detail: question ? { question } : undefined }),
  );
}
