import { useEffect, useRef } from 'react';
import { onBeforeLogout } from '../before-logout';
import { realtimeStore } from './realtime-store';
import type { RealtimeSocketClient } from './socket-client';
import { dispatch } from './subscriptions';

/**
 * The signed-in user's real-time socket (docs/realtime.md); render it once in the signed-in
 * layout, keyed by user. The client loads lazily (it brings zod); every valid message goes to
 * the subscribers of its type (`subscribe`, `useRealtimeMessage`), each feature listening to
 * its own. Its state goes to realtimeStore for the status bar.
 */
export function RealtimeSocket() {
  const clientRef = useRef<RealtimeSocketClient | null>(null);

  useEffect(() => {
    let isCancelled = false;
    let client: RealtimeSocketClient | null = null;
    let stopBeforeLogout: (() => void) | null = null;
    const load = () => {
      void import('./socket-runtime').then(
        (runtime) => {
          if (isCancelled) return;
          const started = runtime.createRealtimeSocket({
            onSnapshot: (snapshot) => realtimeStore.publish(snapshot, () => started.retry()),
            onMessage: dispatch,
          });
          client = started;
          clientRef.current = started;
          // "Cerrar Sesión" here closes the socket first (1000), so the server's close for the
          // ended session never reads as "signed out elsewhere".
          stopBeforeLogout = onBeforeLogout(() => Promise.resolve(started.stop()));
          realtimeStore.publish(started.getSnapshot(), () => started.retry());
          started.start();
        },
        () => {
          // The chunk did not download (offline): say so; "Intentar nuevamente" loads it again.
          if (isCancelled) return;
          realtimeStore.publish({ state: 'error', attempt: 0, isExhausted: true }, load);
        },
      );
    };
    load();
    return () => {
      isCancelled = true;
      client?.stop();
      stopBeforeLogout?.();
      clientRef.current = null;
      realtimeStore.publish(null);
    };
  }, []);

  // Back online, or back to the tab after the attempts ran out: try again at once.
  useEffect(() => {
    const onOnline = () => clientRef.current?.handleOnline();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') clientRef.current?.handleVisible();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return null;
}
