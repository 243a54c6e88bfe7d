import {
  featureFlagParamsSchema,
  featureFlagsResponseSchema,
  updateFeatureFlagInputSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import type { FeatureFlagsService } from './feature-flags.service';

const route = routesTagged('platform');

const response = okEnvelope(featureFlagsResponseSchema);

/** GET for every signed-in user (the browser reads it at start); PUT for administrators. */
export const featureFlagsRoutes: FastifyPluginAsyncZod<{ service: FeatureFlagsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/feature-flags',
    { schema: { tags: ['platform'], summary: 'Which optional features are on', response } },
    async () => ok({ flags: await service.list() }),
  );

  app.put(
    '/api/feature-flags/:key',
    route(
      'Turn an optional feature on or off (administrators; audited)',
      {
        params: featureFlagParamsSchema,
        body: updateFeatureFlagInputSchema,
        response,
      },
      'admins',
    ),
    async (request) => ({
      success: true as const,
      data: {
        flags: await service.set(auditContextOf(request), request.params.key, request.body.enabled),
      },
    }),
  );
};
