import { existsSync } from 'node:fs';
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('ROUTE_NOT_FOUND');
  });
}
