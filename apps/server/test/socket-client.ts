import type { ServerSocketMessage } from '@atiende/contracts';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** Node 20 has no global WebSocket (docs/conventions.md#known-traps): tests speak through `ws`. */
export type TestSocket = {
  socket: WebSocket;
  /** Every message received so far, parsed. */
  messages: ServerSocketMessage[];
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** The first message (already received or next) that matches, or a rejection after `timeoutMs`. */
  next<T extends ServerSocketMessage['type']>(
    type: T,
    match?: (message: Extract<ServerSocketMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerSocketMessage, { type: T }>>;
};

/** Listens on a random loopback port (once) and returns the ws:// base URL. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `ws://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return `ws://127.0.0.1:${bound.port}`;
}

/** POST /api/auth/ws-ticket as the signed-in user; returns `data.token`. */
export async function issueWsTicket(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/ws-ticket', headers });
  if (response.statusCode !== 200) {
    throw new Error(`ws-ticket: ${response.statusCode} ${response.body}`);
  }
  return response.json().data.token as string;
}

export function openSocket(
  baseUrl: string,
  token: string | undefined,
  options: ConstructorParameters<typeof WebSocket>[2] = {},
): TestSocket {
  const url = `${baseUrl}/ws/notifications${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
  const socket = new WebSocket(url, options);
  const messages: ServerSocketMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerSocketMessage);
    for (const waiter of [...waiters]) waiter();
  });
  socket.on('error', () => undefined); // a refused or cut connection shows up as `closed`
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

  function next<T extends ServerSocketMessage['type']>(
    type: T,
    match: (message: Extract<ServerSocketMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<Extract<ServerSocketMessage, { type: T }>> {
    type Wanted = Extract<ServerSocketMessage, { type: T }>;
    const find = () =>
      messages.find(
        (message): message is Wanted => message.type === type && match(message as Wanted),
      );
    return new Promise((resolve, reject) => {
      const found = find();
      if (found) return resolve(found);
      const waiter = () => {
        const hit = find();
        if (!hit) return;
        waiters.delete(waiter);
        clearTimeout(timer);
        resolve(hit);
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no ${type} message within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  }

  return { socket, messages, closed, next };
}

/** Issues a ticket and opens a socket with it, resolving once `connected` arrived. */
export async function connectAs(
  app: FastifyInstance,
  baseUrl: string,
  headers: Record<string, string>,
): Promise<TestSocket> {
  const client = openSocket(baseUrl, await issueWsTicket(app, headers));
  await client.next('connected');
  return client;
}

/** Waits long enough for anything in flight (a coalescing window and its query) to arrive. */
export const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));
