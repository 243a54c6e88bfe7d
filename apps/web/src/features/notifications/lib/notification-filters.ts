import {
  NOTIFICATION_PAGE_LIMIT_DEFAULT,
  NOTIFICATION_PAGE_LIMIT_MAX,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@atiende/contracts';

/**
 * /notifications filters as they live in the URL (docs/product/tickets.md#ticket-list: back, reload
 * and sharing work).
 */
export interface NotificationFilters {
  page: number;
  limit: number;
  isUnreadOnly: boolean;
  type?: NotificationType;
}

/** The page sizes offered by "Por página"; any other value up to the API cap is kept as typed. */
export const NOTIFICATION_PAGE_SIZES = [10, 25, 50] as const;

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseNotificationFilters(params: URLSearchParams): NotificationFilters {
  const type = params.get('type');
  const limit = positiveInteger(params.get('limit'));
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    limit:
      limit === null
        ? NOTIFICATION_PAGE_LIMIT_DEFAULT
        : Math.min(limit, NOTIFICATION_PAGE_LIMIT_MAX),
    isUnreadOnly: params.get('unread') === 'true',
    type: (NOTIFICATION_TYPES as readonly string[]).includes(type ?? '')
      ? (type as NotificationType)
      : undefined,
  };
}

/** The URL form: defaults (page 1, the default size, all, every type) are left out. */
export function notificationFiltersToParams(filters: NotificationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.isUnreadOnly) params.set('unread', 'true');
  if (filters.type) params.set('type', filters.type);
  if (filters.limit !== NOTIFICATION_PAGE_LIMIT_DEFAULT) params.set('limit', String(filters.limit));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /api/notifications query (notificationListQuerySchema). */
export function notificationApiQuery(
  filters: NotificationFilters,
): Record<string, string | number | undefined> {
  return {
    page: filters.page,
    limit: filters.limit,
    unread: filters.isUnreadOnly ? 'true' : undefined,
    type: filters.type,
  };
}

export function hasActiveFilters(filters: NotificationFilters): boolean {
  return filters.isUnreadOnly || filters.type !== undefined;
}
