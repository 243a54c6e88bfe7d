import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the loopback API received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type LoopbackHandler = (
  request: ReceivedRequest,
  response: ServerResponse,
) => void | Promise<void>;

/**
 * A real HTTP server on 127.0.0.1 for tests that run the web app's fetch-based client in Node: the
 * client's relative `/api/...` addresses are sent to it through the real `fetch`, so streams
 * arrive over a socket in the chunks the handler writes. `route(method, path, handler)` answers a
 * call; every request is kept in `requests`.
 */
export async function startLoopbackApi() {
  const handlers = new Map<string, LoopbackHandler>();
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (incoming.url ?? '/').split('?')[0] ?? '/';
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path,
        headers: incoming.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      const handler = handlers.get(`${request.method} ${path}`);
      if (!handler) {
        sendJson(response, 404, {
          success: false,
          message: 'No encontrado',
          error: { code: 'NOT_FOUND' },
        });
        return;
      }
      void Promise.resolve(handler(request, response)).catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  return {
    origin,
    requests,
    /** The fetch to stub in: relative addresses go to this server. */
    fetch: (input: string | URL | Request, init?: RequestInit) =>
      realFetch(typeof input === 'string' ? new URL(input, origin) : input, init),
    route(method: string, path: string, handler: LoopbackHandler) {
      handlers.set(`${method} ${path}`, handler);
    },
    /** The requests made to one path. */
    to: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LoopbackApi = Awaited<ReturnType<typeof startLoopbackApi>>;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Starts a text/event-stream answer; `write` sends raw text (a part of an event, or several). */
export function openEventStream(response: ServerResponse) {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  response.flushHeaders();
  return {
    write: (text: string) =>
      new Promise<void>((resolve) => {
        response.write(text, () => resolve());
      }),
    event: (name: string, data: unknown) =>
      new Promise<void>((resolve) => {
        response.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`, () => resolve());
      }),
    end: () => response.end(),
    /** Cuts the connection mid-answer. */
    cut: () => response.destroy(),
  };
}
