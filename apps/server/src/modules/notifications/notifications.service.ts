import type {
  NotificationListQuery,
  NotificationPreference,
  PushSubscriptionInput,
} from '@atiende/contracts';
import type { Db } from '../../db/client';
import type { OutboundPolicy } from '../../platform/outbound';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  removeNotification,
} from './notification-inbox';
import { preferencesOfUser, savePreferencesOfUser } from './notification-preferences';
import * as repository from './notifications.repository';
import { subscribeBrowser, unsubscribeBrowser } from './push-registration';

export type NotificationsDeps = {
  db: Db;
  policy: OutboundPolicy;
  realtime: () => RealtimeHub | undefined;
};

/** What the routes do with a user's own notifications, settings and browsers. */
export function createNotificationsService(deps: NotificationsDeps) {
  const { db } = deps;
  return {
    list: (userId: string, query: NotificationListQuery) => listNotifications(deps, userId, query),
    unreadCount: (userId: string) => repository.countUnread(db, userId),
    markRead: (userId: string, id: string) => markNotificationRead(deps, userId, id),
    markAllRead: (userId: string) => markAllNotificationsRead(deps, userId),
    remove: (userId: string, id: string) => removeNotification(deps, userId, id),
    preferences: (userId: string) => preferencesOfUser(deps, userId),
    savePreferences: (userId: string, rows: NotificationPreference[]) =>
      savePreferencesOfUser(deps, userId, rows),
    subscribe: (userId: string, input: PushSubscriptionInput, userAgent: string | undefined) =>
      subscribeBrowser(deps, userId, input, userAgent),
    unsubscribe: (userId: string, endpoint: string) => unsubscribeBrowser(deps, userId, endpoint),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
