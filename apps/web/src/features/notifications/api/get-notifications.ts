import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../../../lib/first-paint-gate';
import {
  NOTIFICATION_BELL_LIMIT,
  NOTIFICATION_REFRESH_MS,
  NOTIFICATION_STALE_MS,
  type NotificationListResponse,
} from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { lazyExport } from '../../../lib/lazy-chunk';
import { notificationApiQuery, type NotificationFilters } from '../lib/notification-filters';
import { loadNotificationValidation } from './load-notification-validation';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications: `data.notifications` with pagination and the unread count. */
export async function getNotifications(
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<NotificationListResponse> {
  const schema = lazyExport(loadNotificationValidation, 'notificationListResponseSchema');
  return apiGet('/notifications', schema, { query, signal });
}

/** docs/product/notifications.md bell: the last 10, refreshed every 30 s, stale after 10 s. */
export function bellQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.bell(),
    queryFn: ({ signal }) => getNotifications({ limit: NOTIFICATION_BELL_LIMIT }, signal),
    staleTime: NOTIFICATION_STALE_MS,
    refetchInterval: NOTIFICATION_REFRESH_MS,
  });
}

export function useBellNotifications() {
  // Asked once the page's first screen is painted (docs/performance.md#first-paint).
  return useQuery({ ...bellQueryOptions(), enabled: useAfterFirstPaint('header') });
}

/**
 * One page of /notifications; the old page stays on screen while the next one loads
 * (docs/product/ui.md#patterns).
 */
export function notificationsPageQueryOptions(filters: NotificationFilters) {
  return queryOptions({
    queryKey: notificationKeys.page(filters),
    queryFn: ({ signal }) => getNotifications(notificationApiQuery(filters), signal),
    staleTime: NOTIFICATION_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useNotificationsPage(filters: NotificationFilters) {
  return useQuery(notificationsPageQueryOptions(filters));
}
