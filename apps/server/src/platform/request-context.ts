import { randomUUID } from 'node:crypto';
import { REQUEST_HEADERS } from '@atiende/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,80}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && SAFE_ID.test(text) ? text : undefined;
}

/** Uses the caller's X-Request-Id when it is a sane token, else a new UUID. */
export function requestIdFor(request: {
  headers: Record<string, string | string[] | undefined>;
}): string {
  const value = request.headers[REQUEST_HEADERS.requestId];
  const text = Array.isArray(value) ? value[0] : value;
  return text && SAFE_ID.test(text) ? text : randomUUID();
}

/**
 * Logs every request with the four client headers of docs/conventions.md#api and returns
 * X-Request-Id (docs/conventions.md#api). X-User-Id is logged as a claim of the client, never
 * trusted as identity.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    request.log = request.log.child({
      sessionId: header(request, REQUEST_HEADERS.sessionId),
      claimedUserId: header(request, REQUEST_HEADERS.userId),
      clientTimestamp: request.headers[REQUEST_HEADERS.clientTimestamp]?.toString().slice(0, 40),
    });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Authenticated JSON is never cached by browsers or proxies (docs/conventions.md#security).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url.split('?')[0],
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}
