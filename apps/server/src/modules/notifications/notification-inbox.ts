import {
  notificationMessages,
  type NotificationListQuery,
  type NotificationListResponse,
} from '@atiende/contracts';
import { AppError } from '../../platform/errors';
import { toNotification } from './notification-mappers';
import * as repository from './notifications.repository';
import type { NotificationsDeps } from './notifications.service';
import { paginationOf } from '../../platform/pagination';

/** Totals above this read as "more than" (docs/conventions.md#api). */
const COUNT_CAP = 10_000;

/** The user's other tabs and devices follow the badge. */
function announceCount(deps: NotificationsDeps, userId: string, unreadCount: number) {
  deps.realtime()?.sendToUsers([userId], { type: 'unread_count', data: { unreadCount } });
}

export async function listNotifications(
  { db }: NotificationsDeps,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const filters = { unread: query.unread, type: query.type };
  const [rows, counted, unreadCount] = await Promise.all([
    repository.findPageOfUser(db, userId, filters, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repository.countOfUser(db, userId, filters, COUNT_CAP),
    repository.countUnread(db, userId),
  ]);
  const isEstimate = counted > COUNT_CAP;
  const total = Math.min(counted, COUNT_CAP);
  return {
    notifications: rows.map(toNotification),
    pagination: {
      ...paginationOf(query, total),
      ...(isEstimate ? { totalIsEstimate: true } : {}),
    },
    unreadCount,
  };
}

export async function markNotificationRead(deps: NotificationsDeps, userId: string, id: string) {
  const { db } = deps;
  const row = await repository.markReadOfUser(db, userId, id);
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
  const unreadCount = await repository.countUnread(db, userId);
  announceCount(deps, userId, unreadCount);
  return { notification: toNotification(row), unreadCount };
}

export async function markAllNotificationsRead(deps: NotificationsDeps, userId: string) {
  const updated = await repository.markAllReadOfUser(deps.db, userId);
  if (updated > 0) announceCount(deps, userId, 0);
  return { updated };
}

export async function removeNotification(deps: NotificationsDeps, userId: string, id: string) {
  const { db } = deps;
  const isDeleted = await repository.deleteOfUser(db, userId, id);
  if (!isDeleted) throw new AppError('NOTIFICATION_NOT_FOUND');
  const unreadCount = await repository.countUnread(db, userId);
  announceCount(deps, userId, unreadCount);
  return { message: notificationMessages.toasts.deleteSuccess, unreadCount };
}
