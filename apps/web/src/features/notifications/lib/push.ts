import type { PushSubscriptionInput } from '@atiende/contracts';

/*
 * Web push opt-in helpers (docs/product/notifications.md: needs the permission granted and the
 * server's key; docs/product/notifications.md: the registration is recorded per user in browser
 * storage). Pure where possible, for tests.
 */

export type PushStatus =
  'checking' | 'unsupported' | 'unavailable' | 'denied' | 'enabled' | 'disabled';

/**
 * docs/product/notifications.md: which endpoint this browser registered for this user (a shared
 * computer has several).
 */
export function pushStorageKey(userId: string): string {
  return `atiende:push:${userId}`;
}

/** Service workers, the Push API and notifications, all three (iOS Safari has them only installed). */
export function isPushSupported(scope: typeof globalThis = globalThis): boolean {
  return (
    typeof scope.navigator !== 'undefined' &&
    'serviceWorker' in scope.navigator &&
    'PushManager' in scope &&
    'Notification' in scope
  );
}

/** The VAPID key (base64url, as the server gives it) as the bytes PushManager.subscribe wants. */
export function urlBase64ToUint8Array(base64Url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64Url.length % 4)) % 4);
  const base64 = (base64Url + padding).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/** Was an existing subscription made with this key? (A new server key needs a new one.) */
export function isSameKey(current: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}

export interface PushFacts {
  isSupported: boolean;
  hasRegistration: boolean;
  permission: NotificationPermission;
  subscriptionEndpoint: string | null;
  recordedEndpoint: string | null;
}

/** What the opt-in block says: enabled only when this browser's subscription is this user's. */
export function pushStatusOf(facts: PushFacts): PushStatus {
  if (!facts.isSupported) return 'unsupported';
  if (facts.permission === 'denied') return 'denied';
  if (!facts.hasRegistration) return 'unavailable';
  const isThisUsers =
    facts.subscriptionEndpoint !== null && facts.subscriptionEndpoint === facts.recordedEndpoint;
  return facts.permission === 'granted' && isThisUsers ? 'enabled' : 'disabled';
}

/** PushSubscription.toJSON() in the shape of pushSubscriptionSchema. */
export function toSubscriptionInput(json: PushSubscriptionJSON): PushSubscriptionInput {
  return {
    endpoint: json.endpoint ?? '',
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
