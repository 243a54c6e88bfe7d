import { Redis } from 'ioredis';

type Logger = { warn(obj: object, msg: string): void };

/**
 * Redis is optional (docs/architecture.md). Created only when configured, with an error handler so
 * a Redis outage degrades to in-process limits and events instead of crashing
 * (docs/conventions.md#known-traps).
 */
export function createRedis(url: string | undefined, log: Logger): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
  let lastLoggedAt = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastLoggedAt > 30_000) {
      lastLoggedAt = Date.now();
      log.warn({ err: error }, 'Redis unavailable: using in-process limits');
    }
  });
  return redis;
}
