/** The dialog's "Modo sin conexión" row, from the browser's registration of our worker. */
export type ServiceWorkerStatus =
  'unsupported' | 'unregistered' | 'installing' | 'waiting' | 'active';

interface WorkerFacts {
  state: string;
}

export interface RegistrationFacts {
  active: WorkerFacts | null;
  waiting: WorkerFacts | null;
  installing: WorkerFacts | null;
}

/**
 * An activated worker is "active" even while a newer one installs beside it (the page keeps
 * working offline meanwhile); a worker that has installed but not taken over is "waiting";
 * anything still on its way is "installing".
 */
export function serviceWorkerStatus(
  isSupported: boolean,
  registration: RegistrationFacts | null | undefined,
): ServiceWorkerStatus {
  if (!isSupported) return 'unsupported';
  if (!registration) return 'unregistered';
  if (registration.active?.state === 'activated') return 'active';
  if (registration.waiting) return 'waiting';
  if (registration.installing || registration.active) return 'installing';
  return 'unregistered';
}
