import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { readBearerToken } from './auth/auth-guard';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus registry; null when METRICS_TOKEN is unset. Modules add their gauges here. */
    metricsRegistry: Registry | null;
  }
}

// Request latencies of a help desk: most answers take a few ms, uploads and reports seconds.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const token = readBearerToken(request);
  return token !== undefined && timingSafeEqual(digest(token), expected);
}

function registerPoolGauges(registry: Registry, database: Database): void {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) return; // PGlite is one in-process connection
  const pool = client;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge(
    'atiende_db_pool_connections',
    'Connections open in the PostgreSQL pool',
    () => pool.totalCount,
  );
  gauge('atiende_db_pool_idle_connections', 'Idle connections in the pool', () => pool.idleCount);
  gauge(
    'atiende_db_pool_waiting_requests',
    'Queries waiting for a connection',
    () => pool.waitingCount,
  );
}

/**
 * GET /metrics in Prometheus format (docs/operations.md, Metrics): request rate and latency by
 * route pattern, the PostgreSQL pool and the process. Protected by METRICS_TOKEN; without it
 * the route answers 404 and no request is measured. Per request: one histogram observation.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; database: Database },
): void {
  const { token, database } = options;
  const registry = token ? new Registry() : null;
  app.decorate('metricsRegistry', registry);

  if (registry) {
    collectDefaultMetrics({ register: registry, prefix: 'atiende_' });
    registerPoolGauges(registry, database);
    const latency = new Histogram({
      name: 'atiende_http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL: ids would make one series per ticket.
      latency.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    });
  }

  const expected = token ? digest(token) : null;
  app.get(
    '/metrics',
    { config: { public: true, rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      if (!registry || !expected) throw new AppError('ROUTE_NOT_FOUND');
      if (!hasToken(request, expected)) throw new AppError('UNAUTHENTICATED');
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
}
