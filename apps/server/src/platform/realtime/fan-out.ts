import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** One channel for everything real-time: few messages, each small (docs/realtime.md). */
export const REALTIME_CHANNEL = 'atiende:realtime';

/** What instances tell each other. */
export type Envelope =
  /** Deliver `message` (already-serialised JSON) to these users' sockets. */
  | { kind: 'users'; userIds: string[]; message: string }
  /** Deliver each message to its one user: a batch of notifications in one publish. */
  | { kind: 'each'; items: { userId: string; message: string }[] }
  /** Run this topic's handlers: each instance filters for its own sockets (ticket changes). */
  | { kind: 'topic'; topic: string; payload: unknown }
  /** Sessions ended elsewhere: refuse their tokens here too and close their sockets. */
  | { kind: 'revoked'; sessionIds: string[]; revokedAt: number }
  /** The health check's round trip: only its sender acts on it, the others drop it. */
  | { kind: 'probe'; probeId: string };

export type FanOut = {
  /** Tags what this instance publishes, so it skips its own messages when they come back. */
  instanceId: string;
  /** False without Redis: a message for someone not connected here reaches nobody. */
  distributed: boolean;
  /** Tells the other instances; never throws (Redis down means this instance only). */
  publish(envelope: Envelope): void;
  onEnvelope(handler: (envelope: Envelope) => void): void;
  /**
   * Milliseconds for a probe published on the real-time channel to come back to this instance's
   * own subscriber: what every other instance's subscriber receives, it received too
   * (docs/operations.md#health). Rejects after `timeoutMs`; null without Redis.
   */
  roundTrip(timeoutMs: number): Promise<number> | null;
  /** Resolves once subscribed, or after `timeoutMs`: Redis down never blocks start-up. */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The channel is ours, but a message that does not parse is dropped rather than trusted. */
export function decodeEnvelope(text: string): (Envelope & { origin: string }) | null {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || typeof value.origin !== 'string') return null;
  const origin = value.origin;
  switch (value.kind) {
    case 'users':
      return isStringArray(value.userIds) && typeof value.message === 'string'
        ? { origin, kind: 'users', userIds: value.userIds, message: value.message }
        : null;
    case 'each':
      return Array.isArray(value.items) &&
        value.items.every(
          (item: { userId?: unknown; message?: unknown }) =>
            typeof item?.userId === 'string' && typeof item.message === 'string',
        )
        ? { origin, kind: 'each', items: value.items as { userId: string; message: string }[] }
        : null;
    case 'topic':
      return typeof value.topic === 'string'
        ? { origin, kind: 'topic', topic: value.topic, payload: value.payload }
        : null;
    case 'probe':
      return typeof value.probeId === 'string'
        ? { origin, kind: 'probe', probeId: value.probeId }
        : null;
    case 'revoked':
      return isStringArray(value.sessionIds) && typeof value.revokedAt === 'number'
        ? { origin, kind: 'revoked', sessionIds: value.sessionIds, revokedAt: value.revokedAt }
        : null;
    default:
      return null;
  }
}

/** Without REDIS_URL everything stays in this process (docs/architecture.md). */
function inProcessFanOut(): FanOut {
  return {
    instanceId: randomUUID(),
    distributed: false,
    publish: () => undefined,
    onEnvelope: () => undefined,
    roundTrip: () => null,
    ready: async () => undefined,
    close: async () => undefined,
  };
}

/**
 * Redis pub/sub between instances. SUBSCRIBE takes a connection over, so the subscriber is a
 * duplicate of the app's client; both have error handlers, and a Redis outage degrades to
 * in-process delivery (docs/conventions.md#reliability, docs/conventions.md#known-traps). ioredis
 * reconnects and resubscribes by itself.
 */
export function createFanOut(redis: Redis | undefined, log: FastifyBaseLogger): FanOut {
  if (!redis) return inProcessFanOut();
  const instanceId = randomUUID();
  const handlers: Array<(envelope: Envelope) => void> = [];
  let lastWarnedAt = 0;
  const warn = (error: unknown, message: string) => {
    if (Date.now() - lastWarnedAt < 30_000) return;
    lastWarnedAt = Date.now();
    log.warn({ err: error }, message);
  };

  const pendingProbes = new Map<string, () => void>();

  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) =>
    warn(error, 'Redis subscriber unavailable: real-time delivery on this instance only'),
  );
  let markSubscribed: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));
  // On every (re)connection: a SUBSCRIBE that failed while Redis was down is not retried by
  // ioredis, and subscribing twice to one channel is harmless.
  subscriber.on('ready', () => {
    subscriber
      .subscribe(REALTIME_CHANNEL)
      .then(() => markSubscribed())
      .catch((error: unknown) => warn(error, 'Redis SUBSCRIBE failed'));
  });
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== REALTIME_CHANNEL) return;
    const envelope = decodeEnvelope(text);
    if (envelope?.kind === 'probe') {
      if (envelope.origin === instanceId) pendingProbes.get(envelope.probeId)?.();
      return;
    }
    if (!envelope || envelope.origin === instanceId) return;
    for (const handler of handlers) {
      try {
        handler(envelope);
      } catch (error) {
        log.error({ err: error, kind: envelope.kind }, 'real-time envelope handler failed');
      }
    }
  });

  return {
    instanceId,
    distributed: true,
    publish(envelope) {
      redis
        .publish(REALTIME_CHANNEL, JSON.stringify({ origin: instanceId, ...envelope }))
        .catch((error: unknown) =>
          warn(error, 'Redis PUBLISH failed: real-time delivery on this instance only'),
        );
    },
    onEnvelope(handler) {
      handlers.push(handler);
    },
    roundTrip(timeoutMs) {
      const probeId = randomUUID();
      const started = performance.now();
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          pendingProbes.delete(probeId);
          reject(new Error(`no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        pendingProbes.set(probeId, () => {
          clearTimeout(timer);
          pendingProbes.delete(probeId);
          resolve(Math.round((performance.now() - started) * 100) / 100);
        });
        redis
          .publish(REALTIME_CHANNEL, JSON.stringify({ origin: instanceId, kind: 'probe', probeId }))
          .catch((error: unknown) => {
            clearTimeout(timer);
            pendingProbes.delete(probeId);
            reject(error instanceof Error ? error : new Error(String(error)));
          });
      });
    },
    async ready(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        subscribed,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
