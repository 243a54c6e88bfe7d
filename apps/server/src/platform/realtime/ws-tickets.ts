import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { generateOpaqueToken, hashOpaqueToken } from '../hashing';

/** Who a socket ticket was issued to: the socket inherits the session, so logout closes it. */
export type WsTicketClaims = { userId: string; sessionId: string };

export type WsTicketStore = {
  issue(claims: WsTicketClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims once; `null` for an unknown, expired or already used ticket. */
  consume(token: string): Promise<WsTicketClaims | null>;
};

const KEY_PREFIX = 'atiende:ws-ticket:';
/** generateOpaqueToken(): 32 random bytes in base64url. Anything else is not worth a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * docs/conventions.md#security: the socket's `?token=` is a random single-use ticket valid for a
 * few seconds, stored hashed. With Redis the store is Redis (SET … PX, consumed with GETDEL), so a
 * ticket issued by one instance opens a socket on another; without it, or while Redis is down, this
 * process's memory (a ticket issued then is good on this instance only).
 */
export function createWsTicketStore(deps: {
  redis: Redis | undefined;
  ttlMs: number;
  log: FastifyBaseLogger;
}): WsTicketStore {
  const { redis, ttlMs, log } = deps;
  // Insertion order is expiry order (one TTL for all): expired tickets are dropped from the front.
  const memory = new Map<string, WsTicketClaims & { expiresAt: number }>();

  function pruneMemory(now: number) {
    for (const [hash, ticket] of memory) {
      if (ticket.expiresAt > now) break;
      memory.delete(hash);
    }
  }

  function consumeFromMemory(hash: string): WsTicketClaims | null {
    const ticket = memory.get(hash);
    if (!ticket) return null;
    memory.delete(hash);
    return ticket.expiresAt > Date.now()
      ? { userId: ticket.userId, sessionId: ticket.sessionId }
      : null;
  }

  const encode = (claims: WsTicketClaims) => `${claims.userId}|${claims.sessionId}`;
  function decode(value: string): WsTicketClaims | null {
    const [userId, sessionId] = value.split('|');
    return userId && sessionId ? { userId, sessionId } : null;
  }

  return {
    async issue(claims) {
      const token = generateOpaqueToken();
      const hash = hashOpaqueToken(token);
      const now = Date.now();
      const expiresAt = new Date(now + ttlMs);
      if (redis) {
        try {
          await redis.set(KEY_PREFIX + hash, encode(claims), 'PX', ttlMs);
          return { token, expiresAt };
        } catch (error) {
          log.warn({ err: error }, 'Redis unavailable: socket ticket kept in this process');
        }
      }
      pruneMemory(now);
      memory.set(hash, { ...claims, expiresAt: expiresAt.getTime() });
      return { token, expiresAt };
    },

    async consume(token) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const hash = hashOpaqueToken(token);
      const local = consumeFromMemory(hash);
      if (local || !redis) return local;
      try {
        // Atomic: of two sockets racing with one ticket, exactly one gets it.
        const value = await redis.getdel(KEY_PREFIX + hash);
        return value ? decode(value) : null;
      } catch (error) {
        log.warn({ err: error }, 'Redis unavailable: socket ticket could not be checked');
        return null;
      }
    },
  };
}
