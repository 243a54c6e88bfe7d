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
  const pageWithPreloads = hasWebApp ? readRoutePreloads(distDir, indexFile) : () => null;
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
      const page = pageWithPreloads(request.url.split('?')[0] ?? '');
      return page
        ? reply.type('text/html; charset=utf-8').send(page)
        : reply.sendFile('index.html');
    }
    throw new AppError('ROUTE_NOT_FOUND');
  });
}

type RoutePreloads = { routes: Array<{ paths: string[]; files: string[] }> };

/**
 * The build's dist/route-preloads.json (apps/web/vite.config.ts): for the pages it names, the
 * index.html sent lists their route chunks as `<link rel="modulepreload">`, so a phone downloads
 * them beside the entry instead of after it has run (docs/performance.md, 2026-11-26). Returns
 * the page for a path (the longest matching prefix), or null to send index.html as it is.
 */
function readRoutePreloads(
  distDir: string,
  indexFile: string,
): (pathname: string) => string | null {
  const file = path.join(distDir, 'route-preloads.json');
  if (!existsSync(file)) return () => null;
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const html = readFileSync(indexFile, 'utf8');
  const pages = routes
    .flatMap(({ paths, files }) => {
      const links = files
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      const page = html.replace('</head>', `${links}</head>`);
      return paths.map((prefix) => ({ prefix, page }));
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return (pathname) =>
    pages.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.page ??
    null;
}
