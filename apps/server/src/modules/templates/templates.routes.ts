import {
  templateDetailResponseSchema,
  templateKeyParamsSchema,
  templateListResponseSchema,
  templatePartsInputSchema,
  templatePreviewResponseSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import type { TemplatesService } from './templates.service';

const route = routesTagged('templates');
const detail = okEnvelope(templateDetailResponseSchema);

/** docs/templates.md#api: administrators only; saves and restores are audited. */
export const templatesRoutes: FastifyPluginAsyncZod<{ service: TemplatesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/templates',
    route(
      'Every message Atiende sends, grouped by kind',
      { response: okEnvelope(templateListResponseSchema) },
      'admins',
    ),
    async () => ok({ templates: await service.list() }),
  );
  app.get(
    '/api/templates/:key',
    route(
      'One template: parts, defaults and variables',
      { params: templateKeyParamsSchema, response: detail },
      'admins',
    ),
    async (request) => ok({ template: await service.detail(request.params.key) }),
  );
  app.put(
    '/api/templates/:key',
    route(
      'Save an edited template (unknown variables refused with 422; audited)',
      { params: templateKeyParamsSchema, body: templatePartsInputSchema, response: detail },
      'admins',
    ),
    async (request) =>
      ok({
        template: await service.save(auditContextOf(request), request.params.key, request.body),
      }),
  );
  app.post(
    '/api/templates/:key/preview',
    route(
      'A draft rendered on sample values',
      {
        params: templateKeyParamsSchema,
        body: templatePartsInputSchema,
        response: okEnvelope(templatePreviewResponseSchema),
      },
      'admins',
    ),
    async (request) => ok(service.preview(request.params.key, request.body)),
  );
  app.post(
    '/api/templates/:key/restore',
    route(
      'Back to the default text (audited)',
      { params: templateKeyParamsSchema, response: detail },
      'admins',
    ),
    async (request) =>
      ok({ template: await service.restore(auditContextOf(request), request.params.key) }),
  );
};
