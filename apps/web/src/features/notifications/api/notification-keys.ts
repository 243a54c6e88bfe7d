import type { NotificationFilters } from '../lib/notification-filters';

/** docs/conventions.md#web-data-layer: the one key factory of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Every cached list (the bell and each page of /notifications) answers NotificationListResponse. */
  lists: () => [...notificationKeys.all, 'list'] as const,
  bell: () => [...notificationKeys.lists(), 'bell'] as const,
  pages: () => [...notificationKeys.lists(), 'page'] as const,
  page: (filters: NotificationFilters) => [...notificationKeys.pages(), filters] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};
