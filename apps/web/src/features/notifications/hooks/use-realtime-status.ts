import { useSyncExternalStore } from 'react';
import { realtimeStore } from '../lib/realtime-store';
import type { SocketSnapshot } from '../lib/socket-client';

/** The notifications socket's state (spec §4), or null while none runs. */
export function useRealtimeStatus(): SocketSnapshot | null {
  return useSyncExternalStore(realtimeStore.subscribe, realtimeStore.getSnapshot, () => null);
}
