import {
  featureFlagKeySchema,
  featureFlagsResponseSchema,
  successEnvelope,
  updateFeatureFlagInputSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../audit/index';
import type { FeatureFlagsService } from './feature-flags.service';

const response = { 200: successEnvelope(featureFlagsResponseSchema) };

/** GET for every signed-in user (the browser reads it at start); PUT for administrators. */
export const featureFlagsRoutes: FastifyPluginAsyncZod<{ service: FeatureFlagsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/feature-flags',
    { schema: { tags: ['platform'], summary: 'Which optional features are on', response } },
    async () => ({ success: true as const, data: { flags: await service.list() } }),
  );

  app.put(
    '/api/feature-flags/:key',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['platform'],
        summary: 'Turn an optional feature on or off (administrators; audited)',
        params: z.object({ key: featureFlagKeySchema }),
        body: updateFeatureFlagInputSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        flags: await service.set(auditContextOf(request), request.params.key, request.body.enabled),
      },
    }),
  );
};
