import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationMessages, type NotificationPreferences } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { loadNotificationValidation } from './load-notification-validation';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/preferences: one row per type with its three channel switches. */
export async function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  const data = await apiRequest('/notifications/preferences', { signal });
  const { notificationPreferencesSchema } = await loadNotificationValidation();
  return notificationPreferencesSchema.parse(data);
}

/** PUT /api/notifications/preferences with every type; answers the stored preferences. */
export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const data = await apiRequest('/notifications/preferences', {
    method: 'PUT',
    body: preferences,
  });
  const { notificationPreferencesSchema } = await loadNotificationValidation();
  const parsed = notificationPreferencesSchema.safeParse(data);
  // An empty 204 still means saved: keep what was sent.
  return parsed.success ? parsed.data : preferences;
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
