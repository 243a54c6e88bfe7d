import { NOTIFICATION_TYPES } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tickets } from './tickets';
import { users } from './users';

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

/**
 * A user's in-app notifications (docs/notifications.md). The ticket's number and title are a
 * snapshot taken when the notification was written: the bell never reads the ticket again, so
 * it shows nothing the user could not see at that moment (DESIGN §7).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    ticketNumber: bigint('ticket_number', { mode: 'number' }),
    ticketTitle: text('ticket_title'),
    /** Who caused it; null for the system (SLA alerts) and the public form. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Bumped when a later event of a burst folds into this row (coalescing). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many events this row stands for (1 unless coalesced). */
    eventCount: integer('event_count').notNull().default(1),
  },
  (table) => [
    // The bell and /notifications: a user's newest first.
    // NULLS FIRST is PostgreSQL's default for DESC, so `ORDER BY … DESC` matches the index.
    index('notifications_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The unread badge and the "Sin leer" filter: only unread rows, usually few.
    index('notifications_user_unread_idx')
      .on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`is_read = false`),
    // Coalescing looks up a user's row for one ticket and type; deleting a ticket cascades here.
    index('notifications_ticket_user_idx').on(table.ticketId, table.userId, table.type),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** Per-user switches; a type without a row uses DEFAULT_NOTIFICATION_PREFERENCES. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/**
 * Coalescing windows: one row per user, ticket and type of a burst-prone notification. The
 * first event opens a window; later events inside it update the unread row instead of adding
 * one and send no e-mail or push. Rows are swept once their window has passed, so no foreign
 * keys: a stale row of a deleted ticket or user only waits for the sweep.
 */
export const notificationCoalesceWindows = pgTable(
  'notification_coalesce_windows',
  {
    userId: uuid('user_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    type: notificationTypeEnum('type').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.ticketId, table.type] }),
    index('notification_coalesce_windows_last_event_idx').on(table.lastEventAt),
  ],
);

/** A browser's Web Push subscription (spec §5); the endpoint identifies it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** Failures in a row; reset by a success. */
    failureCount: integer('failure_count').notNull().default(0),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The VAPID key pair, generated by the first instance that needs it and shared by all (one
 * row, `name = 'default'`). The private key is encrypted with the secrets key (DESIGN §5).
 */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKeyEncrypted: text('private_key_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
