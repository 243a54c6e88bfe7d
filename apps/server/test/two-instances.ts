import { Redis } from 'ioredis';
import { afterAll, beforeAll, vi } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createSharedTestDatabase } from './test-database';

export type TwoInstances = { a: TestApp; b: TestApp };

/**
 * Two instances of one deployment (docs/architecture.md scale-out): one PostgreSQL database, one
 * Redis, each with its own pool and client; built before the tests and closed after them. With
 * `isolated`, B comes from a module graph of its own (vi.resetModules), so its module-level caches
 * are its own, as in another process. The object is filled in place.
 */
export function useTwoInstances(
  redisUrl: string | undefined,
  options: { isolated?: boolean; env?: Record<string, string> } = {},
): TwoInstances {
  const instances = {} as TwoInstances;
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>> | undefined;
  const redisClients: Redis[] = [];

  beforeAll(async () => {
    const database = await createSharedTestDatabase();
    shared = database;
    const instance = (build: typeof buildTestApp) => {
      const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
      redisClients.push(redis);
      return build(options.env ?? {}, { database: database.open(), redis });
    };
    instances.a = await instance(buildTestApp);
    if (options.isolated) vi.resetModules();
    const buildB = options.isolated
      ? (await import('./build-test-app')).buildTestApp
      : buildTestApp;
    instances.b = await instance(buildB);
  });
  afterAll(async () => {
    await instances.a?.app.close();
    await instances.b?.app.close();
    await Promise.all(redisClients.map((client) => client.quit()));
    await shared?.drop();
  });
  return instances;
}
