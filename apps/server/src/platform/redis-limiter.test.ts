import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryLimiter, createRedisLimiter } from './attempt-limiter';

const url = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
});

describe.skipIf(!url)('Redis attempt limiter (TEST_REDIS_URL)', () => {
  it('shares counts between two instances and expires them', async () => {
    const [a, b] = [new Redis(url!), new Redis(url!)];
    clients.push(a, b);
    const key = `test:${Date.now()}:${Math.random()}`;
    const first = createRedisLimiter(a, createMemoryLimiter());
    const second = createRedisLimiter(b, createMemoryLimiter());
    await first.hit(key, 500);
    await second.hit(key, 500);
    expect((await first.count(key)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await second.count(key)).count).toBe(0);
  });
});

describe('Redis attempt limiter when Redis is down', () => {
  it('falls back to memory instead of failing sign-in', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    clients.push(down);
    const limiter = createRedisLimiter(down, createMemoryLimiter());
    expect(await limiter.hit('k', 1_000)).toBe(1);
    expect((await limiter.count('k')).count).toBe(1);
  });
});
