/**
 * docs/product/help-and-pwa.md new build: service workers and caches are cleared, then the page
 * reloads, so the next load fetches the new index.html and assets. Each step is best effort.
 */
export async function reloadWithFreshCaches(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // No service worker support (or blocked): nothing to clear.
  }
  try {
    if ('caches' in globalThis) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } catch {
    // Cache storage unavailable (private mode): the reload still picks up the new build.
  }
  window.location.reload();
}
