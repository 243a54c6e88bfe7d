import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from '@atiende/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

// The installable web app's own files are never answered with index.html: without a build's
// /sw.js, registration must fail rather than get a page (docs/pwa.md).
const WEB_APP_FILES: ReadonlySet<string> = new Set([SERVICE_WORKER_PATH, WEB_MANIFEST_PATH]);

/**
 * Serves the built SPA from the same origin as the API. Unknown non-API GETs that ask for HTML
 * get index.html so client-side routes survive a reload; everything else is a JSON 404.
 * Assets pre-compressed by the build (scripts/compress-web.mjs: `.br`, `.gz` beside them) go to
 * browsers that accept them, with `Vary: Accept-Encoding`; without a variant the file itself.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const pageFor = hasWebApp ? readPageAdditions(distDir, indexFile) : () => null;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints assets: cache them for a year; anything else is revalidated, and
        // version.json (docs/product/help-and-pwa.md version check) is never stored, so a new build
        // is seen at once.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : path.basename(filePath) === 'version.json'
              ? 'no-store'
              : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    const isWebAppFile = WEB_APP_FILES.has(request.url.split('?')[0] ?? '');
    if (!isApi && !isWebAppFile && hasWebApp && request.method === 'GET' && wantsHtml) {
      reply.header('cache-control', 'no-cache');
      const page = pageFor(request.url.split('?')[0] ?? '');
      return page
        ? reply.type('text/html; charset=utf-8').send(page)
        : reply.sendFile('index.html');
    }
    throw new AppError('ROUTE_NOT_FOUND');
  });
}

type RoutePreloads = { routes: Array<{ paths: string[]; files: string[] }> };
type AppShells = { routes: Array<{ paths: string[]; html: string }> };
type EarlyRequests = { script: string; paths: string[] };

/** Vite's entry script in index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_SHELL_BOOT = '/app-shell-boot.js';

function readJson<T>(distDir: string, name: string): T | null {
  const file = path.join(distDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/**
 * The index.html sent for a path, or null to send the file as it is. Two additions from the
 * build (apps/web/vite.config.ts, apps/web/scripts/prerender-shells.tsx):
 * - dist/route-preloads.json: for the pages it names (longest matching prefix), their route
 *   chunks as `<link rel="modulepreload">`, so a phone downloads them beside the entry instead of
 *   after it has run (docs/performance.md, 2026-11-26); on a page with a first screen, announced
 *   by the boot script after that screen is painted;
 * - dist/app-shells.json: for the exact paths it names, the page's first screen as HTML in
 *   `<div id="app-shell">` before `#root`, drawn before any code runs and removed by
 *   the page when it draws itself (docs/performance.md#first-paint);
 * - dist/early-requests.json: for the exact paths it names, a small script before the entry
 *   that asks for the answers the first screen needs while the app's code downloads
 *   (docs/performance.md#early-requests).
 */
function readPageAdditions(
  distDir: string,
  indexFile: string,
): (pathname: string) => string | null {
  const preloads = readJson<RoutePreloads>(distDir, 'route-preloads.json')?.routes ?? [];
  const shells = readJson<AppShells>(distDir, 'app-shells.json')?.routes ?? [];
  const early = readJson<EarlyRequests>(distDir, 'early-requests.json');
  if (preloads.length === 0 && shells.length === 0 && !early) return () => null;
  const index = readFileSync(indexFile, 'utf8');
  const earlyPaths = new Set(early?.paths ?? []);
  // Async: it runs as soon as it arrives, before the entry (a module, which waits for the HTML
  // to be parsed and its imports to arrive), and never holds the parser.
  const withEarly = early
    ? index.replace(ENTRY_SCRIPT, (tag) => `<script async src="${early.script}"></script>${tag}`)
    : index;
  const prefixes = preloads
    .flatMap(({ paths, files }) => {
      const links = files
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      return paths.map((prefix) => ({ prefix, files, links }));
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const shellOf = new Map(shells.flatMap(({ paths, html: shell }) => paths.map((p) => [p, shell])));
  return (pathname: string): string | null => {
    const route = prefixes.find(
      ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    const html = earlyPaths.has(pathname) ? withEarly : index;
    const shell = shellOf.get(pathname);
    if (!shell) {
      if (route) return html.replace('</head>', `${route.links}</head>`);
      return html === index ? null : html;
    }
    // The first screen is painted from the HTML and its CSS alone; the code starts downloading
    // after that paint (apps/web/public/app-shell-boot.js announces the entry and the route's
    // chunks then), so on a slow phone it does not share the network with the first screen.
    return html
      .replace(ENTRY_SCRIPT, (_tag, src: string) => {
        const preloads = [src, ...(route?.files ?? [])].join(' ');
        return `<script type="module" src="${APP_SHELL_BOOT}" data-app-entry="${src}" data-app-preloads="${preloads}"></script>`;
      })
      .replace(
        '<div id="root">',
        `<div id="app-shell" data-path="${pathname}">${shell}</div><div id="root">`,
      );
  };
}
