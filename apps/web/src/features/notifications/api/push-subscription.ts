import type { PushSubscriptionInput } from '@atiende/contracts';
import { apiGet, apiSend } from '../../../lib/api';
import { lazyExport } from '../../../lib/lazy-chunk';
import { loadNotificationValidation } from './load-notification-validation';

/** GET /api/notifications/push/public-key: the VAPID application server key (base64url). */
export async function getPushPublicKey(): Promise<string> {
  const schema = lazyExport(loadNotificationValidation, 'pushPublicKeyResponseSchema');
  return (await apiGet('/notifications/push/public-key', schema)).publicKey;
}

/** POST /api/notifications/subscribe with the browser's PushSubscription.toJSON(). */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  return apiSend('POST', '/notifications/subscribe', subscription, null);
}

/** DELETE /api/notifications/subscribe {endpoint} */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return apiSend('DELETE', '/notifications/subscribe', { endpoint }, null);
}
