import { and, asc, eq, exists, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  authSessions,
  pushSubscriptions,
  pushVapidKeys,
  type PushSubscriptionRow,
} from '../../db/schema/index';

/** Push subscriptions and the shared VAPID key pair. */

/**
 * Stores a browser's subscription, or moves it to this user (the same browser, another account,
 * keeps one endpoint), refreshing its keys; then keeps the user's newest `maxPerUser`.
 */
export async function upsertSubscription(
  executor: Executor,
  subscription: {
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
  },
  maxPerUser: number,
): Promise<void> {
  await executor
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: subscription.userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        userAgent: subscription.userAgent,
        createdAt: sql`now()`,
        failureCount: 0,
      },
    });
  const newest = executor
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, subscription.userId))
    .orderBy(sql`${pushSubscriptions.createdAt} desc`)
    .limit(maxPerUser);
  await executor
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, subscription.userId),
        notInArray(pushSubscriptions.id, newest),
      ),
    );
}

export async function deleteSubscriptionOfUser(
  executor: Executor,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const rows = await executor
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/**
 * The subscriptions of users who still hold a live session somewhere: after "cerrar sesión en
 * todos", a password change or a deactivation, a browser left signed in must not keep showing
 * ticket titles (docs/notifications.md).
 */
export function findSubscriptionsOfUsers(
  executor: Executor,
  userIds: readonly string[],
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        inArray(pushSubscriptions.userId, [...userIds]),
        exists(
          executor
            .select({ one: sql`1` })
            .from(authSessions)
            .where(
              and(
                eq(authSessions.userId, pushSubscriptions.userId),
                isNull(authSessions.revokedAt),
                gt(authSessions.expiresAt, sql`now()`),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(pushSubscriptions.createdAt));
}

export async function deleteSubscription(executor: Executor, id: string): Promise<void> {
  await executor.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function recordPushSuccess(executor: Executor, id: string): Promise<void> {
  await executor
    .update(pushSubscriptions)
    .set({ lastSuccessAt: sql`now()`, failureCount: 0 })
    .where(eq(pushSubscriptions.id, id));
}

/** Counts a failure; returns the failures in a row now. */
export async function recordPushFailure(executor: Executor, id: string): Promise<number> {
  const [row] = await executor
    .update(pushSubscriptions)
    .set({ lastFailureAt: sql`now()`, failureCount: sql`${pushSubscriptions.failureCount} + 1` })
    .where(eq(pushSubscriptions.id, id))
    .returning({ failureCount: pushSubscriptions.failureCount });
  return row?.failureCount ?? 0;
}

const VAPID_ROW = 'default';

export async function findVapidKeys(executor: Executor) {
  const [row] = await executor
    .select()
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.name, VAPID_ROW));
  return row;
}

/** Stores a pair unless another instance stored one first; the stored pair wins. */
export async function insertVapidKeysOnce(
  executor: Executor,
  keys: { publicKey: string; privateKeyEncrypted: string },
): Promise<void> {
  await executor
    .insert(pushVapidKeys)
    .values({ name: VAPID_ROW, ...keys })
    .onConflictDoNothing({ target: pushVapidKeys.name });
}

/** The same pair's private key, encrypted again (a SECRETS_KEY rotation). */
export async function updateVapidPrivateKey(
  executor: Executor,
  publicKey: string,
  privateKeyEncrypted: string,
): Promise<void> {
  await executor
    .update(pushVapidKeys)
    .set({ privateKeyEncrypted })
    .where(and(eq(pushVapidKeys.name, VAPID_ROW), eq(pushVapidKeys.publicKey, publicKey)));
}
