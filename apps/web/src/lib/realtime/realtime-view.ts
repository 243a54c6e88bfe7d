import type { SocketSnapshot } from './socket-client';

export type RealtimeKind =
  'connected' | 'connecting' | 'reconnecting' | 'exhausted' | 'disconnected';

/**
 * docs/product/notifications.md#real-time-connection footer: "Conectado", "Reconectando..." between
 * attempts, and after the last one "Sin conexión en tiempo real…" with "Intentar nuevamente".
 */
export function realtimeKind(snapshot: SocketSnapshot): RealtimeKind {
  if (snapshot.isExhausted) return 'exhausted';
  if (snapshot.state === 'connected') return 'connected';
  if (snapshot.state === 'error' || (snapshot.state === 'connecting' && snapshot.attempt > 0)) {
    return 'reconnecting';
  }
  return snapshot.state === 'connecting' ? 'connecting' : 'disconnected';
}
