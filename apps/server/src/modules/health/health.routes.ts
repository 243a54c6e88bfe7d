import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

const SLOW_DATABASE_MS = 1_000; // spec §9: database slow threshold

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'error']),
  timestamp: z.string(),
});

/**
 * Liveness and readiness for load balancers and the footer status bar. Anonymous callers get the
 * status only (DESIGN §7); the platform issue adds the staff-only details of spec §3. The body is
 * the spec's health result, not the usual envelope, so probes can read `status` directly.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const handler = async (_request: unknown, reply: FastifyReply) => {
    const timestamp = new Date().toISOString();
    try {
      const responseTime = await database.ping();
      return reply.send({ status: responseTime > SLOW_DATABASE_MS ? 'degraded' : 'ok', timestamp });
    } catch {
      return reply.status(503).send({ status: 'error', timestamp });
    }
  };
  const options = {
    config: { public: true, rateLimit: false as const },
    schema: {
      tags: ['health'],
      summary: 'Service status',
      response: { 200: healthSchema, 503: healthSchema },
    },
  };
  app.get('/api/health', options, handler);
  app.get('/health', options, handler);
};
