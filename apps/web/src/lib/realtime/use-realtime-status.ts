import { useSyncExternalStore } from 'react';
import { realtimeStore } from './realtime-store';
import type { SocketSnapshot } from './socket-client';

/** The real-time socket's state (docs/realtime.md), or null while none runs. */
export function useRealtimeStatus(): SocketSnapshot | null {
  return useSyncExternalStore(realtimeStore.subscribe, realtimeStore.getSnapshot, () => null);
}
