import {
  healthAnswerSchema,
  livenessSchema,
  optimizationResultSchema,
  optimizeInputSchema,
  readinessSchema,
  STAFF_ROLES,
} from '@atiende/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { readBearerToken } from '../../platform/auth/auth-guard';
import type { SessionRevocations } from '../../platform/auth/session-revocations';
import { routesTagged } from '../../platform/route-helpers';
import { createHealthService, type HealthServiceDeps } from './health.service';

const route = routesTagged('health');

export type HealthRoutesOptions = HealthServiceDeps & {
  tokens: AccessTokens;
  revocations: SessionRevocations;
};

/**
 * GET /api/health and /health: public (load balancers, the footer status bar). Anonymous callers
 * and clients get `{ status, timestamp }` only (docs/conventions.md#security); signed-in staff the
 * docs/product/audit-and-monitoring.md result. The body is not enveloped so probes can read
 * `status` directly; 503 when the database is down. /health/live and /health/ready are the
 * orchestrator's probes (docs/operations.md#probes). POST /api/health/optimize: administrators
 * only (docs/operations.md, Health).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  const service = createHealthService(options);

  /** The route is public, so the guard has not read the token: a bad one is just anonymous. */
  async function isStaff(request: FastifyRequest): Promise<boolean> {
    const token = readBearerToken(request);
    if (!token) return false;
    try {
      const claims = await options.tokens.verify(token);
      // docs/product/overview.md#roles-and-permissions: the health button is for staff; clients,
      // like anonymous callers, get the status.
      return !options.revocations.has(claims.sessionId) && STAFF_ROLES.includes(claims.role);
    } catch {
      return false;
    }
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await isStaff(request)) {
      const report = await service.report();
      return reply.status(report.checks.database.status === 'critical' ? 503 : 200).send(report);
    }
    const { isDatabaseDown, ...summary } = await service.summary();
    return reply.status(isDatabaseDown ? 503 : 200).send(summary);
  };
  const readOptions = route(
    'Service status (the full result for signed-in staff)',
    { response: { 200: healthAnswerSchema, 503: healthAnswerSchema } },
    { public: true, rateLimit: false },
  );
  app.get('/api/health', readOptions, handler);
  app.get('/health', readOptions, handler);

  // docs/operations.md#probes: liveness never looks past the process, so an orchestrator does not
  // restart every instance during a database outage; readiness takes the instance out of the
  // balancer while its database is unreachable. An instance that is shutting down stops
  // accepting connections and Fastify answers 503 on the open ones, this probe included.
  app.get(
    '/health/live',
    route(
      'Liveness probe: the process answers',
      { response: { 200: livenessSchema } },
      { public: true, rateLimit: false },
    ),
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    route(
      'Readiness probe: the database answers',
      { response: { 200: readinessSchema, 503: readinessSchema } },
      { public: true, rateLimit: false },
    ),
    async (_request, reply) => {
      const database = await service.isDatabaseUp();
      return reply
        .status(database ? 200 : 503)
        .send({ status: database ? 'ready' : 'unavailable', checks: { database } });
    },
  );

  app.post(
    '/api/health/optimize',
    route(
      'Frees in-process caches and memory (ADMIN)',
      {
        body: optimizeInputSchema,
        response: { 200: optimizationResultSchema },
      },
      'admins',
    ),
    async (request) => {
      const result = await service.optimize(request.body.action);
      request.log.info(
        { action: result.action, performed: result.performed, freed: result.improvement.heapUsed },
        'server optimised',
      );
      return result;
    },
  );
};
