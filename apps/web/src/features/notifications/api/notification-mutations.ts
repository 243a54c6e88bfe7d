import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  notificationMessages,
  type Notification,
  type NotificationListResponse,
} from '@atiende/contracts';
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

type List = NotificationListResponse;

/**
 * One optimistic notification call: `update` changes every cached list at once, a refusal puts
 * them back with `errorToast`, success shows `successToast` (when it has one), and the bell
 * refetches either way.
 */
function optimisticMutationOptions<TVariables>(
  queryClient: QueryClient,
  call: {
    run: (variables: TVariables) => Promise<unknown>;
    update: (list: List, variables: TVariables) => List;
    successToast?: string;
    errorToast: string;
  },
) {
  const { successToast } = call;
  return mutationOptions<unknown, Error, TVariables, ListSnapshot>({
    mutationFn: call.run,
    onMutate: (variables) => updateAllLists(queryClient, (list) => call.update(list, variables)),
    ...(successToast ? { onSuccess: () => notify.success(successToast) } : {}),
    onError: (_error, _variables, snapshot) => {
      restoreLists(queryClient, snapshot);
      notify.error(call.errorToast);
    },
    onSettled: () => refreshLists(queryClient),
  });
}

export function markReadMutationOptions(queryClient: QueryClient) {
  return optimisticMutationOptions(queryClient, {
    run: (notification: Target) => markNotificationRead(notification.id),
    update: (list, notification) =>
      markReadInList(list, notification.id, !notification.isRead, new Date().toISOString()),
    errorToast: toasts.markReadError,
  });
}

export function markAllReadMutationOptions(queryClient: QueryClient) {
  return optimisticMutationOptions<void>(queryClient, {
    run: () => markAllNotificationsRead(),
    update: (list) => markAllReadInList(list, new Date().toISOString()),
    successToast: toasts.markAllReadSuccess,
    errorToast: toasts.markAllReadError,
  });
}

export function deleteMutationOptions(queryClient: QueryClient) {
  return optimisticMutationOptions(queryClient, {
    run: (notification: Target) => deleteNotification(notification.id),
    update: (list, notification) => removeFromList(list, notification.id, !notification.isRead),
    successToast: toasts.deleteSuccess,
    errorToast: toasts.deleteError,
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
