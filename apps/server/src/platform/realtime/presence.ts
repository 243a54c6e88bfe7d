import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Who has a live socket on any instance (docs/realtime.md#presence). Each instance keeps its own
 * users in a Redis set of its own, changed as its users' first socket opens and last one closes,
 * rewritten whole and given a fresh expiry at every socket heartbeat; a sorted set names the
 * instances by when they last wrote. A reader takes the union of the sets of the instances seen
 * within the expiry, and this instance's own users from memory. An instance that dies leaves
 * its users online until its set expires (3 heartbeats); a clean stop removes them at once.
 * Without Redis, or while it does not answer, each instance knows only its own sockets.
 */
export type Presence = {
  /** A user's first socket opened on this instance, or their last one closed. */
  changed(userId: string, isOnline: boolean): void;
  /** Users with at least one open socket on any instance. */
  onlineUserIds(): Promise<string[]>;
  /** Rewrites this instance's set now and at every `intervalMs`. */
  start(intervalMs: number): void;
  /** Stops the rewrites and removes this instance's set. */
  stop(): Promise<void>;
};

const INSTANCES_KEY = 'atiende:presence:instances';
const keyOf = (instanceId: string) => `atiende:presence:${instanceId}`;
/** Heartbeats a set outlives its last rewrite by. */
const HEARTBEATS_KEPT = 3;

export function createPresence(deps: {
  redis: Redis | undefined;
  localUserIds: () => string[];
  log: FastifyBaseLogger;
}): Presence {
  const { redis, localUserIds, log } = deps;
  const instanceId = randomUUID();
  const key = keyOf(instanceId);
  let keptMs = HEARTBEATS_KEPT * 30_000;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  const failed = (error: unknown) => log.warn({ err: error }, 'presence could not be written');

  function rewrite() {
    if (!redis) return;
    const ids = localUserIds();
    const now = Date.now();
    const multi = redis.multi().del(key);
    if (ids.length > 0) multi.sadd(key, ...ids).pexpire(key, keptMs);
    multi
      .zadd(INSTANCES_KEY, now, instanceId)
      .zremrangebyscore(INSTANCES_KEY, '-inf', now - keptMs)
      .pexpire(INSTANCES_KEY, keptMs);
    writing = multi.exec().catch(failed);
  }

  return {
    changed(userId, isOnline) {
      if (!redis) return;
      const now = Date.now();
      const multi = isOnline ? redis.multi().sadd(key, userId) : redis.multi().srem(key, userId);
      writing = multi
        .pexpire(key, keptMs)
        .zadd(INSTANCES_KEY, now, instanceId)
        .pexpire(INSTANCES_KEY, keptMs)
        .exec()
        .catch(failed);
    },
    async onlineUserIds() {
      const local = localUserIds();
      if (!redis) return local;
      try {
        const instances = await redis.zrangebyscore(INSTANCES_KEY, Date.now() - keptMs, '+inf');
        const others = instances.filter((id) => id !== instanceId).map(keyOf);
        if (others.length === 0) return local;
        return [...new Set([...local, ...(await redis.sunion(...others))])];
      } catch (error) {
        log.warn({ err: error }, 'presence could not be read: this instance only');
        return local;
      }
    },
    start(intervalMs) {
      keptMs = HEARTBEATS_KEPT * intervalMs;
      rewrite();
      timer = setInterval(rewrite, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await writing;
      if (!redis) return;
      await redis.multi().del(key).zrem(INSTANCES_KEY, instanceId).exec().catch(failed);
    },
  };
}
