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
 *   changelog feature then reloads open pages with fresh caches;
 * - web push: `push` shows what the server sent, `notificationclick` opens the ticket.
 */
import { OFFLINE_PAGE_PATH, type PushPayload } from '@atiende/contracts';
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

const NOTIFICATIONS_PATH = '/notifications';

/** Only pages of this app open from a notification, whatever URL the payload carries. */
function sameOriginUrl(url: unknown): string {
  try {
    const parsed = new URL(typeof url === 'string' ? url : NOTIFICATIONS_PATH, origin);
    return parsed.origin === origin
      ? parsed.href
      : new URL(`${parsed.pathname}${parsed.search}`, origin).href;
  } catch {
    return new URL(NOTIFICATIONS_PATH, origin).href;
  }
}

/** The server's PushPayload (contracts schemas/notifications.ts), checked by hand: no zod here. */
function readPushPayload(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (!value || typeof value.title !== 'string' || typeof value.body !== 'string') return null;
    return {
      title: value.title,
      body: value.body,
      url: typeof value.url === 'string' ? value.url : NOTIFICATIONS_PATH,
      tag: typeof value.tag === 'string' ? value.tag : null,
      notificationId: typeof value.notificationId === 'string' ? value.notificationId : null,
    };
  } catch {
    return null; // not JSON: nothing we sent
  }
}

// Web push (docs/conventions.md#stack, docs/notifications.md): show what the server sent. The tag
// is the ticket's id, so a newer notice about the same ticket replaces the older one.
self.addEventListener('push', (event) => {
  const payload = readPushPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag ?? undefined,
      icon: '/icons/icon-192.png',
      lang: 'es',
      data: { url: sameOriginUrl(payload.url), notificationId: payload.notificationId },
    }),
  );
});

// A click brings an open Atiende window to the ticket, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) {
        await same.focus();
        return;
      }
      const open = windows.find((client) => new URL(client.url).origin === origin);
      if (open) {
        try {
          await (await open.focus()).navigate(url);
          return;
        } catch {
          // An uncontrolled window cannot be navigated from here: open a new one.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
