import { hostname } from 'node:os';
import { APP_VERSION, healthResultSchema } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestApp, useTestApp } from '../../../test/build-test-app';
import { getAsNewUser } from '../../../test/role-sessions';
import { createTestDatabase } from '../../../test/test-database';
import { useTwoInstances } from '../../../test/two-instances';
import { selectRows } from '../../db/client';

// docs/operations.md#health: real-time fan-out and the instances of the deployment.
const ENV = { MEMORY_LIMIT_MB: '100000' };
const redisUrl = process.env.TEST_REDIS_URL;
const isPostgres = inject('testEngine') === 'postgres';

const testApp = useTestApp(ENV);

async function clusterAsAdmin(app: TestApp) {
  const response = await getAsNewUser(app, 'ADMIN', '/api/health');
  return healthResultSchema.parse(response.json());
}

describe('GET /api/health: the deployment', () => {
  it('lists this instance and its version for staff, and says there is no fan-out without Redis', async () => {
    const body = await clusterAsAdmin(testApp);
    expect(body.cluster.realtime).toEqual({
      status: 'not_configured',
      responseTime: null,
      error: null,
    });
    expect(body.status).toBe('ok');
    const current = body.cluster.instances.filter((instance) => instance.isCurrent);
    expect(current).toEqual([
      expect.objectContaining({ hostname: hostname(), pid: process.pid, version: APP_VERSION }),
    ]);
    expect(Date.parse(current[0]!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows neither to anonymous callers nor clients', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(Object.keys(anonymous.json()).sort()).toEqual(['status', 'timestamp']);
    const client = await getAsNewUser(testApp, 'CLIENT', '/api/health');
    expect(Object.keys(client.json()).sort()).toEqual(['status', 'timestamp']);
  });

  it('lists the instances seen in the last 2 minutes only', async () => {
    const db = testApp.database.db;
    await db.execute(sql`
      INSERT INTO server_instances (id, hostname, pid, version, started_at, last_seen_at) VALUES
        ('00000000-0000-4000-8000-000000000001', 'nodo-b', 41, '3.39.0', now() - interval '1 hour', now() - interval '90 seconds'),
        ('00000000-0000-4000-8000-000000000002', 'nodo-c', 42, '3.38.0', now() - interval '2 hours', now() - interval '3 minutes')`);
    const { instances } = (await clusterAsAdmin(testApp)).cluster;
    expect(instances.map((instance) => instance.hostname)).toContain('nodo-b');
    expect(instances.map((instance) => instance.hostname)).not.toContain('nodo-c');
    expect(instances.find((instance) => instance.hostname === 'nodo-b')).toMatchObject({
      pid: 41,
      version: '3.39.0',
      isCurrent: false,
    });
    await db.execute(sql`DELETE FROM server_instances WHERE hostname IN ('nodo-b', 'nodo-c')`);
  });

  it('removes its own row when it shuts down', async () => {
    const database = await createTestDatabase();
    // The app closes its database on close; keep it open to look afterwards.
    const other = await buildTestApp(ENV, {
      database: { ...database, close: async () => undefined },
    });
    const rows = () =>
      selectRows<{ id: string }>(database.db, sql`SELECT id FROM server_instances`);
    try {
      const id = (await clusterAsAdmin(other)).cluster.instances.find((row) => row.isCurrent)!.id;
      expect(await rows()).toEqual([{ id }]);
      await other.app.close();
      expect(await rows()).toEqual([]);
    } finally {
      await other.app.close();
      await database.close();
    }
  });

  it('reports the real-time fan-out down, and the service degraded, when Redis does not answer', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 500,
    });
    redis.on('error', () => undefined);
    const withDeadRedis = await buildTestApp(ENV, { redis });
    try {
      const body = await clusterAsAdmin(withDeadRedis);
      expect(body.cluster.realtime).toMatchObject({ status: 'down', responseTime: null });
      expect(body.cluster.realtime.error).toEqual(expect.any(String));
      expect(body.status).toBe('degraded');
    } finally {
      await withDeadRedis.app.close();
      redis.disconnect();
    }
  });
});

describe.skipIf(!redisUrl)('GET /api/health with Redis', () => {
  it('reports the round trip through the real-time fan-out as ok, with its latency', async () => {
    const withRedis = await buildTestApp(ENV, { withRedis: true });
    try {
      const { realtime } = (await clusterAsAdmin(withRedis)).cluster;
      expect(realtime.status).toBe('ok');
      expect(realtime.responseTime).toBeGreaterThanOrEqual(0);
      expect(realtime.error).toBeNull();
    } finally {
      await withRedis.app.close();
    }
  });
});

describe.skipIf(!redisUrl || !isPostgres)('GET /api/health on two instances', () => {
  const instances = useTwoInstances(redisUrl);

  it('lists both instances from either one, each marking itself', async () => {
    const fromA = (await clusterAsAdmin(instances.a)).cluster;
    const fromB = (await clusterAsAdmin(instances.b)).cluster;
    const idOf = (cluster: typeof fromA) => cluster.instances.find((row) => row.isCurrent)!.id;
    const [a, b] = [idOf(fromA), idOf(fromB)];
    expect(a).not.toBe(b);
    expect(fromA.instances.map((row) => row.id).sort()).toEqual([a, b].sort());
    expect(fromB.instances.map((row) => row.id).sort()).toEqual([a, b].sort());
    expect(fromA.realtime.status).toBe('ok');
  });
});
