import type { Notification } from '@atiende/contracts';
import type { NotificationRow } from '../../db/schema/index';

/** A stored row as the API and the socket show it (docs/product/notifications.md Notification). */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    ticket:
      row.ticketId && row.ticketNumber !== null
        ? { id: row.ticketId, number: row.ticketNumber, title: row.ticketTitle ?? '' }
        : null,
  };
}
