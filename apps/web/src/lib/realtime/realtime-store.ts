import type { SocketSnapshot } from './socket-client';

/**
 * The socket's state for whoever shows it (the footer status bar), outside React's tree so the
 * socket can be mounted anywhere in the layout. Null while no socket runs (signed out).
 */
let snapshot: SocketSnapshot | null = null;
let retryHandler: (() => void) | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const realtimeStore = {
  getSnapshot: (): SocketSnapshot | null => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The running socket publishes its state and how to retry; null when it stops. */
  publish(next: SocketSnapshot | null, retry: (() => void) | null = retryHandler): void {
    snapshot = next;
    retryHandler = next ? retry : null;
    emit();
  },
  retry(): void {
    retryHandler?.();
  },
};
