import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { notificationMessages, type Notification } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import {
  markAllReadInList,
  markReadInList,
  refreshLists,
  removeFromList,
  restoreLists,
  updateAllLists,
  type ListSnapshot,
} from '../lib/notification-cache';

const toasts = notificationMessages.toasts;

/*
 * docs/product/notifications.md notification calls. Each one changes the bell and the pages at once
 * (optimistic), puts them back if the server says no, shows the docs/product/notifications.md
 * toast, and then refetches the bell so its count ends up as the server has it (refreshLists).
 */

type Target = Pick<Notification, 'id' | 'isRead'>;

/** PUT /api/notifications/{id}/read */
export function markNotificationRead(id: string): Promise<unknown> {
  return apiSend('PUT', `/notifications/${encodeURIComponent(id)}/read`, undefined, null);
}

/** PUT /api/notifications/mark-all-read */
export function markAllNotificationsRead(): Promise<unknown> {
  return apiSend('PUT', '/notifications/mark-all-read', undefined, null);
}

/** DELETE /api/notifications/{id} */
export function deleteNotification(id: string): Promise<unknown> {
  return apiSend('DELETE', `/notifications/${encodeURIComponent(id)}`, undefined, null);
}

export function markReadMutationOptions(queryClient: QueryClient) {
  return mutationOptions<unknown, Error, Target, ListSnapshot>({
    mutationFn: (notification) => markNotificationRead(notification.id),
    onMutate: (notification) =>
      updateAllLists(queryClient, (list) =>
        markReadInList(list, notification.id, !notification.isRead, new Date().toISOString()),
      ),
    onError: (_error, _notification, snapshot) => {
      restoreLists(queryClient, snapshot);
      notify.error(toasts.markReadError);
    },
    onSettled: () => refreshLists(queryClient),
  });
}

export function markAllReadMutationOptions(queryClient: QueryClient) {
  return mutationOptions<unknown, Error, void, ListSnapshot>({
    mutationFn: () => markAllNotificationsRead(),
    onMutate: () =>
      updateAllLists(queryClient, (list) => markAllReadInList(list, new Date().toISOString())),
    onSuccess: () => notify.success(toasts.markAllReadSuccess),
    onError: (_error, _variables, snapshot) => {
      restoreLists(queryClient, snapshot);
      notify.error(toasts.markAllReadError);
    },
    onSettled: () => refreshLists(queryClient),
  });
}

export function deleteMutationOptions(queryClient: QueryClient) {
  return mutationOptions<unknown, Error, Target, ListSnapshot>({
    mutationFn: (notification) => deleteNotification(notification.id),
    onMutate: (notification) =>
      updateAllLists(queryClient, (list) =>
        removeFromList(list, notification.id, !notification.isRead),
      ),
    onSuccess: () => notify.success(toasts.deleteSuccess),
    onError: (_error, _notification, snapshot) => {
      restoreLists(queryClient, snapshot);
      notify.error(toasts.deleteError);
    },
    onSettled: () => refreshLists(queryClient),
  });
}

export function useMarkNotificationRead() {
  return useMutation(markReadMutationOptions(useQueryClient()));
}

export function useMarkAllNotificationsRead() {
  return useMutation(markAllReadMutationOptions(useQueryClient()));
}

export function useDeleteNotification() {
  return useMutation(deleteMutationOptions(useQueryClient()));
}
