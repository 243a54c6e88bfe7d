import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '@atiende/contracts';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import type { RegistrationFacts } from './service-worker-status';

/**
 * Registration of the service worker (src/sw.ts, built to /sw.js) and the dialog's actions on
 * it. Loaded after the first render (register-when-idle.ts), never in /login's first bundle.
 */

/** "Desactivar modo sin conexión" is remembered, so the next page load does not register again. */
const OFFLINE_MODE_KEY = 'atiende:offline-mode';

export function isServiceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function isOfflineModeDisabled(): boolean {
  return readStorage(OFFLINE_MODE_KEY) === 'off';
}

export async function findRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!isServiceWorkerSupported()) return undefined;
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
}

/** The parts of a registration that serviceWorkerStatus() reads. */
export function registrationFacts(
  registration: ServiceWorkerRegistration | undefined,
): RegistrationFacts | undefined {
  if (!registration) return undefined;
  const { active, waiting, installing } = registration;
  return { active, waiting, installing };
}

/**
 * Registers /sw.js for the whole origin. `updateViaCache: 'none'` makes the browser ask the
 * server for sw.js (and what it imports) on every update check, so a deployment is found at the
 * next navigation; the worker then takes over at once (skipWaiting + clientsClaim in sw.ts).
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!isServiceWorkerSupported() || isOfflineModeDisabled()) return null;
  return navigator.serviceWorker.register(SERVICE_WORKER_PATH, {
    scope: SERVICE_WORKER_SCOPE,
    updateViaCache: 'none',
  });
}

/** Every Cache Storage cache of this origin (the worker's precache and anything older). */
export async function deleteAllCaches(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** "Desactivar modo sin conexión": no worker, no stored files, also after a reload. */
export async function disableOfflineMode(): Promise<void> {
  writeStorage(OFFLINE_MODE_KEY, 'off');
  const registrations = isServiceWorkerSupported()
    ? await navigator.serviceWorker.getRegistrations()
    : [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
  await deleteAllCaches();
}

/** "Activar modo sin conexión". */
export async function enableOfflineMode(): Promise<void> {
  removeStorage(OFFLINE_MODE_KEY);
  await registerServiceWorker();
}

/**
 * "Limpiar cache": deletes every cache, then installs a fresh worker so the offline page and the
 * app's files are stored again (a worker whose precache was deleted would not refill it).
 */
export async function clearCachesAndReinstall(): Promise<void> {
  const registration = await findRegistration();
  await deleteAllCaches();
  if (registration) {
    await registration.unregister();
    await registerServiceWorker();
  }
}

export type UpdateCheck = 'update-found' | 'up-to-date';

/**
 * "Buscar actualizaciones": asks the server for /sw.js; a new build means a new worker. A worker
 * that was already installing (right after "Limpiar cache") is not news.
 */
export async function checkForUpdate(
  registration: ServiceWorkerRegistration,
): Promise<UpdateCheck> {
  const pending = registration.installing ?? registration.waiting;
  let isFound = false;
  const onUpdateFound = () => {
    isFound = true;
  };
  registration.addEventListener('updatefound', onUpdateFound);
  try {
    await registration.update();
  } finally {
    registration.removeEventListener('updatefound', onUpdateFound);
  }
  const newest = registration.installing ?? registration.waiting;
  return isFound || (newest !== null && newest !== pending) ? 'update-found' : 'up-to-date';
}
