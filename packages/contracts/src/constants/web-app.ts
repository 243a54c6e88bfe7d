/**
 * The installable web app (docs/product/help-and-pwa.md "information panel about the installable
 * web app", web-app dialog): where the build puts its service worker, manifest and offline page,
 * the manifest's brand colours, and what the worker never answers from a cache. Read by the web
 * build, the service worker and the server. Plain values only: the worker's bundle imports this
 * file.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
export const OFFLINE_PAGE_PATH = '/offline.html';

/** docs/product/ui.md#visual-system brand blue and page background. */
export const WEB_APP_THEME_COLOR = '#1D4ED8';
export const WEB_APP_BACKGROUND_COLOR = '#ffffff';

/**
 * Paths the service worker never answers from a cache (docs/pwa.md): live data (/api, the
 * WebSocket under /ws), the server's health and metrics, and the files that tell a running page
 * which build is deployed (/version.json, /CHANGELOG.md, /sw.js itself) — a stored copy would
 * hide a new deployment. Written out rather than imported from version.ts, whose zod schemas
 * would follow into the worker; web-app.test.ts keeps the two in step.
 */
export const NETWORK_ONLY_PATHS = [
  '/api',
  '/ws',
  '/health',
  '/metrics',
  '/version.json',
  '/CHANGELOG.md',
  SERVICE_WORKER_PATH,
] as const;
