import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationListResponse } from '@atiende/contracts';
import { ApiError } from '../../../lib/api-error';
import {
  deleteMutationOptions,
  markAllReadMutationOptions,
  markReadMutationOptions,
} from './notification-mutations';
import { notificationKeys } from './notification-keys';

const calls = vi.hoisted(() => ({
  apiRequest: vi.fn(),
  success: vi.fn(),
  error: vi.fn(),
}));
vi.mock('../../../lib/api-client', () => ({ apiRequest: calls.apiRequest }));
vi.mock('../../../lib/notify', () => ({
  notify: { success: calls.success, error: calls.error, info: vi.fn() },
}));

const UNREAD = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'COMMENT_ADDED' as const,
  title: 'Nuevo comentario',
  message: 'Patricia respondió en el ticket #7',
  isRead: false,
  createdAt: '2026-11-22T15:00:00.000Z',
  readAt: null,
  ticket: { id: '10000000-0000-4000-8000-000000000001', number: 7, title: 'Caja' },
};

function bellWith(unreadCount: number): NotificationListResponse {
  return {
    notifications: [UNREAD],
    unreadCount,
    pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
  };
}

function bell(queryClient: QueryClient) {
  return queryClient.getQueryData<NotificationListResponse>(notificationKeys.bell());
}

let queryClient: QueryClient;
beforeEach(() => {
  vi.clearAllMocks();
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(notificationKeys.bell(), bellWith(3));
});

describe('notification mutations (docs/product/notifications.md calls, messages)', () => {
  it('marks one read at once and keeps it when the server agrees', async () => {
    let answer: (value: unknown) => void = () => undefined;
    calls.apiRequest.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const mutation = new MutationObserver(queryClient, markReadMutationOptions(queryClient));
    const done = mutation.mutate(UNREAD);
    await vi.waitFor(() => expect(bell(queryClient)?.unreadCount).toBe(2));
    expect(bell(queryClient)?.notifications[0]?.isRead).toBe(true);
    answer({});
    await done;
    expect(calls.apiRequest).toHaveBeenCalledWith(`/notifications/${UNREAD.id}/read`, {
      method: 'PUT',
    });
    expect(calls.error).not.toHaveBeenCalled();
  });

  it('puts the notification back as unread and says so when marking fails', async () => {
    calls.apiRequest.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'x'));
    const mutation = new MutationObserver(queryClient, markReadMutationOptions(queryClient));
    await mutation.mutate(UNREAD).catch(() => undefined);
    expect(bell(queryClient)?.unreadCount).toBe(3);
    expect(bell(queryClient)?.notifications[0]?.isRead).toBe(false);
    expect(calls.error).toHaveBeenCalledWith('Error al marcar notificación como leída');
  });

  it('marks all read with the success toast, or rolls back with the error toast', async () => {
    calls.apiRequest.mockResolvedValueOnce({ updated: 3 });
    const mutation = new MutationObserver(queryClient, markAllReadMutationOptions(queryClient));
    await mutation.mutate();
    expect(calls.success).toHaveBeenCalledWith('Todas las notificaciones marcadas como leídas');
    expect(calls.apiRequest).toHaveBeenCalledWith('/notifications/mark-all-read', {
      method: 'PUT',
    });

    queryClient.setQueryData(notificationKeys.bell(), bellWith(3));
    calls.apiRequest.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'x'));
    await mutation.mutate().catch(() => undefined);
    expect(bell(queryClient)?.unreadCount).toBe(3);
    expect(calls.error).toHaveBeenCalledWith('Error al marcar notificaciones como leídas');
  });

  it('deletes with "Notificación eliminada", or restores the row on failure', async () => {
    calls.apiRequest.mockRejectedValueOnce(new ApiError(404, 'NOTIFICATION_NOT_FOUND', 'x'));
    const mutation = new MutationObserver(queryClient, deleteMutationOptions(queryClient));
    await mutation.mutate(UNREAD).catch(() => undefined);
    expect(bell(queryClient)?.notifications).toHaveLength(1);
    expect(calls.error).toHaveBeenCalledWith('Error al eliminar notificación');

    calls.apiRequest.mockResolvedValueOnce({ message: 'Notificación eliminada', unreadCount: 2 });
    await mutation.mutate(UNREAD);
    expect(calls.apiRequest).toHaveBeenLastCalledWith(`/notifications/${UNREAD.id}`, {
      method: 'DELETE',
    });
    expect(calls.success).toHaveBeenCalledWith('Notificación eliminada');
  });
});
