import type { PushSubscriptionInput } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadNotificationValidation } from './load-notification-validation';

/** GET /api/notifications/push/public-key: the VAPID application server key (base64url). */
export async function getPushPublicKey(): Promise<string> {
  const data = await apiRequest('/notifications/push/public-key');
  const { pushPublicKeyResponseSchema } = await loadNotificationValidation();
  return pushPublicKeyResponseSchema.parse(data).publicKey;
}

/** POST /api/notifications/subscribe with the browser's PushSubscription.toJSON(). */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<unknown> {
  return apiRequest('/notifications/subscribe', { method: 'POST', body: subscription });
}

/** DELETE /api/notifications/subscribe {endpoint} */
export function deletePushSubscription(endpoint: string): Promise<unknown> {
  return apiRequest('/notifications/subscribe', { method: 'DELETE', body: { endpoint } });
}
