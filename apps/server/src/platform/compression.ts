import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;
/** Fast levels: a 40 KB ticket page compresses in ~1 ms and shrinks to about a sixth. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/**
 * API answers in JSON of 1 KB or more go out brotli- or gzip-compressed when the client accepts
 * it, by @fastify/compress, which honours the client's preferences (`br;q=0` refuses brotli) and
 * adds `Vary: Accept-Encoding` (docs/performance.md: the ticket list, the technicians and the
 * departments were 90 KB of the phone's first load of /tickets). The web app's files are
 * compressed at build time instead (web-app.ts), so routes outside /api are left alone, and so are
 * request bodies (no decompression: the 1 MB body limit stays a limit on what the client sends).
 * Must be registered before the routes.
 */
export async function registerJsonCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads `compress`.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
