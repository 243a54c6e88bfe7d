import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@atiende/contracts';
import type { RealtimeMessage } from '../../../lib/realtime/subscriptions';
import { addIncomingNotification, refreshLists, setUnreadCount } from './notification-cache';

/** What the notifications' socket messages act on. */
export interface NotificationLiveContext {
  queryClient: QueryClient;
  /** The toast for a new notification (title, message, "Abrir ticket #N"). */
  announce(notification: Notification): void;
}

/** `notification`: it goes to the top of the bell, unread, and is announced. */
export function receiveNotification(
  { data }: RealtimeMessage<'notification'>,
  context: NotificationLiveContext,
): void {
  // A notification that just arrived is unread by definition.
  const notification: Notification = { ...data, isRead: false, readAt: null };
  addIncomingNotification(context.queryClient, notification);
  context.announce(notification);
}

/** `unread_count`: the user's total, e.g. after reading on another device. */
export function receiveUnreadCount(
  { data }: RealtimeMessage<'unread_count'>,
  context: Pick<NotificationLiveContext, 'queryClient'>,
): void {
  setUnreadCount(context.queryClient, data.unreadCount);
}

/**
 * `connected`, counted per socket: back after a gap, what arrived meanwhile was missed, so the
 * bell and the lists are asked for again. The first connection needs nothing.
 */
export function createReconnectRefresher(queryClient: QueryClient): () => void {
  let connections = 0;
  return () => {
    connections += 1;
    if (connections > 1) void refreshLists(queryClient);
  };
}
