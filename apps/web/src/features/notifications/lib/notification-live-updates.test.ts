import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationListResponse } from '@atiende/contracts';
import { notificationKeys } from '../api/notification-keys';
import {
  createReconnectRefresher,
  receiveNotification,
  receiveUnreadCount,
} from './notification-live-updates';

const TICKET_ID = '10000000-0000-4000-8000-000000000001';

function bellClient(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData<NotificationListResponse>(notificationKeys.bell(), {
    notifications: [],
    unreadCount: 0,
    pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
  });
  return queryClient;
}
const bellOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<NotificationListResponse>(notificationKeys.bell());

describe('the notifications’ socket messages', () => {
  it('puts a notification in the bell, unread, and announces it', () => {
    const queryClient = bellClient();
    const announce = vi.fn();
    receiveNotification(
      {
        type: 'notification',
        data: {
          id: '00000000-0000-4000-8000-000000000001',
          type: 'TICKET_ASSIGNED',
          title: 'Ticket asignado',
          message: 'Lucía te asignó el ticket #12',
          createdAt: '2026-11-22T15:00:00.000Z',
          ticket: { id: TICKET_ID, number: 12, title: 'La impresora' },
        },
      },
      { queryClient, announce },
    );
    expect(bellOf(queryClient)?.unreadCount).toBe(1);
    expect(bellOf(queryClient)?.notifications[0]).toMatchObject({ isRead: false, readAt: null });
    expect(announce).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ticket asignado' }));
  });

  it('sets the unread count', () => {
    const queryClient = bellClient();
    receiveUnreadCount({ type: 'unread_count', data: { unreadCount: 15 } }, { queryClient });
    expect(bellOf(queryClient)?.unreadCount).toBe(15);
  });

  it('asks for the lists again on a reconnection, not on the first connection', () => {
    const queryClient = bellClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const connected = createReconnectRefresher(queryClient);
    connected();
    expect(invalidate).not.toHaveBeenCalled();
    connected();
    expect(invalidate).toHaveBeenCalled();
  });
});
