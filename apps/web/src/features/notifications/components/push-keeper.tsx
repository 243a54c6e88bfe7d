import { useEffect } from 'react';
import { onBeforeLogout } from '../../../lib/before-logout';
import { restorePushSubscription, withdrawPushSubscription } from '../hooks/use-push-subscription';

/**
 * Mounted once for the signed-in user: brings back this browser's push subscription when the
 * service worker was replaced or the person signed in again, and withdraws it on sign-out.
 */
export function PushKeeper({ userId }: { userId: string }) {
  useEffect(() => {
    // Failures are silent: /settings/notifications shows the real state and a way to retry.
    restorePushSubscription(userId).catch(() => undefined);
    return onBeforeLogout(withdrawPushSubscription);
  }, [userId]);
  return null;
}
