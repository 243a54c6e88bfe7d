/**
 * Notifications vocabulary and limits (docs/product/notifications.md Notification,
 * docs/product/notifications.md#real-time-connection real-time socket,
 * docs/product/notifications.md bell and socket constants). Shared by the server, which produces
 * and delivers them, and the web app.
 */

/** docs/product/notifications.md notification types. */
export const NOTIFICATION_TYPES = [
  'TICKET_CREATED',
  'TICKET_UPDATED',
  'TICKET_ASSIGNED',
  'TICKET_ESCALATED',
  'COMMENT_ADDED',
  'STATUS_CHANGED',
  'PRIORITY_CHANGED',
  'ESCALATION_ALERT',
  /** Administrators: the month's AI spend crossed the budget's alert share (docs/assistant.md#costs). */
  'AI_BUDGET_ALERT',
  /** Staff: a break or lunch is due, or a forgotten pause was closed (docs/schedules.md). */
  'BREAK_REMINDER',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The types a role can ever receive, as /settings/notifications lists them: the AI budget alert
 * goes to administrators only and break reminders to staff (who have shifts), so nobody else is
 * offered a switch that does nothing.
 */
export function notificationTypesFor(role: string): readonly NotificationType[] {
  return NOTIFICATION_TYPES.filter(
    (type) =>
      (type !== 'AI_BUDGET_ALERT' || role === 'ADMIN') &&
      (type !== 'BREAK_REMINDER' || role !== 'CLIENT'),
  );
}

/** Where a notification may reach a user; each is switched per type in their settings. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationChannelSwitches = Record<NotificationChannel, boolean>;

/**
 * Defaults for a user who never opened /settings/notifications: everything in the app; e-mail
 * only for what asks for the person's action (assigned to them, escalated, a reply, a status
 * they wait for, an SLA alert); push like e-mail plus new tickets. Field edits and priority
 * changes stay in the app: they are frequent and rarely need someone away from the screen.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: Record<
  NotificationType,
  NotificationChannelSwitches
> = {
  TICKET_CREATED: { inApp: true, email: false, push: true },
  TICKET_UPDATED: { inApp: true, email: false, push: false },
  TICKET_ASSIGNED: { inApp: true, email: true, push: true },
  TICKET_ESCALATED: { inApp: true, email: true, push: true },
  COMMENT_ADDED: { inApp: true, email: true, push: true },
  STATUS_CHANGED: { inApp: true, email: true, push: false },
  PRIORITY_CHANGED: { inApp: true, email: false, push: false },
  ESCALATION_ALERT: { inApp: true, email: true, push: true },
  AI_BUDGET_ALERT: { inApp: true, email: false, push: false },
  BREAK_REMINDER: { inApp: true, email: false, push: true },
};

/**
 * docs/product/notifications.md notification bell: 10 items, refresh 30 s, stale 10 s, badge "9+"
 * above 9.
 */
export const NOTIFICATION_BELL_LIMIT = 10;
export const NOTIFICATION_REFRESH_MS = 30_000;
export const NOTIFICATION_STALE_MS = 10_000;
export const NOTIFICATION_BADGE_MAX = 9;

/**
 * The server counts unread notifications up to this many (the badge says "9+" long before);
 * a count at the cap means "at least this many".
 */
export const NOTIFICATION_UNREAD_COUNT_CAP = 100;

/** The badge text: "9+" above 9, nothing at 0. */
export function notificationBadgeText(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(unreadCount);
}

/**
 * docs/product/notifications.md socket: ping every 30 s; back-off from 1 s doubling to 30 s; at
 * most 5 attempts.
 */
export const SOCKET_PING_INTERVAL_MS = 30_000;
export const SOCKET_BACKOFF_INITIAL_MS = 1_000;
export const SOCKET_BACKOFF_MAX_MS = 30_000;
export const SOCKET_MAX_RECONNECT_ATTEMPTS = 5;

/** docs/product/notifications.md#real-time-connection real-time socket states. */
export const SOCKET_STATES = ['disconnected', 'connecting', 'connected', 'error'] as const;
export type SocketState = (typeof SOCKET_STATES)[number];

/** The longest wait before reconnect attempt `attempt` (1-based): 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s. */
export function socketReconnectCeiling(attempt: number): number {
  return Math.min(SOCKET_BACKOFF_INITIAL_MS * 2 ** Math.max(0, attempt - 1), SOCKET_BACKOFF_MAX_MS);
}

/**
 * The wait before reconnect attempt `attempt`, with full jitter (docs/realtime.md#reconnecting): a
 * random time up to the ceiling, so the thousands of browsers a restart cuts off at once do not
 * all come back at the same instant. `random` is Math.random's contract, [0, 1).
 */
export function socketReconnectDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * socketReconnectCeiling(attempt));
}

/** WebSocket close codes used by /ws/notifications. */
export const SOCKET_CLOSE_CODES = {
  /**
   * docs/product/notifications.md#real-time-connection: a normal close; the client does not
   * reconnect.
   */
  normal: 1000,
  /** Server shutting down (docs/conventions.md#reliability SIGTERM). */
  goingAway: 1001,
  /** Missing, invalid, expired or already used ticket, or the session ended. */
  policyViolation: 1008,
} as const;

/**
 * The close frame's reason on /ws/notifications: a stable code for logs and the client, never
 * shown to the user. An unknown, expired and used ticket all read `ticket_invalid`.
 */
export const SOCKET_CLOSE_REASONS = {
  ticketMissing: 'ticket_missing',
  ticketInvalid: 'ticket_invalid',
  sessionEnded: 'session_ended',
  tooManyConnections: 'too_many_connections',
  tooManyMessages: 'too_many_messages',
  serverShutdown: 'server_shutdown',
} as const;

/** docs/conventions.md#security: the socket's `?token=` is a single-use ticket valid for 30 s. */
export const WS_TICKET_TTL_MS = 30_000;

/** Notifications list page sizes (/notifications). */
export const NOTIFICATION_PAGE_LIMIT_DEFAULT = 10;
export const NOTIFICATION_PAGE_LIMIT_MAX = 50;

/** A burst of changes to one ticket for one user folds into one notification within this window. */
export const NOTIFICATION_COALESCE_WINDOW_MS = 60_000;
