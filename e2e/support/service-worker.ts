import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the service worker controls the page (clientsClaim) and its registration has no
 * newer worker on the way (after "Limpiar cache" a fresh one installs).
 */
export async function waitForServiceWorker(page: Page): Promise<{ scope: string; script: string }> {
  // waitForFunction does not wait for a promise: a synchronous predicate, then a polled read.
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    { timeout: 30_000 },
  );
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return (
            registration?.active?.state === 'activated' &&
            !registration.installing &&
            !registration.waiting &&
            navigator.serviceWorker.controller === registration.active
          );
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
}
