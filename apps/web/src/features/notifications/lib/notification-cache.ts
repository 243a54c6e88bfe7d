import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  NOTIFICATION_BELL_LIMIT,
  type Notification,
  type NotificationListResponse,
} from '@atiende/contracts';
import { notificationKeys } from '../api/notification-keys';

/*
 * Cache updates for the bell and /notifications. Every cached list answers
 * NotificationListResponse, whose unreadCount is the user's total (not the page's), so a change
 * to one notification moves the count of every list, even those that do not show it.
 */

type List = NotificationListResponse;

function withUnreadCount(list: List, unreadCount: number): List {
  return { ...list, unreadCount: Math.max(0, unreadCount) };
}

/**
 * One notification read: flagged in place (rows never vanish under the pointer,
 * docs/product/tickets.md#live-updates).
 */
export function markReadInList(list: List, id: string, wasUnread: boolean, readAt: string): List {
  const notifications = list.notifications.map((notification) =>
    notification.id === id && !notification.isRead
      ? { ...notification, isRead: true, readAt }
      : notification,
  );
  return withUnreadCount({ ...list, notifications }, list.unreadCount - (wasUnread ? 1 : 0));
}

export function markAllReadInList(list: List, readAt: string): List {
  const notifications = list.notifications.map((notification) =>
    notification.isRead ? notification : { ...notification, isRead: true, readAt },
  );
  return { ...list, notifications, unreadCount: 0 };
}

export function removeFromList(list: List, id: string, wasUnread: boolean): List {
  const isListed = list.notifications.some((notification) => notification.id === id);
  const notifications = list.notifications.filter((notification) => notification.id !== id);
  const total = Math.max(0, list.pagination.total - (isListed ? 1 : 0));
  return withUnreadCount(
    {
      ...list,
      notifications,
      pagination: {
        ...list.pagination,
        total,
        totalPages: Math.max(1, Math.ceil(total / list.pagination.limit)),
      },
    },
    list.unreadCount - (wasUnread ? 1 : 0),
  );
}

/** A new notification at the top of the bell: newest first, at most `limit`, one more unread. */
export function prependToList(
  list: List,
  notification: Notification,
  limit: number = NOTIFICATION_BELL_LIMIT,
): List {
  if (list.notifications.some((item) => item.id === notification.id)) return list;
  const total = list.pagination.total + 1;
  return withUnreadCount(
    {
      ...list,
      notifications: [notification, ...list.notifications].slice(0, limit),
      pagination: {
        ...list.pagination,
        total,
        totalPages: Math.max(1, Math.ceil(total / list.pagination.limit)),
      },
    },
    list.unreadCount + (notification.isRead ? 0 : 1),
  );
}

export type ListSnapshot = Array<[QueryKey, List | undefined]>;

/** Applies `update` to every cached list and returns what was there, for a rollback. */
export async function updateAllLists(
  queryClient: QueryClient,
  update: (list: List) => List,
): Promise<ListSnapshot> {
  // A refetch landing after the optimistic change would undo it. A list still waiting for its
  // first answer has nothing to change and is left to arrive (cancelled, it would stay empty).
  await queryClient.cancelQueries({
    queryKey: notificationKeys.lists(),
    predicate: (query) => query.state.data !== undefined,
  });
  const snapshot = queryClient.getQueriesData<List>({ queryKey: notificationKeys.lists() });
  queryClient.setQueriesData<List>({ queryKey: notificationKeys.lists() }, (list) =>
    list ? update(list) : list,
  );
  return snapshot;
}

export function restoreLists(queryClient: QueryClient, snapshot: ListSnapshot | undefined): void {
  for (const [queryKey, list] of snapshot ?? []) queryClient.setQueryData(queryKey, list);
}

/**
 * After a change the server confirmed (or refused): the bell refetches; the pages of /notifications
 * are only marked stale, so the rows someone is reading do not move or vanish under the pointer
 * (docs/product/tickets.md#live-updates) — they refresh on the next filter, page or visit.
 */
export function refreshLists(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.pages(), refetchType: 'none' });
  return queryClient.invalidateQueries({ queryKey: notificationKeys.bell() });
}

/**
 * docs/product/notifications.md#real-time-connection socket `notification`: prepended to the bell
 * without refetching it; the pages count one more unread and are marked stale (no rows inserted
 * while someone reads them). A notification the bell already shows (the 30 s refresh got there
 * first) changes nothing.
 */
export function addIncomingNotification(
  queryClient: QueryClient,
  notification: Notification,
): void {
  const bell = queryClient.getQueryData<List>(notificationKeys.bell());
  if (bell?.notifications.some((item) => item.id === notification.id)) return;
  if (bell)
    queryClient.setQueryData<List>(notificationKeys.bell(), prependToList(bell, notification));
  queryClient.setQueriesData<List>({ queryKey: notificationKeys.pages() }, (list) =>
    list ? withUnreadCount(list, list.unreadCount + 1) : list,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.pages(), refetchType: 'none' });
}

/**
 * docs/product/notifications.md#real-time-connection socket `unread_count`: the server's figure
 * wins everywhere.
 */
export function setUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  queryClient.setQueriesData<List>({ queryKey: notificationKeys.lists() }, (list) =>
    list ? withUnreadCount(list, unreadCount) : list,
  );
}
