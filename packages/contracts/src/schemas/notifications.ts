import { z } from 'zod';
import {
  NOTIFICATION_PAGE_LIMIT_DEFAULT,
  NOTIFICATION_PAGE_LIMIT_MAX,
  NOTIFICATION_TYPES,
} from '../constants/notifications';
import { notificationMessages } from '../messages/es/notifications';
import { paginationSchema } from './api';

const v = notificationMessages.validation;

/**
 * docs/product/notifications.md Notification: id, type, title, message, isRead, createdAt,
 * ticket{id,title}.
 */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  ticket: z.object({ id: z.uuid(), number: z.number().int(), title: z.string() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: v.booleanInvalid })
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** PUT /api/notifications/{id}/read, DELETE /api/notifications/{id} */
export const notificationIdParamsSchema = z.object({ id: z.uuid({ error: v.idInvalid }) });

/** GET /api/notifications?limit=10&page=1&unread=true&type=TICKET_ASSIGNED */
export const notificationListQuerySchema = z.object({
  page: z.coerce
    .number({ error: v.pageInvalid })
    .int(v.pageInvalid)
    .min(1, v.pageInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: v.limitInvalid })
    .int(v.limitInvalid)
    .min(1, v.limitInvalid)
    .max(NOTIFICATION_PAGE_LIMIT_MAX, v.limitInvalid)
    .default(NOTIFICATION_PAGE_LIMIT_DEFAULT),
  unread: booleanQuery,
  type: z.enum(NOTIFICATION_TYPES, { error: v.typeInvalid }).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/**
 * `data.notifications` with pagination (docs/product/notifications.md), plus the unread count so
 * the bell needs one call.
 */
export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  pagination: paginationSchema,
  unreadCount: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** GET /api/notifications/unread-count → `data.unreadCount`. */
export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** PUT /api/notifications/mark-all-read → how many changed. */
export const markAllReadResponseSchema = z.object({ updated: z.number().int() });

/** PUT /api/notifications/{id}/read → the notification and the count left, for the badge. */
export const notificationReadResponseSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number().int(),
});
export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;

/** DELETE /api/notifications/{id} → the toast's text and the count left. */
export const notificationDeletedResponseSchema = z.object({
  message: z.string(),
  unreadCount: z.number().int(),
});
export type NotificationDeletedResponse = z.infer<typeof notificationDeletedResponseSchema>;

/** One row of /settings/notifications. */
export const notificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: v.typeInvalid }),
  inApp: z.boolean({ error: v.switchInvalid }),
  email: z.boolean({ error: v.switchInvalid }),
  push: z.boolean({ error: v.switchInvalid }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET/PUT /api/notifications/preferences: every type, in NOTIFICATION_TYPES order. */
export const notificationPreferencesSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1, v.preferencesRequired)
    .max(NOTIFICATION_TYPES.length, v.preferencesRequired)
    .refine((rows) => new Set(rows.map((row) => row.type)).size === rows.length, v.duplicateType),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const base64Url = z
  .string({ error: v.subscriptionInvalid })
  .min(16, v.subscriptionInvalid)
  .max(200, v.subscriptionInvalid)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, v.subscriptionInvalid);

/**
 * POST /api/notifications/subscribe: the browser's PushSubscription.toJSON(). Browsers always give
 * https endpoints; the server also refuses private and loopback hosts unless its outbound
 * allow-list opens them (docs/conventions.md#security), which is how tests reach a push service on
 * loopback.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: v.subscriptionInvalid })
    .max(2_000, v.subscriptionInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64Url, auth: base64Url }, { error: v.subscriptionInvalid }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/notifications/subscribe { endpoint } */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.url({ error: v.subscriptionInvalid }).max(2_000, v.subscriptionInvalid),
});

/** GET /api/notifications/push/public-key: the VAPID application server key. */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });

/**
 * What a Web Push message carries, encrypted for the browser: the service worker shows `title`
 * and `body`, opens `url` on click, and uses `tag` (the ticket's id) so that a newer
 * notification about the same ticket replaces the older one on screen.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().nullable(),
  notificationId: z.uuid().nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** POST /api/auth/ws-ticket → `data.token` (docs/conventions.md#security). */
export const wsTicketResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type WsTicketResponse = z.infer<typeof wsTicketResponseSchema>;

/**
 * What a notification looks like on the socket (docs/product/notifications.md: data.id, data.title,
 * data.message).
 */
export const socketNotificationSchema = notificationSchema.omit({ isRead: true, readAt: true });

/** The ticket kinds of change the socket announces, so open lists and detail pages refresh. */
export const TICKET_CHANGE_KINDS = [
  'created',
  'updated',
  'status_changed',
  'priority_changed',
  'assigned',
  'escalated',
  'comment_added',
] as const;

/** Messages the server sends on /ws/notifications. */
export const serverSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connected'), data: z.object({ userId: z.uuid() }) }),
  z.object({ type: z.literal('notification'), data: socketNotificationSchema }),
  z.object({
    type: z.literal('ticket_changed'),
    data: z.object({
      ticketId: z.uuid(),
      number: z.number().int(),
      change: z.enum(TICKET_CHANGE_KINDS),
    }),
  }),
  z.object({ type: z.literal('unread_count'), data: unreadCountResponseSchema }),
  /** A técnico started or ended a pause: availability views read again (docs/realtime.md). */
  z.object({ type: z.literal('availability_changed'), data: z.object({ userId: z.uuid() }) }),
  z.object({ type: z.literal('pong'), timestamp: z.number() }),
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessageSchema>;

/**
 * Messages the client sends: docs/product/notifications.md "a ping with a timestamp every 30 s".
 */
export const clientSocketMessageSchema = z.object({
  type: z.literal('ping'),
  timestamp: z.number(),
});
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;
