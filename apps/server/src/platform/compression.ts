import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;
/** Fast levels: a 40 KB ticket page compresses in ~1 ms and shrinks to about a sixth. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return null;
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function isCompressibleJson(reply: FastifyReply, payload: unknown): payload is string {
  if (typeof payload !== 'string' || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * JSON answers of 1 KB or more go out brotli- or gzip-compressed when the client accepts it, with
 * `Vary: Accept-Encoding` (docs/performance.md: the ticket list, the technicians and the
 * departments were 90 KB of the phone's first load of /tickets). The web app's files are
 * compressed at build time instead (web-app.ts); streams and files are left alone.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || !isCompressibleJson(reply, payload)) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : await gzipAsync(payload, { level: GZIP_LEVEL });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
