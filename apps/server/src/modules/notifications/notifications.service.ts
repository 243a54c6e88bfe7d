import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TYPES,
  notificationMessages,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationPreference,
  type NotificationType,
  type PushSubscriptionInput,
} from '@atiende/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { checkOutboundUrl, type OutboundPolicy } from '../../platform/outbound';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { toNotification } from './notification-mappers';
import * as repository from './notifications.repository';
import { PUSH_SUBSCRIPTIONS_PER_USER_MAX } from './push';
import * as subscriptions from './push-subscriptions.repository';

/** Totals above this read as "more than" (docs/conventions.md#api). */
const COUNT_CAP = 10_000;

const subscriptionInvalid = (field: string) =>
  new AppError(
    'VALIDATION_FAILED',
    [{ field, message: notificationMessages.validation.subscriptionInvalid }],
    {
      message: notificationMessages.validation.subscriptionInvalid,
    },
  );

/** An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret, as browsers give. */
function hasValidKeys(keys: PushSubscriptionInput['keys']): 'p256dh' | 'auth' | null {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 0x04) return 'p256dh';
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return 'auth';
  return null;
}

/** What the routes do with a user's own notifications, settings and browsers. */
export function createNotificationsService(deps: {
  db: Db;
  policy: OutboundPolicy;
  realtime: () => RealtimeHub | undefined;
}) {
  const { db } = deps;

  /** The user's other tabs and devices follow the badge. */
  function announceCount(userId: string, unreadCount: number) {
    deps.realtime()?.sendToUsers([userId], { type: 'unread_count', data: { unreadCount } });
  }

  async function list(
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
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
        ...(isEstimate ? { totalIsEstimate: true } : {}),
      },
      unreadCount,
    };
  }

  async function markRead(userId: string, id: string) {
    const row = await repository.markReadOfUser(db, userId, id);
    if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
    const unreadCount = await repository.countUnread(db, userId);
    announceCount(userId, unreadCount);
    return { notification: toNotification(row), unreadCount };
  }

  async function markAllRead(userId: string) {
    const updated = await repository.markAllReadOfUser(db, userId);
    if (updated > 0) announceCount(userId, 0);
    return { updated };
  }

  async function remove(userId: string, id: string) {
    const isDeleted = await repository.deleteOfUser(db, userId, id);
    if (!isDeleted) throw new AppError('NOTIFICATION_NOT_FOUND');
    const unreadCount = await repository.countUnread(db, userId);
    announceCount(userId, unreadCount);
    return { message: notificationMessages.toasts.deleteSuccess, unreadCount };
  }

  /** Every type, in NOTIFICATION_TYPES order, with the defaults where the user kept them. */
  async function preferences(userId: string): Promise<NotificationPreference[]> {
    const stored = new Map(
      (await repository.findPreferencesOfUser(db, userId)).map((row) => [row.type, row]),
    );
    return NOTIFICATION_TYPES.map((type) => {
      const row = stored.get(type) ?? DEFAULT_NOTIFICATION_PREFERENCES[type];
      return { type, inApp: row.inApp, email: row.email, push: row.push };
    });
  }

  /** Saves the types sent; a row equal to the defaults is removed, so later defaults apply. */
  async function savePreferences(userId: string, rows: NotificationPreference[]) {
    const isDefault = (row: NotificationPreference) => {
      const defaults = DEFAULT_NOTIFICATION_PREFERENCES[row.type];
      return (
        row.inApp === defaults.inApp && row.email === defaults.email && row.push === defaults.push
      );
    };
    await db.transaction((tx) =>
      repository.savePreferences(tx, userId, {
        stored: rows.filter((row) => !isDefault(row)),
        defaults: rows.filter(isDefault).map((row): NotificationType => row.type),
      }),
    );
    return preferences(userId);
  }

  /** Stores a browser's subscription after checking where it would make us connect. */
  async function subscribe(
    userId: string,
    input: PushSubscriptionInput,
    userAgent: string | undefined,
  ): Promise<void> {
    const badKey = hasValidKeys(input.keys);
    if (badKey) throw subscriptionInvalid(`keys.${badKey}`);
    const url = new URL(input.endpoint);
    // Browsers give https; plain http only for a host the allow-list opens (tests, on-premise).
    if (url.protocol !== 'https:' && !deps.policy.isListed(url.hostname)) {
      throw subscriptionInvalid('endpoint');
    }
    const check = await checkOutboundUrl(input.endpoint, deps.policy);
    if (!check.ok) throw subscriptionInvalid('endpoint');
    await db.transaction((tx) =>
      subscriptions.upsertSubscription(
        tx,
        {
          userId,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userAgent: userAgent?.slice(0, 300) ?? null,
        },
        PUSH_SUBSCRIPTIONS_PER_USER_MAX,
      ),
    );
  }

  async function unsubscribe(userId: string, endpoint: string): Promise<void> {
    // Idempotent: a browser that lost track may unsubscribe twice; another user's endpoint is
    // simply not theirs to remove.
    await subscriptions.deleteSubscriptionOfUser(db, userId, endpoint);
  }

  return {
    list,
    unreadCount: (userId: string) => repository.countUnread(db, userId),
    markRead,
    markAllRead,
    remove,
    preferences,
    savePreferences,
    subscribe,
    unsubscribe,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
