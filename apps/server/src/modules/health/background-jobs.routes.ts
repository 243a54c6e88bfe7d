import {
  backgroundJobsQuerySchema,
  backgroundJobsSchema,
  jobRetryParamsSchema,
  jobRetryResultSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import { createBackgroundJobsService } from './background-jobs.service';

const route = routesTagged('health');

/**
 * /admin/monitoring's background jobs (docs/jobs.md#failures): administrators only, like the
 * page's other actions.
 */
export const backgroundJobsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createBackgroundJobsService({ db, jobs: app.jobs });

  app.get(
    '/api/admin/jobs',
    route(
      'Background jobs: counts per queue and the jobs that failed for good, newest first (ADMIN)',
      { querystring: backgroundJobsQuerySchema, response: okEnvelope(backgroundJobsSchema) },
      'admins',
    ),
    async (request) => ok(await service.overview(request.query.limit)),
  );

  app.post(
    '/api/admin/jobs/:queue/:id/retry',
    route(
      'Puts a failed job back in its queue (ADMIN); 404 when it is unknown or not failed',
      { params: jobRetryParamsSchema, response: okEnvelope(jobRetryResultSchema) },
      'admins',
    ),
    async (request) => {
      const { queue, id } = request.params;
      await service.retry(queue, id, auditContextOf(request));
      request.log.info({ queue, jobId: id }, 'failed job retried');
      return ok({ retried: true as const });
    },
  );
};
