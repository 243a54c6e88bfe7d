/// <reference lib="webworker" />
/**
 * Atiende's service worker, built by vite-plugin-pwa (injectManifest) to /sw.js. docs/pwa.md
 * describes what it stores and why:
 * - the built shell (JS, CSS, icons, manifest, /offline.html) is precached and served from the
 *   cache; the build fills `self.__WB_MANIFEST` with the files and their revisions;
 * - page loads go to the network first; when it fails, the precached /offline.html answers;
 * - /api, /ws, /health, /metrics, /version.json and /CHANGELOG.md are never answered from a
 *   cache (request-policy.ts), nor is anything else the build did not precache;
 * - a new deployment takes over at once (skipWaiting + clientsClaim); the new-build flow of the
 *   changelog feature then reloads open pages with fresh caches.
 */
import { OFFLINE_PAGE_PATH } from '@atiende/contracts';
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isAppNavigation, isPrecacheable } from './features/pwa/lib/request-policy';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** A hung connection ("lie-fi") gets the offline page instead of a blank window. */
const NAVIGATION_TIMEOUT_SECONDS = 10;

// Cache names read "atiende-precache-v2-<scope>" in the web-app dialog's Cache tab.
setCacheNameDetails({ prefix: 'atiende' });

// A new deployment replaces the running worker without waiting for every tab to close.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();

const origin = self.location.origin;

precacheAndRoute(
  self.__WB_MANIFEST.filter((entry) =>
    isPrecacheable(typeof entry === 'string' ? entry : entry.url, origin),
  ),
  // "/offline" must stay a page of the app, not an alias of /offline.html.
  { cleanURLs: false },
);

const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });

registerRoute(
  ({ request }) => isAppNavigation(request, origin),
  async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE_PATH)) ?? Response.error();
    }
  },
);

// Notifications issue: the `push` handler (show the notification sent through web-push,
// DESIGN §2) and the `notificationclick` handler (focus or open the ticket's page) go here.
