import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationListResponse } from '@atiende/contracts';
import { notificationKeys } from '../api/notification-keys';
import {
  addIncomingNotification,
  markAllReadInList,
  markReadInList,
  prependToList,
  removeFromList,
  restoreLists,
  setUnreadCount,
  updateAllLists,
} from './notification-cache';
import type { NotificationFilters } from './notification-filters';

let sequence = 0;
function makeNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  const suffix = String(sequence).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    type: 'TICKET_ASSIGNED',
    title: `Ticket asignado ${sequence}`,
    message: 'Te asignaron el ticket #12',
    isRead: false,
    createdAt: '2026-11-22T15:00:00.000Z',
    readAt: null,
    ticket: { id: `10000000-0000-4000-8000-${suffix}`, number: 12, title: 'La impresora' },
    ...overrides,
  };
}

function makeList(notifications: Notification[], unreadCount: number): NotificationListResponse {
  return {
    notifications,
    unreadCount,
    pagination: { page: 1, limit: 10, total: notifications.length, totalPages: 1 },
  };
}

const READ_AT = '2026-11-22T16:00:00.000Z';
const PAGE: NotificationFilters = { page: 1, limit: 10, isUnreadOnly: false };

describe('list updates', () => {
  it('marks one read in place and counts one unread less', () => {
    const unread = makeNotification();
    const list = markReadInList(makeList([unread], 4), unread.id, true, READ_AT);
    expect(list.notifications[0]).toMatchObject({ isRead: true, readAt: READ_AT });
    expect(list.unreadCount).toBe(3);
  });

  it('lowers the count even when the notification is on another page', () => {
    expect(markReadInList(makeList([], 4), 'elsewhere', true, READ_AT).unreadCount).toBe(3);
    expect(markReadInList(makeList([], 4), 'elsewhere', false, READ_AT).unreadCount).toBe(4);
  });

  it('never counts below zero', () => {
    expect(markReadInList(makeList([], 0), 'x', true, READ_AT).unreadCount).toBe(0);
  });

  it('marks all read and clears the count', () => {
    const list = markAllReadInList(makeList([makeNotification(), makeNotification()], 7), READ_AT);
    expect(list.notifications.every((notification) => notification.isRead)).toBe(true);
    expect(list.unreadCount).toBe(0);
  });

  it('removes one, with its unread and its place in the total', () => {
    const [first, second] = [makeNotification(), makeNotification({ isRead: true })];
    const list = removeFromList(makeList([first!, second!], 1), first!.id, true);
    expect(list.notifications.map((notification) => notification.id)).toEqual([second!.id]);
    expect(list.unreadCount).toBe(0);
    expect(list.pagination.total).toBe(1);
  });

  it('prepends a new one, keeps the bell at 10 and counts it unread', () => {
    const ten = Array.from({ length: 10 }, () => makeNotification({ isRead: true }));
    const incoming = makeNotification();
    const list = prependToList(makeList(ten, 0), incoming);
    expect(list.notifications).toHaveLength(10);
    expect(list.notifications[0]?.id).toBe(incoming.id);
    expect(list.unreadCount).toBe(1);
    expect(list.pagination.total).toBe(11);
  });

  it('does not add the same notification twice', () => {
    const incoming = makeNotification();
    const list = makeList([incoming], 1);
    expect(prependToList(list, incoming)).toBe(list);
  });
});

describe('cache updates across the bell and the pages', () => {
  it('applies an optimistic change to every list and puts it back on rollback', async () => {
    const queryClient = new QueryClient();
    const unread = makeNotification();
    const bell = makeList([unread], 2);
    const page = makeList([unread, makeNotification()], 2);
    queryClient.setQueryData(notificationKeys.bell(), bell);
    queryClient.setQueryData(notificationKeys.page(PAGE), page);

    const snapshot = await updateAllLists(queryClient, (list) =>
      markReadInList(list, unread.id, true, READ_AT),
    );
    expect(
      queryClient.getQueryData<NotificationListResponse>(notificationKeys.bell()),
    ).toMatchObject({ unreadCount: 1 });
    expect(
      queryClient.getQueryData<NotificationListResponse>(notificationKeys.page(PAGE))
        ?.notifications[0]?.isRead,
    ).toBe(true);

    restoreLists(queryClient, snapshot);
    expect(queryClient.getQueryData(notificationKeys.bell())).toEqual(bell);
    expect(queryClient.getQueryData(notificationKeys.page(PAGE))).toEqual(page);
  });

  it('prepends a socket notification to the bell and bumps every unread count', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.bell(), makeList([makeNotification()], 1));
    queryClient.setQueryData(notificationKeys.page(PAGE), makeList([], 1));
    const incoming = makeNotification();

    addIncomingNotification(queryClient, incoming);
    addIncomingNotification(queryClient, incoming); // the same frame again changes nothing

    const bell = queryClient.getQueryData<NotificationListResponse>(notificationKeys.bell());
    expect(bell?.notifications[0]?.id).toBe(incoming.id);
    expect(bell?.unreadCount).toBe(2);
    const page = queryClient.getQueryData<NotificationListResponse>(notificationKeys.page(PAGE));
    expect(page?.unreadCount).toBe(2);
    // Pages are marked stale (no rows move under the reader); the bell is not refetched.
    expect(queryClient.getQueryState(notificationKeys.page(PAGE))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notificationKeys.bell())?.isInvalidated).toBe(false);
  });

  it('leaves an unloaded bell alone (its first answer will include the notification)', () => {
    const queryClient = new QueryClient();
    addIncomingNotification(queryClient, makeNotification());
    expect(queryClient.getQueryData(notificationKeys.bell())).toBeUndefined();
  });

  it('takes the server unread count everywhere', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.bell(), makeList([], 3));
    queryClient.setQueryData(notificationKeys.page(PAGE), makeList([], 3));
    setUnreadCount(queryClient, 12);
    for (const key of [notificationKeys.bell(), notificationKeys.page(PAGE)]) {
      expect(queryClient.getQueryData<NotificationListResponse>(key)?.unreadCount).toBe(12);
    }
  });
});
