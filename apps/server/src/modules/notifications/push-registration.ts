import { notificationMessages, type PushSubscriptionInput } from '@atiende/contracts';
import { AppError } from '../../platform/errors';
import { checkOutboundUrl } from '../../platform/outbound';
import type { NotificationsDeps } from './notifications.service';
import { PUSH_SUBSCRIPTIONS_PER_USER_MAX } from './push';
import * as subscriptions from './push-subscriptions.repository';

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

/** Stores a browser's subscription after checking where it would make us connect. */
export async function subscribeBrowser(
  deps: NotificationsDeps,
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
  await deps.db.transaction((tx) =>
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

export async function unsubscribeBrowser(
  { db }: NotificationsDeps,
  userId: string,
  endpoint: string,
): Promise<void> {
  // Idempotent: a browser that lost track may unsubscribe twice; another user's endpoint is
  // simply not theirs to remove.
  await subscriptions.deleteSubscriptionOfUser(db, userId, endpoint);
}
