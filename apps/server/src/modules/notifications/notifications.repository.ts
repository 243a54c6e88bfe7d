import { NOTIFICATION_UNREAD_COUNT_CAP, type NotificationType } from '@atiende/contracts';
import { and, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { preparedRows, selectRows, type Db, type Executor } from '../../db/client';
import {
  eventOutbox,
  notificationCoalesceWindows,
  notificationPreferences,
  notifications,
  type NewNotificationRow,
  type NotificationRow,
} from '../../db/schema/index';

/** The only file that touches the notifications tables, push subscriptions aside. */

export type ListFilters = { unread?: boolean; type?: NotificationType };

const ofUser = (userId: string, filters: ListFilters = {}): SQL =>
  and(
    eq(notifications.userId, userId),
    filters.unread === undefined ? undefined : eq(notifications.isRead, !filters.unread),
    filters.type ? eq(notifications.type, filters.type) : undefined,
  )!;

export function findPageOfUser(
  executor: Executor,
  userId: string,
  filters: ListFilters,
  page: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return executor
    .select()
    .from(notifications)
    .where(ofUser(userId, filters))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Counts up to `cap + 1` rows (docs/conventions.md#api: a total may be capped). */
export async function countOfUser(
  executor: Executor,
  userId: string,
  filters: ListFilters,
  cap: number,
): Promise<number> {
  const limited = executor
    .select({ one: sql`1` })
    .from(notifications)
    .where(ofUser(userId, filters))
    .limit(cap + 1)
    .as('limited');
  const [row] = await executor.select({ total: count() }).from(limited);
  return row?.total ?? 0;
}

/**
 * Unread counts stop at NOTIFICATION_UNREAD_COUNT_CAP: the badge says "9+" long before, and a
 * count that walks every unread row grows with each one — a technician of a busy department
 * collects thousands, and each delivery recounts them (docs/notifications.md).
 */
function cappedUnread(userId: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${notifications}
    where ${notifications.userId} = ${userId} and ${notifications.isRead} = false
    limit ${NOTIFICATION_UNREAD_COUNT_CAP}) as capped)`;
}

export async function countUnread(executor: Executor, userId: string): Promise<number> {
  const [row] = await selectRows<{ unread: number }>(
    executor,
    sql`select ${cappedUnread(sql`${userId}::uuid`)} as unread`,
  );
  return Number(row?.unread ?? 0);
}

/** Unread counts of several users at once (after a delivery), each capped like countUnread. */
export async function countUnreadOfUsers(
  executor: Executor,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const ids = sql.join(
    [...new Set(userIds)].map((id) => sql`(${id}::uuid)`),
    sql`, `,
  );
  const rows = await selectRows<{ userId: string; unread: number }>(
    executor,
    sql`select people.id as "userId", ${cappedUnread(sql`people.id`)} as unread
      from (values ${ids}) as people(id)`,
  );
  return new Map(rows.map((row) => [row.userId, Number(row.unread)]));
}

/** Marks one of the user's own as read; undefined when it is not theirs or does not exist. */
export async function markReadOfUser(
  executor: Executor,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await executor
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllReadOfUser(executor: Executor, userId: string): Promise<number> {
  const rows = await executor
    .update(notifications)
    .set({ isRead: true, readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteOfUser(executor: Executor, userId: string, id: string) {
  const rows = await executor
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export function findPreferencesOfUser(executor: Executor, userId: string) {
  return executor
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

/** Stores the rows that differ from the defaults and removes those equal to them. */
export async function savePreferences(
  executor: Executor,
  userId: string,
  changes: {
    stored: Array<{ type: NotificationType; inApp: boolean; email: boolean; push: boolean }>;
    defaults: NotificationType[];
  },
): Promise<void> {
  if (changes.defaults.length > 0) {
    await executor
      .delete(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, userId),
          inArray(notificationPreferences.type, changes.defaults),
        ),
      );
  }
  if (changes.stored.length === 0) return;
  await executor
    .insert(notificationPreferences)
    .values(changes.stored.map((row) => ({ ...row, userId })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        push: sql`excluded.push`,
        updatedAt: sql`now()`,
      },
    });
}

export function insertNotifications(
  executor: Executor,
  rows: NewNotificationRow[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return executor.insert(notifications).values(rows).returning();
}

type InsertedKey = {
  id: string;
  userId: string;
  ticketId: string | null;
  type: NotificationType;
  createdAt: Date;
};

/**
 * The plain rows of a batch of events (no coalescing) in one prepared statement with one JSON
 * parameter, whatever the number of rows: building a multi-row insert through Drizzle cost more
 * CPU than PostgreSQL spent writing it (docs/performance.md). Only what the database chose (id,
 * time) comes back; the rest of each row is what was sent.
 */
export async function insertNotificationBatch(
  db: Db,
  rows: readonly NewNotificationRow[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({
      user_id: row.userId,
      type: row.type,
      title: row.title,
      message: row.message,
      ticket_id: row.ticketId ?? null,
      ticket_number: row.ticketNumber ?? null,
      ticket_title: row.ticketTitle ?? null,
      actor_id: row.actorId ?? null,
    })),
  );
  const inserted = await preparedRows<InsertedKey>(
    db,
    'notifications_insert_batch',
    sql`insert into notifications
        (user_id, type, title, message, ticket_id, ticket_number, ticket_title, actor_id)
      select * from json_to_recordset(${json}::json) as r(user_id uuid, type notification_type,
        title text, message text, ticket_id uuid, ticket_number bigint, ticket_title text,
        actor_id uuid)
      returning id, user_id as "userId", ticket_id as "ticketId", type, created_at as "createdAt"`,
  );
  // RETURNING's order is not promised: rows find their input by (user, ticket, type).
  const sent = new Map<string, NewNotificationRow[]>();
  for (const row of rows) {
    const key = `${row.userId}|${row.ticketId ?? ''}|${row.type}`;
    sent.set(key, [...(sent.get(key) ?? []), row]);
  }
  return inserted.map((row) => {
    const input = sent.get(`${row.userId}|${row.ticketId ?? ''}|${row.type}`)!.shift()!;
    return {
      id: row.id,
      userId: row.userId,
      type: row.type,
      title: input.title,
      message: input.message,
      ticketId: row.ticketId,
      ticketNumber: input.ticketNumber ?? null,
      ticketTitle: input.ticketTitle ?? null,
      actorId: input.actorId ?? null,
      isRead: false,
      readAt: null,
      createdAt: row.createdAt,
      eventCount: 1,
    };
  });
}

/**
 * Opens or joins each user's coalescing window for (ticket, type). The row lock taken here
 * holds concurrent deliveries for the same user, ticket and type until this transaction ends,
 * so a burst is folded even when its events are handled in parallel.
 */
export async function touchCoalesceWindows(
  executor: Executor,
  keys: { userIds: readonly string[]; ticketId: string; type: NotificationType },
  windowMs: number,
): Promise<Map<string, { isNewWindow: boolean; windowStartedAt: Date }>> {
  if (keys.userIds.length === 0) return new Map();
  // A window is new when this statement opened it: it starts now() and did not already start
  // now() — an earlier statement of the same transaction (one delivery of several events)
  // opened it otherwise, and now() is the transaction's time.
  const rows = await selectRows<{
    userId: string;
    windowStartedAt: Date | string;
    isNewWindow: boolean;
  }>(
    executor,
    sql`WITH before AS (
  SELECT user_id, window_started_at FROM notification_coalesce_windows
  WHERE ticket_id = ${keys.ticketId} AND type = ${keys.type}
    AND user_id = ANY(${`{${keys.userIds.join(',')}}`}::uuid[])
)
INSERT INTO notification_coalesce_windows AS w (user_id, ticket_id, type, window_started_at, last_event_at)
SELECT u, ${keys.ticketId}, ${keys.type}, now(), now()
FROM unnest(${`{${keys.userIds.join(',')}}`}::uuid[]) AS u
ON CONFLICT (user_id, ticket_id, type) DO UPDATE SET
  window_started_at = CASE
    WHEN w.window_started_at <= now() - ${windowMs} * interval '1 millisecond' THEN now()
    ELSE w.window_started_at END,
  last_event_at = greatest(w.last_event_at, now())
RETURNING w.user_id AS "userId", w.window_started_at AS "windowStartedAt",
  (w.window_started_at = now() AND (SELECT b.window_started_at FROM before b
    WHERE b.user_id = w.user_id) IS DISTINCT FROM now()) AS "isNewWindow"`,
  );
  return new Map(
    rows.map((row) => [
      row.userId,
      { isNewWindow: row.isNewWindow, windowStartedAt: new Date(row.windowStartedAt) },
    ]),
  );
}

/** Folds an event into the user's newest unread row of this window; undefined when there is none. */
export async function foldIntoUnread(
  executor: Executor,
  target: {
    userId: string;
    ticketId: string;
    type: NotificationType;
    since: Date;
  },
  change: { title: string; message: string; ticketTitle: string; actorId: string | null },
): Promise<NotificationRow | undefined> {
  const newest = executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.ticketId, target.ticketId),
        eq(notifications.userId, target.userId),
        eq(notifications.type, target.type),
        eq(notifications.isRead, false),
        sql`${notifications.createdAt} >= ${target.since}`,
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  const [row] = await executor
    .update(notifications)
    .set({
      ...change,
      createdAt: sql`now()`,
      eventCount: sql`${notifications.eventCount} + 1`,
    })
    .where(eq(notifications.id, sql`(${newest})`))
    .returning();
  return row;
}

/** Windows whose last event is older than `windowMs` are of no further use. */
export async function deleteExpiredWindows(executor: Executor, windowMs: number): Promise<number> {
  const rows = await executor
    .delete(notificationCoalesceWindows)
    .where(
      lt(
        notificationCoalesceWindows.lastEventAt,
        sql`now() - ${windowMs} * interval '1 millisecond'`,
      ),
    )
    .returning({ userId: notificationCoalesceWindows.userId });
  return rows.length;
}

/** Retention (docs/notifications.md): read ones after 90 days, any after a year. */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;
export const NOTIFICATION_RETENTION_DAYS = 365;

export async function pruneOldNotifications(executor: Executor, now = new Date()): Promise<number> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const rows = await executor
    .delete(notifications)
    .where(
      or(
        and(
          eq(notifications.isRead, true),
          lt(notifications.createdAt, daysAgo(READ_NOTIFICATION_RETENTION_DAYS)),
        ),
        lt(notifications.createdAt, daysAgo(NOTIFICATION_RETENTION_DAYS)),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Claims durable events' outbox rows by deleting them (docs/jobs.md#event-outbox): the ids this
 * transaction now owns. A row another delivery holds is waited for, then found gone.
 */
export async function deleteOutboxRows(executor: Executor, ids: number[]): Promise<number[]> {
  const rows = await executor
    .delete(eventOutbox)
    .where(inArray(eventOutbox.id, ids))
    .returning({ id: eventOutbox.id });
  return rows.map((row) => Number(row.id));
}
