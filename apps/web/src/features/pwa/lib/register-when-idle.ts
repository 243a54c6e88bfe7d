import { afterFirstContentfulPaint } from '../../../lib/first-paint-gate';

/**
 * Registers the service worker once the app has rendered and the browser is idle, through a dynamic
 * import: neither the registration code nor its work touches /login's first load
 * (docs/conventions.md#quality-bars-and-budgets: ≤ 120 KB gzip). main.tsx calls it in production
 * builds only, so the Vite dev server never gets a worker. In this first bundle: keep it tiny.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    import('./service-worker')
      .then((module) => module.registerServiceWorker())
      .catch(() => {
        // No worker (blocked, private mode, an old browser): the app works online as before.
      });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5_000 });
    else setTimeout(register, 1_000);
  };
  // After the load and after the first content is painted (a signed-in page's load ends
  // before its list is drawn; docs/performance.md#first-paint).
  const afterLoad = () => afterFirstContentfulPaint(whenIdle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
