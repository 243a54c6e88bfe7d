import { SOCKET_CLOSE_CODES, SOCKET_CLOSE_REASONS } from '@atiende/contracts';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Gauge } from 'prom-client';
import type { WebSocket } from 'ws';
import type { Config } from '../../config';
import type { SessionRevocations } from '../auth/session-revocations';
import { createFanOut } from './fan-out';
import { createPresence } from './presence';
import { createRealtimeHub } from './realtime-hub';
import { createConnectionGate } from './connection-gate';
import { createSocketOriginCheck } from './socket-origin';
import { realtimeRoutes } from './socket.routes';
import { SocketRegistry } from './socket-registry';
import { createWsTicketStore } from './ws-tickets';

export type { RealtimeHub } from './realtime-hub';

export type RealtimeOptions = {
  config: Config;
  redis: Redis | undefined;
  revocations: SessionRevocations;
};

/** A client only ever sends pings: a frame above this is refused by ws (close 1009). */
const MAX_PAYLOAD_BYTES = 4_096;
/** How long a shutdown waits for clients to answer the 1001 close before cutting them off. */
const CLOSE_GRACE_MS = 2_000;
/** How long start-up waits for the Redis subscription before serving anyway. */
const SUBSCRIBE_WAIT_MS = 1_000;

/**
 * docs/conventions.md#reliability: on SIGTERM (app.close) every socket gets 1001 "going away", then
 * the rest is cut.
 */
async function closeAllSockets(app: FastifyInstance): Promise<void> {
  const server = app.websocketServer;
  const open = [...server.clients];
  const closed = Promise.all(
    open.map(
      (socket: WebSocket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(SOCKET_CLOSE_CODES.goingAway, SOCKET_CLOSE_REASONS.serverShutdown);
        }),
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    closed,
    new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS))),
  ]);
  clearTimeout(timer);
  // ws terminates whoever is left and stops accepting.
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * The real-time transport (docs/realtime.md): decorates `app.realtime` (the hub modules send
 * through), registers @fastify/websocket, POST /api/auth/ws-ticket and GET /ws/notifications,
 * and counts sockets in /metrics. Registered after the auth guard and before the modules.
 */
export const registerRealtime = fp(
  async (app: FastifyInstance, { config, redis, revocations }: RealtimeOptions) => {
    const registry: SocketRegistry = new SocketRegistry((userId, isOnline) =>
      presence.changed(userId, isOnline),
    );
    const presence = createPresence({
      redis,
      localUserIds: () => registry.userIds(),
      log: app.log,
    });
    const fanOut = createFanOut(redis, app.log);
    app.decorate(
      'realtime',
      createRealtimeHub({ registry, fanOut, presence, revocations, log: app.log }),
    );

    await app.register(fastifyWebsocket, {
      options: { maxPayload: MAX_PAYLOAD_BYTES },
      preClose: () => closeAllSockets(app),
    });
    await app.register(realtimeRoutes, {
      tickets: createWsTicketStore({ redis, ttlMs: config.realtime.ticketTtlMs, log: app.log }),
      registry,
      revocations,
      ticketsPerMinute: config.rateLimits.wsTicketsPerMinute,
      isOriginAllowed: createSocketOriginCheck(config),
      connectionGate: createConnectionGate(config.realtime.connectionsPerSecond),
    });

    if (app.metricsRegistry) {
      new Gauge({
        name: 'atiende_websocket_connections',
        help: 'WebSocket connections open on this instance',
        registers: [app.metricsRegistry],
        collect() {
          this.set(registry.size);
        },
      });
    }

    app.addHook('onReady', async () => {
      registry.startHeartbeat(config.realtime.heartbeatIntervalMs);
      presence.start(config.realtime.heartbeatIntervalMs);
      await fanOut.ready(SUBSCRIBE_WAIT_MS);
    });
    app.addHook('onClose', async () => {
      registry.stopHeartbeat();
      await presence.stop();
      await fanOut.close();
    });
  },
  { name: 'realtime', dependencies: ['auth-guard'] },
);
