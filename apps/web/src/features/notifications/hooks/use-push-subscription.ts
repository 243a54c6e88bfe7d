import { useCallback, useEffect, useState } from 'react';
import { notificationMessages } from '@atiende/contracts';
import { isApiError, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import {
  deletePushSubscription,
  getPushPublicKey,
  savePushSubscription,
} from '../api/push-subscription';
import {
  isPushSupported,
  isSameKey,
  pushStatusOf,
  pushStorageKey,
  toSubscriptionInput,
  urlBase64ToUint8Array,
  type PushStatus,
} from '../lib/push';

const toasts = notificationMessages.toasts;

/** The service worker that receives pushes, if the app registered one (not on the dev server). */
async function findRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!isPushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/**
 * Subscribes with the server's key (keeping `existing` when it was made with that key), sends the
 * subscription to the server and records its endpoint for this user in browser storage.
 */
async function subscribeAndRecord(
  registration: ServiceWorkerRegistration,
  userId: string,
  existing: PushSubscription | null,
): Promise<void> {
  const applicationServerKey = urlBase64ToUint8Array(await getPushPublicKey());
  let subscription = existing;
  if (subscription && !isSameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    // Made with another server key (a reinstalled server): it would never receive anything.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  await savePushSubscription(toSubscriptionInput(subscription.toJSON()));
  writeStorage(pushStorageKey(userId), subscription.endpoint);
}

async function readStatus(userId: string): Promise<PushStatus> {
  if (!isPushSupported()) return 'unsupported';
  const registration = await findRegistration();
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  return pushStatusOf({
    isSupported: true,
    hasRegistration: registration !== null,
    permission: window.Notification.permission,
    subscriptionEndpoint: subscription?.endpoint ?? null,
    recordedEndpoint: readStorage(pushStorageKey(userId)),
  });
}

/**
 * Keeps push working for someone who switched it on in this browser (docs/product/notifications.md:
 * recorded per user in browser storage). Unregistering the service worker — a new build, "Limpiar
 * cache" — drops the browser's subscription, and signing out withdraws it; with the permission
 * already granted a new one is made silently (no prompt) and sent to the server.
 */
export async function restorePushSubscription(userId: string): Promise<boolean> {
  // The browser's record first: most people never switched push on here, and reading the
  // Notification permission costs a page load ~12 ms of main thread (docs/performance.md).
  const recorded = readStorage(pushStorageKey(userId));
  if (!recorded) return false;
  if (!isPushSupported() || window.Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (subscription?.endpoint === recorded) return false;
  await subscribeAndRecord(registration, userId, subscription);
  return true;
}

/**
 * Before "Cerrar Sesión": this browser stops receiving the user's pushes (a shared computer must
 * not show the next person someone else's tickets). The per-user record stays, so signing in
 * again here brings push back through restorePushSubscription.
 */
export async function withdrawPushSubscription(): Promise<void> {
  const registration = await findRegistration();
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  if (!subscription) return;
  try {
    await deletePushSubscription(subscription.endpoint);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  await subscription.unsubscribe();
}

/**
 * The push opt-in of /settings/notifications. The browser's permission prompt appears only
 * from enable(), that is after the person pressed "Activar en este navegador" (never on load).
 */
export function usePushSubscription(userId: string) {
  const [status, setStatus] = useState<PushStatus>('checking');
  const [isBusy, setIsBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setStatus(await readStatus(userId));
    } catch {
      setStatus('unavailable');
    }
  }, [userId]);

  useEffect(() => {
    let isCurrent = true;
    readStatus(userId).then(
      (next) => isCurrent && setStatus(next),
      () => isCurrent && setStatus('unavailable'),
    );
    return () => {
      isCurrent = false;
    };
  }, [userId]);

  const enable = async () => {
    setIsBusy(true);
    try {
      const registration = await findRegistration();
      if (!registration) {
        setStatus(isPushSupported() ? 'unavailable' : 'unsupported');
        return;
      }
      const permission = await window.Notification.requestPermission();
      if (permission !== 'granted') {
        // Blocked: say how to undo it. Prompt dismissed ("default"): nothing changed, say nothing.
        if (permission === 'denied') notify.error(toasts.pushDenied);
        setStatus(permission === 'denied' ? 'denied' : 'disabled');
        return;
      }
      const subscription = await registration.pushManager.getSubscription();
      await subscribeAndRecord(registration, userId, subscription);
      setStatus('enabled');
      notify.success(toasts.pushEnabled);
    } catch (error) {
      notify.error(messageOf(error, toasts.pushError));
      await refresh();
    } finally {
      setIsBusy(false);
    }
  };

  const disable = async () => {
    setIsBusy(true);
    try {
      const registration = await findRegistration();
      const subscription = registration ? await registration.pushManager.getSubscription() : null;
      if (subscription) {
        try {
          await deletePushSubscription(subscription.endpoint);
        } catch (error) {
          // Already gone on the server (404): nothing left to undo there.
          if (!isApiError(error) || error.status !== 404) throw error;
        }
        await subscription.unsubscribe();
      }
      removeStorage(pushStorageKey(userId));
      setStatus('disabled');
      notify.success(toasts.pushDisabled);
    } catch (error) {
      notify.error(messageOf(error, toasts.pushDisableError));
      await refresh();
    } finally {
      setIsBusy(false);
    }
  };

  return { status, isBusy, enable, disable };
}
