import {
  apiKeyCreatedResponseSchema,
  apiKeyEnvelopeSchema,
  apiKeyInputSchema,
  apiKeyListResponseSchema,
  apiKeyMessages,
  tokenTestInputSchema,
  tokenTestResultSchema,
} from '@atiende/contracts/api-keys';
import { idParamsSchema, messageResponseSchema } from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import type { ApiKeysService } from './api-keys.service';
import { testToken, type TokenTestDeps } from './token-test.service';

const route = routesTagged('api-keys');

export type ApiKeysRoutesOptions = { service: ApiKeysService; tokenTest: TokenTestDeps };

/** /admin/api-management and /admin/token-test (docs/api-keys.md): administrators only. */
export const apiKeysRoutes: FastifyPluginAsyncZod<ApiKeysRoutesOptions> = async (
  app,
  { service, tokenTest },
) => {
  app.get(
    '/api/api-keys',
    route(
      'Every API key, newest first',
      { response: okEnvelope(apiKeyListResponseSchema) },
      'admins',
    ),
    async () => ok({ apiKeys: await service.list() }),
  );

  app.get(
    '/api/api-keys/:id',
    route(
      'One API key',
      { params: idParamsSchema, response: okEnvelope(apiKeyEnvelopeSchema) },
      'admins',
    ),
    async (request) => ok({ apiKey: await service.get(request.params.id) }),
  );

  app.post(
    '/api/api-keys',
    route(
      'Create an API key: the answer holds the whole key, this once',
      { body: apiKeyInputSchema, response: createdEnvelope(apiKeyCreatedResponseSchema) },
      'admins',
    ),
    async (request, reply) => {
      const created = await service.create(
        currentUser(request),
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send(ok(created));
    },
  );

  app.put(
    '/api/api-keys/:id',
    route(
      "Edit a key's name, scopes, expiry and limit",
      {
        params: idParamsSchema,
        body: apiKeyInputSchema,
        response: okEnvelope(apiKeyEnvelopeSchema),
      },
      'admins',
    ),
    async (request) =>
      ok({
        apiKey: await service.update(request.params.id, request.body, auditContextOf(request)),
      }),
  );

  app.post(
    '/api/api-keys/:id/revoke',
    route(
      'Revoke a key: refused from now on, kept in the list',
      { params: idParamsSchema, response: okEnvelope(apiKeyEnvelopeSchema) },
      'admins',
    ),
    async (request) =>
      ok({ apiKey: await service.revoke(request.params.id, auditContextOf(request)) }),
  );

  app.delete(
    '/api/api-keys/:id',
    route(
      'Delete a key (its tickets stay)',
      { params: idParamsSchema, response: okEnvelope(messageResponseSchema) },
      'admins',
    ),
    async (request) => {
      await service.remove(request.params.id, auditContextOf(request));
      return ok({ message: apiKeyMessages.notices.removed });
    },
  );

  app.post(
    '/api/auth/token-test',
    route(
      'Who a pasted API key or access token is, its scopes, expiry and routes (never echoed)',
      { body: tokenTestInputSchema, response: okEnvelope(tokenTestResultSchema) },
      'admins',
    ),
    async (request) => ok(await testToken(tokenTest, request.body.token)),
  );
};
