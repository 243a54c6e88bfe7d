import { useCallback, useEffect, useState } from 'react';
import {
  findRegistration,
  isServiceWorkerSupported,
  registrationFacts,
} from '../lib/service-worker';
import { serviceWorkerStatus, type ServiceWorkerStatus } from '../lib/service-worker-status';

/** A worker installs in a second or two; the dialog re-reads its state this often while open. */
const POLL_INTERVAL_MS = 1_000;

export interface ServiceWorkerState {
  status: ServiceWorkerStatus;
  registration: ServiceWorkerRegistration | undefined;
  /** Re-reads the registration at once (after the dialog changed it). */
  refresh: () => Promise<void>;
}

/**
 * The worker's registration while the dialog is open. Polled rather than followed through
 * `updatefound` and `statechange` listeners on every worker: the dialog is open for seconds,
 * and a poll cannot miss a worker that changed before the listeners were attached.
 */
export function useServiceWorkerState(): ServiceWorkerState {
  const isSupported = isServiceWorkerSupported();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | undefined>();
  const [status, setStatus] = useState<ServiceWorkerStatus>(
    isSupported ? 'unregistered' : 'unsupported',
  );

  const apply = useCallback(
    (found: ServiceWorkerRegistration | undefined) => {
      setRegistration(found);
      setStatus(serviceWorkerStatus(isSupported, registrationFacts(found)));
    },
    [isSupported],
  );
  const refresh = useCallback(
    () =>
      findRegistration()
        .catch(() => undefined)
        .then(apply),
    [apply],
  );

  useEffect(() => {
    if (!isSupported) return;
    let isMounted = true;
    const read = () => {
      void findRegistration()
        .catch(() => undefined)
        .then((found) => {
          if (isMounted) apply(found);
        });
    };
    read();
    const interval = setInterval(read, POLL_INTERVAL_MS);
    return () => {
      isMounted = false;
      clearInterval(interval);
    };
  }, [isSupported, apply]);

  return { status, registration, refresh };
}
