import { useMemo } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notificationMessages, type Notification } from '@atiende/contracts';
import { notify } from '../../../lib/notify';
import { useRealtimeMessage } from '../../../lib/realtime/use-realtime-message';
import { markNotificationRead } from '../api/notification-mutations';
import { refreshLists } from '../lib/notification-cache';
import {
  createReconnectRefresher,
  receiveNotification,
  receiveUnreadCount,
} from '../lib/notification-live-updates';

/**
 * The toast for each incoming notification (docs/notifications.md): its title and message, and
 * "Abrir ticket #N", which also marks it read. Notifications about one ticket share a toast, so
 * a burst replaces it instead of stacking ten.
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
            void navigate(`/tickets/${ticket.number}`);
            void markNotificationRead(notification.id)
              .then(() => refreshLists(client))
              .catch(() => notify.error(notificationMessages.toasts.markReadError));
          },
        }
      : undefined,
  });
}

/**
 * The notifications' part of the real-time socket: new notifications reach the bell and raise a
 * toast, the unread count follows other devices, and a reconnection asks for the bell again.
 * Mount it once per socket (keyed by user with it), so reconnections are counted per socket.
 */
export function useNotificationLiveUpdates(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onConnected = useMemo(() => createReconnectRefresher(queryClient), [queryClient]);
  useRealtimeMessage('notification', (message) =>
    receiveNotification(message, {
      queryClient,
      announce: (notification) => announce(notification, navigate, queryClient),
    }),
  );
  useRealtimeMessage('unread_count', (message) => receiveUnreadCount(message, { queryClient }));
  useRealtimeMessage('connected', onConnected);
}
