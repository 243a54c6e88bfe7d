import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationMessages, type NotificationPreferences } from '@atiende/contracts';
import { apiGet, apiSend } from '../../../lib/api';
import { lazyExport } from '../../../lib/lazy-chunk';
import { notify } from '../../../lib/notify';
import { loadNotificationValidation } from './load-notification-validation';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/preferences: one row per type with its three channel switches. */
export async function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  const schema = lazyExport(loadNotificationValidation, 'notificationPreferencesSchema');
  return apiGet('/notifications/preferences', schema, { signal });
}

/** PUT /api/notifications/preferences with every type; answers the stored preferences. */
export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  // An empty 204 still means saved: keep what was sent.
  const schema = () =>
    loadNotificationValidation().then((chunk) => chunk.notificationPreferencesSchema.optional());
  const saved = await apiSend('PUT', '/notifications/preferences', preferences, schema);
  return saved ?? preferences;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.preferences(), saved);
      notify.success(notificationMessages.toasts.preferencesSaved);
    },
    onError: () => notify.error(notificationMessages.toasts.preferencesError),
  });
}
