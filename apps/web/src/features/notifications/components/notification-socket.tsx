import { useEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notificationMessages, type Notification } from '@atiende/contracts';
import { onBeforeLogout } from '../../../lib/before-logout';
import { notify } from '../../../lib/notify';
import { markNotificationRead } from '../api/notification-mutations';
import { refreshLists } from '../lib/notification-cache';
import { realtimeStore } from '../lib/realtime-store';
import type { NotificationSocketClient } from '../lib/socket-client';

/**
 * spec §4 toast for each incoming notification: its title and message, and "Abrir ticket #N",
 * which also marks it read. Notifications about one ticket share a toast, so a burst replaces
 * it instead of stacking ten.
 */
function announce(notification: Notification, navigate: NavigateFunction, client: QueryClient) {
  const { ticket } = notification;
  notify.info(notification.title, {
    id: ticket ? `notification-ticket-${ticket.id}` : `notification-${notification.id}`,
    description: notification.message,
    action: ticket
      ? {
          label: notificationMessages.page.openTicket(ticket.number),
          onClick: () => {
            void navigate(`/tickets/${ticket.id}`);
            void markNotificationRead(notification.id)
              .then(() => refreshLists(client))
              .catch(() => notify.error(notificationMessages.toasts.markReadError));
          },
        }
      : undefined,
  });
}

/**
 * The signed-in user's notifications socket (spec §4); render it once in the signed-in layout,
 * keyed by user. The client loads lazily (it brings zod); incoming notifications update the
 * bell's cache and raise a toast, ticket changes go to `onTicketsChanged` (the app wires the
 * tickets feature's invalidation). Its state goes to realtimeStore for the status bar.
 */
export function NotificationSocket({
  onTicketsChanged,
}: {
  onTicketsChanged: (ticketIds: string[]) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clientRef = useRef<NotificationSocketClient | null>(null);
  const latest = useRef({ navigate, onTicketsChanged });
  useEffect(() => {
    latest.current = { navigate, onTicketsChanged };
  });

  useEffect(() => {
    let isCancelled = false;
    let client: NotificationSocketClient | null = null;
    let cancelBatch: (() => void) | null = null;
    let stopBeforeLogout: (() => void) | null = null;
    const load = () => {
      void import('../lib/socket-runtime').then(
        (runtime) => {
          if (isCancelled) return;
          const batcher = runtime.createTicketChangeBatcher((ticketIds) =>
            latest.current.onTicketsChanged(ticketIds),
          );
          cancelBatch = batcher.cancel;
          let connections = 0;
          const started = runtime.createNotificationSocket({
            onSnapshot: (snapshot) => realtimeStore.publish(snapshot, () => started.retry()),
            onMessage: (message) =>
              runtime.handleSocketMessage(message, {
                queryClient,
                announce: (notification) =>
                  announce(notification, latest.current.navigate, queryClient),
                onTicketChanged: batcher.add,
                // Back after a gap: what arrived meanwhile was missed, ask for the bell again.
                onConnected: () => {
                  connections += 1;
                  if (connections > 1) void refreshLists(queryClient);
                },
              }),
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
      cancelBatch?.();
      clientRef.current = null;
      realtimeStore.publish(null);
    };
  }, [queryClient]);

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
