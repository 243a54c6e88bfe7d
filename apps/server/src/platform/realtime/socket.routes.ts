import {
  clientSocketMessageSchema,
  SOCKET_CLOSE_CODES,
  SOCKET_CLOSE_REASONS,
  successEnvelope,
  wsTicketResponseSchema,
  type ServerSocketMessage,
} from '@atiende/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RawData, WebSocket } from 'ws';
import { currentUser } from '../auth/auth-guard';
import type { SessionRevocations } from '../auth/session-revocations';
import { AppError } from '../errors';
import type { ConnectionGate } from './connection-gate';
import type { SocketOriginCheck } from './socket-origin';
import type { Connection, SocketRegistry } from './socket-registry';
import type { WsTicketStore } from './ws-tickets';

export type RealtimeRoutesOptions = {
  tickets: WsTicketStore;
  registry: SocketRegistry;
  revocations: SessionRevocations;
  ticketsPerMinute: number;
  isOriginAllowed: SocketOriginCheck;
  /** Sockets this instance opens per second (docs/realtime.md#reconnecting). */
  connectionGate: ConnectionGate;
};

/**
 * A client pings every 30 s (docs/product/notifications.md); this is generous for that and cheap to
 * count.
 */
const MESSAGE_WINDOW_MS = 10_000;
const MAX_MESSAGES_PER_WINDOW = 20;

const { policyViolation } = SOCKET_CLOSE_CODES;

function ticketKey(request: FastifyRequest): string {
  return `ws-ticket:${request.auth?.userId ?? request.ip}`;
}

function send(socket: WebSocket, message: ServerSocketMessage): void {
  socket.send(JSON.stringify(message));
}

/** `ping` is the only thing a client says; anything else is ignored, a flood ends the socket. */
function onClientMessage(connection: Connection, data: RawData, isBinary: boolean): void {
  const now = Date.now();
  if (now - connection.messageWindowStartedAt > MESSAGE_WINDOW_MS) {
    connection.messageWindowStartedAt = now;
    connection.messagesInWindow = 0;
  }
  connection.messagesInWindow += 1;
  if (connection.messagesInWindow > MAX_MESSAGES_PER_WINDOW) {
    connection.socket.close(policyViolation, SOCKET_CLOSE_REASONS.tooManyMessages);
    return;
  }
  if (isBinary || !Buffer.isBuffer(data)) return;
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    return;
  }
  const ping = clientSocketMessageSchema.safeParse(value);
  if (ping.success) send(connection.socket, { type: 'pong', timestamp: ping.data.timestamp });
}

type App = Parameters<FastifyPluginAsyncZod>[0];
type RouteOptions = RealtimeRoutesOptions;

/** POST /api/auth/ws-ticket: the single-use ticket the socket is opened with. */
function wsTicketRoute(app: App, { tickets, ticketsPerMinute }: RouteOptions) {
  app.post(
    '/api/auth/ws-ticket',
    {
      config: {
        rateLimit: {
          max: ticketsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: ticketKey,
          // After the auth guard, so the key is the user, not only the address.
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'A single-use ticket, valid 30 s, to open /ws/notifications?token=…',
        response: { 200: successEnvelope(wsTicketResponseSchema) },
      },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request);
      const { token, expiresAt } = await tickets.issue({ userId, sessionId });
      return { success: true as const, data: { token, expiresAt: expiresAt.toISOString() } };
    },
  );
}

/** GET /ws/notifications: the socket, opened once its ticket checks out. */
function notificationSocketRoute(
  app: App,
  { tickets, registry, revocations, isOriginAllowed, connectionGate }: RouteOptions,
) {
  app.get(
    '/ws/notifications',
    {
      websocket: true,
      config: { public: true },
      // socket-origin.ts: a page of another site is refused at the upgrade, with 403.
      onRequest: async (request) => {
        if (!isOriginAllowed(request.headers.origin, request.host)) throw new AppError('FORBIDDEN');
        // connection-gate.ts: a reconnection storm is let in at the instance's pace.
        if (!connectionGate.tryEnter()) {
          throw new AppError('TOO_MANY_REQUESTS', undefined, { headers: { 'retry-after': '1' } });
        }
      },
    },
    (socket: WebSocket, request: FastifyRequest) => {
      const query = request.query as Record<string, unknown> | undefined;
      const token = typeof query?.token === 'string' ? query.token : undefined;
      let connection: Connection | undefined;
      let isClosed = false;
      // Listeners go on at once: a message that arrives while the ticket is checked is dropped.
      socket.on('message', (data, isBinary) => {
        if (connection) onClientMessage(connection, data, isBinary);
      });
      socket.on('pong', () => {
        if (connection) connection.isAlive = true;
      });
      socket.on('close', () => {
        isClosed = true;
        if (connection) registry.remove(connection);
      });
      if (!token) {
        socket.close(policyViolation, SOCKET_CLOSE_REASONS.ticketMissing);
        return;
      }
      void tickets.consume(token).then(
        (claims) => {
          if (isClosed) return;
          if (!claims || revocations.has(claims.sessionId)) {
            socket.close(policyViolation, SOCKET_CLOSE_REASONS.ticketInvalid);
            return;
          }
          const opened: Connection = {
            socket,
            ...claims,
            isAlive: true,
            messageWindowStartedAt: Date.now(),
            messagesInWindow: 0,
          };
          if (!registry.add(opened)) {
            socket.close(policyViolation, SOCKET_CLOSE_REASONS.tooManyConnections);
            return;
          }
          connection = opened;
          send(socket, { type: 'connected', data: { userId: claims.userId } });
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'socket ticket check failed');
          socket.terminate();
        },
      );
    },
  );
}

/**
 * POST /api/auth/ws-ticket and GET /ws/notifications (docs/realtime.md). The socket is public to
 * the auth guard (browsers cannot send an Authorization header on a WebSocket): its single-use
 * ticket is the credential. A bad ticket still upgrades, then closes with 1008, so the client
 * learns why (a refused upgrade is an opaque error in a browser); a foreign `Origin` is refused
 * before the upgrade (403): no page of ours sends one.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  wsTicketRoute(app, options);
  notificationSocketRoute(app, options);
};
