import {
  SOCKET_CLOSE_CODES,
  SOCKET_CLOSE_REASONS,
  type ServerSocketMessage,
} from '@atiende/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionRevocations } from '../auth/session-revocations';
import type { FanOut } from './fan-out';
import type { Presence } from './presence';
import type { SocketRegistry } from './socket-registry';

/**
 * The real-time hub behind /ws/notifications (docs/architecture.md scale-out). Modules publish
 * through it; it delivers to the sockets this instance holds and, with REDIS_URL set, fans out
 * through Redis pub/sub so that the instance holding a user's socket delivers there.
 */
export type RealtimeHub = {
  /** Sends `message` to every open socket of each user, on whichever instance holds it. */
  sendToUsers(userIds: readonly string[], message: ServerSocketMessage): void;
  /** One message per user (a batch of notifications): one publish to the other instances. */
  sendEach(items: readonly { userId: string; message: ServerSocketMessage }[]): void;
  /** Whether a message for `userId` could reach anyone: connected here, or other instances. */
  reaches(userId: string): boolean;
  /** Open sockets on this instance (for /metrics and the bench). */
  connectionCount(): number;
  /** Users with at least one open socket on this instance. */
  connectedUserIds(): string[];
  /** Users with at least one open socket on any instance (docs/realtime.md#presence). */
  onlineUserIds(): Promise<string[]>;
  /** Sends to this instance's sockets only: for messages each instance filters itself. */
  sendToLocalUsers(userIds: readonly string[], message: ServerSocketMessage): void;
  /**
   * Runs the `topic` handlers of every instance, this one's included: how a ticket change
   * reaches each instance, which then applies the visibility rule to its own sockets.
   */
  broadcast(topic: string, payload: unknown): void;
  onBroadcast(topic: string, handler: (payload: unknown) => void): () => void;
  /**
   * Milliseconds for a probe to travel the fan-out (Redis pub/sub) and back to this instance, for
   * the health check; null without Redis. Rejects when it does not come back in time.
   */
  fanOutRoundTrip(timeoutMs: number): Promise<number> | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** Serialised once per instance and encoded once: every socket gets the same bytes. */
function encode(message: ServerSocketMessage): { text: string; bytes: Buffer } {
  const text = JSON.stringify(message);
  return { text, bytes: Buffer.from(text) };
}

type RealtimeHubDeps = {
  registry: SocketRegistry;
  fanOut: FanOut;
  presence: Presence;
  revocations: SessionRevocations;
  log: FastifyBaseLogger;
};

/** What reaches this instance: revocations to pass on, and envelopes from the other instances. */
function listenToPeers(
  { registry, fanOut, revocations }: RealtimeHubDeps,
  runTopic: (topic: string, payload: unknown) => void,
) {
  // A session ended here: close its sockets and tell the other instances, whose auth guard
  // would otherwise accept its access token until it expires. One ended elsewhere: the same,
  // without telling anyone again.
  let applyingRemote = false;
  revocations.onRevoke((sessionId, revokedAt) => {
    registry.closeSession(
      sessionId,
      SOCKET_CLOSE_CODES.policyViolation,
      SOCKET_CLOSE_REASONS.sessionEnded,
    );
    if (!applyingRemote) {
      fanOut.publish({ kind: 'revoked', sessionIds: [sessionId], revokedAt: revokedAt.getTime() });
    }
  });

  fanOut.onEnvelope((envelope) => {
    switch (envelope.kind) {
      case 'users':
        registry.sendToUsers(envelope.userIds, Buffer.from(envelope.message));
        return;
      case 'each':
        for (const item of envelope.items) {
          if (registry.has(item.userId)) {
            registry.sendToUsers([item.userId], Buffer.from(item.message));
          }
        }
        return;
      case 'topic':
        runTopic(envelope.topic, envelope.payload);
        return;
      case 'revoked':
        applyingRemote = true;
        try {
          for (const id of envelope.sessionIds) revocations.add(id, new Date(envelope.revokedAt));
        } finally {
          applyingRemote = false;
        }
    }
  });
}

export function createRealtimeHub(deps: RealtimeHubDeps): RealtimeHub {
  const { registry, fanOut, presence, log } = deps;
  const topics = new Map<string, Set<(payload: unknown) => void>>();

  function runTopic(topic: string, payload: unknown) {
    for (const handler of topics.get(topic) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        log.error({ err: error, topic }, 'real-time topic handler failed');
      }
    }
  }

  listenToPeers(deps, runTopic);

  return {
    sendToUsers(userIds, message) {
      if (userIds.length === 0) return;
      const { text, bytes } = encode(message);
      registry.sendToUsers(userIds, bytes);
      fanOut.publish({ kind: 'users', userIds: [...userIds], message: text });
    },
    sendEach(items) {
      const remote: { userId: string; message: string }[] = [];
      for (const item of items) {
        const isLocal = registry.has(item.userId);
        if (!isLocal && !fanOut.distributed) continue;
        const { text, bytes } = encode(item.message);
        if (isLocal) registry.sendToUsers([item.userId], bytes);
        if (fanOut.distributed) remote.push({ userId: item.userId, message: text });
      }
      if (remote.length > 0) fanOut.publish({ kind: 'each', items: remote });
    },
    reaches: (userId) => fanOut.distributed || registry.has(userId),
    fanOutRoundTrip: (timeoutMs) => fanOut.roundTrip(timeoutMs),
    connectionCount: () => registry.size,
    connectedUserIds: () => registry.userIds(),
    onlineUserIds: () => presence.onlineUserIds(),
    sendToLocalUsers(userIds, message) {
      if (userIds.length > 0) registry.sendToUsers(userIds, encode(message).bytes);
    },
    broadcast(topic, payload) {
      runTopic(topic, payload);
      fanOut.publish({ kind: 'topic', topic, payload });
    },
    onBroadcast(topic, handler) {
      const handlers = topics.get(topic) ?? new Set();
      handlers.add(handler);
      topics.set(topic, handlers);
      return () => handlers.delete(handler);
    },
  };
}
