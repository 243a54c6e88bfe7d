import type { ServerSocketMessage } from '@atiende/contracts';

/**
 * The real-time hub behind /ws/notifications (DESIGN §1 scale-out). Modules publish through it;
 * it delivers to the sockets this instance holds and, with REDIS_URL set, fans out through Redis
 * pub/sub so that the instance holding a user's socket delivers there.
 */
export type RealtimeHub = {
  /** Sends `message` to every open socket of each user, on whichever instance holds it. */
  sendToUsers(userIds: readonly string[], message: ServerSocketMessage): void;
  /** Open sockets on this instance (for /metrics and the bench). */
  connectionCount(): number;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}
