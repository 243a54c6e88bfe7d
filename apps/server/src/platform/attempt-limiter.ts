import type { Redis } from 'ioredis';

/**
 * Counts attempts per key within a window (failed sign-ins per account and address, reset requests
 * per e-mail). In memory by default; in Redis when configured, so several instances share the
 * counts (docs/conventions.md#security). Redis errors fall back to memory: a limit never blocks
 * sign-in.
 */
export type AttemptLimiter = {
  count(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
};

export function createMemoryLimiter(now: () => number = Date.now): AttemptLimiter {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async count(key) {
      const entry = live(key);
      return {
        count: entry?.count ?? 0,
        retryAfterSeconds: entry ? Math.ceil((entry.expiresAt - now()) / 1000) : 0,
      };
    },
    async hit(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      if (entries.size > 100_000) entries.clear(); // bound memory under an attack
      entries.set(key, { count: 1, expiresAt: now() + windowMs });
      return 1;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

export function createRedisLimiter(redis: Redis, fallback: AttemptLimiter): AttemptLimiter {
  const prefix = 'atiende:limit:';
  return {
    async count(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        return {
          count: Number(count ?? 0),
          retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0,
        };
      } catch {
        return fallback.count(key);
      }
    },
    async hit(key, windowMs) {
      try {
        const results = await redis
          .multi()
          .incr(prefix + key)
          .pexpire(prefix + key, windowMs, 'NX')
          .exec();
        return Number(results?.[0]?.[1] ?? 1);
      } catch {
        return fallback.hit(key, windowMs);
      }
    },
    async reset(key) {
      try {
        await redis.del(prefix + key);
      } catch {
        await fallback.reset(key);
      }
    },
  };
}
