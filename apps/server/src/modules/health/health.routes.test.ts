import { healthResultSchema, isValidHealthResult } from '@atiende/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp, makeSignedInUser } from '../../../test/build-test-app';
import { getAsNewUser } from '../../../test/role-sessions';
import { createTestDatabase } from '../../../test/test-database';

// A generous limit: the test process holds several databases, and the status must not depend
// on how much memory this machine happens to have free.
const ENV = { MEMORY_LIMIT_MB: '100000' };

const testApp = useTestApp(ENV);

describe('GET /api/health', () => {
  it('tells anonymous callers only the status and the time (docs/conventions.md#security)', async () => {
    for (const url of ['/api/health', '/health']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['status', 'timestamp']);
      expect(body.status).toBe('ok');
      expect(isValidHealthResult(body)).toBe(false);
    }
  });

  it('treats a bad token as anonymous instead of refusing', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['status', 'timestamp']);
  });

  it('gives a client the status only', async () => {
    const response = await getAsNewUser(testApp, 'CLIENT', '/api/health');
    expect(Object.keys(response.json()).sort()).toEqual(['status', 'timestamp']);
  });

  it.each(['ADMIN', 'TECH_LEAD', 'TECHNICIAN'] as const)(
    'gives %s the full result of docs/product/audit-and-monitoring.md',
    async (role) => {
      const response = await getAsNewUser(testApp, role, '/api/health');
      expect(response.statusCode).toBe(200);
      const body = healthResultSchema.parse(response.json());
      expect(isValidHealthResult(body)).toBe(true);
      expect(body.status).toBe('ok');
      expect(body.environment).toBe('test');
      expect(body.system.nodeVersion).toBe(process.version);
      const memory = body.checks.memory;
      expect(memory.limitSource).toBe('configured');
      expect(memory.details.total).toBe(100000 * 1024 * 1024);
      expect(memory.details.used + memory.details.free).toBe(memory.details.total);
      expect(memory.status).toBe('healthy');
      expect(body.checks.database).toMatchObject({ status: 'healthy', error: null });
      expect(body.checks.database.responseTime).toBeGreaterThanOrEqual(0);
      // Neither Redis nor SMTP is configured here: only configured services are listed.
      expect(body.dependencies).toEqual({});
    },
  );

  it('reports memory above 90 % of the limit as critical', async () => {
    const small = await buildTestApp({ MEMORY_LIMIT_MB: '1' });
    try {
      const response = await getAsNewUser(small, 'ADMIN', '/api/health');
      // Memory alone never takes the instance out of a load balancer: 200, status error.
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('error');
      expect(response.json().checks.memory.status).toBe('critical');
      const anonymous = await small.app.inject({ method: 'GET', url: '/health' });
      expect(anonymous.json().status).toBe('error');
    } finally {
      await small.app.close();
    }
  });

  it('lists a configured SMTP server that does not answer as a dependency down', async () => {
    const withSmtp = await buildTestApp({ ...ENV, SMTP_HOST: '127.0.0.1', SMTP_PORT: '1' });
    try {
      const response = await getAsNewUser(withSmtp, 'ADMIN', '/api/health');
      const body = response.json();
      expect(body.dependencies.smtp).toMatchObject({ status: 'critical' });
      expect(body.dependencies.smtp.error).toEqual(expect.any(String));
      expect(body.status).toBe('degraded');
    } finally {
      await withSmtp.app.close();
    }
  });
});

describe('the probes /health/live and /health/ready (docs/operations.md#probes)', () => {
  it('say the process is alive and ready when the database answers', async () => {
    const live = await testApp.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await testApp.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true },
    });
  });

  it('keep the process alive but not ready while the database is down', async () => {
    // The database stops answering: its ping fails as a refused connection would.
    const database = await createTestDatabase();
    const outage = await buildTestApp(ENV, {
      database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    try {
      const ready = await outage.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: false },
      });
      // An orchestrator's liveness probe must not restart the instance for this.
      const live = await outage.app.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
      // /health keeps its answer: 503 for load balancers.
      expect((await outage.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    } finally {
      await outage.app.close();
    }
  });
});

describe('POST /api/health/optimize', () => {
  it.each(['basic', 'aggressive', 'auto'] as const)(
    'runs %s for an administrator and reports before and after',
    async (action) => {
      const admin = await makeSignedInUser(testApp, 'ADMIN');
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/health/optimize',
        headers: admin.headers,
        payload: { action },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, action });
      expect(body.performed).toBe(action === 'auto' ? 'basic' : action);
      expect(body.cachesCleared).toEqual([
        'request-users',
        'staff-departments',
        'ticket-list-counts',
      ]);
      expect(body.memoryAfter.heapUsageRatio).toBeGreaterThan(0);
      expect(body.memoryAfter.heapUsageRatio).toBeLessThanOrEqual(1);
      expect(body.improvement.heapUsed).toBe(
        body.memoryBefore.heapUsed - body.memoryAfter.heapUsed,
      );
      if (action === 'aggressive') expect(body.tablesAnalyzed).toContain('tickets');
      else expect(body.tablesAnalyzed).toEqual([]);
    },
  );

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)('refuses %s with 403', async (role) => {
    const user = await makeSignedInUser(testApp, role);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/health/optimize',
      headers: user.headers,
      payload: { action: 'basic' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/health/optimize',
      payload: { action: 'basic' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects an unknown or missing action with 400 and its Spanish message', async () => {
    const admin = await makeSignedInUser(testApp, 'ADMIN');
    for (const payload of [{ action: 'turbo' }, {}]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/health/optimize',
        headers: admin.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'La acción de optimización debe ser basic, aggressive o auto',
        error: { code: 'VALIDATION_FAILED' },
      });
    }
  });
});

describe('GET /metrics', () => {
  const TOKEN = 'metricas-secretas-de-prueba-2026';

  it('answers 404 when METRICS_TOKEN is not configured', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 to a wrong or missing token and Prometheus text to the right one', async () => {
    const withMetrics = await buildTestApp({ ...ENV, METRICS_TOKEN: TOKEN });
    try {
      const wrong = await withMetrics.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer otro-token-que-no-es-el-correcto' },
      });
      expect(wrong.statusCode).toBe(401);
      const missing = await withMetrics.app.inject({ method: 'GET', url: '/metrics' });
      expect(missing.statusCode).toBe(401);

      await withMetrics.app.inject({ method: 'GET', url: '/api/health' });
      const response = await withMetrics.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('atiende_http_request_duration_seconds_bucket');
      expect(response.body).toMatch(
        /atiende_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
      );
      expect(response.body).toContain('atiende_process_resident_memory_bytes');
      if (withMetrics.database.engine === 'postgres') {
        expect(response.body).toContain('atiende_db_pool_connections');
      }
    } finally {
      await withMetrics.app.close();
    }
  });
});
