import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationListResponse } from '@atiende/contracts';
import { notificationKeys } from '../api/notification-keys';
import { handleSocketMessage, type SocketMessageContext } from './socket-message-handler';

const TICKET_ID = '10000000-0000-4000-8000-000000000001';

function context(): SocketMessageContext & { queryClient: QueryClient } {
  const queryClient = new QueryClient();
  queryClient.setQueryData<NotificationListResponse>(notificationKeys.bell(), {
    notifications: [],
    unreadCount: 0,
    pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
  });
  return { queryClient, announce: vi.fn(), onTicketChanged: vi.fn(), onConnected: vi.fn() };
}

describe('socket messages', () => {
  it('puts a notification in the bell, unread, and announces it', () => {
    const ctx = context();
    handleSocketMessage(
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
      ctx,
    );
    const bell = ctx.queryClient.getQueryData<NotificationListResponse>(notificationKeys.bell());
    expect(bell?.unreadCount).toBe(1);
    expect(bell?.notifications[0]).toMatchObject({ isRead: false, readAt: null });
    expect(ctx.announce).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Ticket asignado' }),
    );
  });

  it('sets the unread count and passes ticket changes on', () => {
    const ctx = context();
    handleSocketMessage({ type: 'unread_count', data: { unreadCount: 15 } }, ctx);
    handleSocketMessage(
      { type: 'ticket_changed', data: { ticketId: TICKET_ID, number: 12, change: 'updated' } },
      ctx,
    );
    expect(
      ctx.queryClient.getQueryData<NotificationListResponse>(notificationKeys.bell())?.unreadCount,
    ).toBe(15);
    expect(ctx.onTicketChanged).toHaveBeenCalledWith(TICKET_ID);
    expect(ctx.announce).not.toHaveBeenCalled();
    handleSocketMessage({ type: 'connected', data: { userId: TICKET_ID } }, ctx);
    expect(ctx.onConnected).toHaveBeenCalledTimes(1);
  });
});
