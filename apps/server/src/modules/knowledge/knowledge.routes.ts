import {
  idParamsSchema,
  knowledgeArticleEnvelopeSchema,
  knowledgeArticleInputSchema,
  knowledgeArticleListQuerySchema,
  knowledgeArticleListResponseSchema,
  knowledgeMessages,
  messageResponseSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { resolveViewer } from '../tickets/index';
import type { KnowledgeService } from './knowledge.service';

const route = routesTagged('knowledge');

export type KnowledgeRoutesOptions = { db: Db; service: KnowledgeService };

/**
 * The knowledge base's articles (docs/assistant.md#knowledge-base): anyone signed in reads the
 * published articles meant for them; only administrators write, and read drafts.
 */
export const knowledgeRoutes: FastifyPluginAsyncZod<KnowledgeRoutesOptions> = async (
  app,
  { db, service },
) => {
  const viewerOf = (request: Parameters<typeof currentUser>[0]) =>
    resolveViewer(db, currentUser(request));

  app.get(
    '/api/knowledge/articles',
    route('A page of the articles the caller may read, with full-text search', {
      querystring: knowledgeArticleListQuerySchema,
      response: okEnvelope(knowledgeArticleListResponseSchema),
    }),
    async (request) => ok(await service.list(await viewerOf(request), request.query)),
  );

  app.get(
    '/api/knowledge/articles/:id',
    route('One article the caller may read (404 otherwise)', {
      params: idParamsSchema,
      response: okEnvelope(knowledgeArticleEnvelopeSchema),
    }),
    async (request) =>
      ok({ article: await service.get(await viewerOf(request), request.params.id) }),
  );

  app.post(
    '/api/knowledge/articles',
    route(
      'Write an article (it is indexed for the assistant in the same transaction)',
      {
        body: knowledgeArticleInputSchema,
        response: createdEnvelope(knowledgeArticleEnvelopeSchema),
      },
      'admins',
    ),
    async (request, reply) => {
      const article = await service.create(await viewerOf(request), request.body);
      return reply.status(201).send(ok({ article }));
    },
  );

  app.put(
    '/api/knowledge/articles/:id',
    route(
      'Edit an article (re-indexed in the same transaction)',
      {
        params: idParamsSchema,
        body: knowledgeArticleInputSchema,
        response: okEnvelope(knowledgeArticleEnvelopeSchema),
      },
      'admins',
    ),
    async (request) => ok({ article: await service.update(request.params.id, request.body) }),
  );

  app.delete(
    '/api/knowledge/articles/:id',
    route(
      'Delete an article and its passages',
      { params: idParamsSchema, response: okEnvelope(messageResponseSchema) },
      'admins',
    ),
    async (request) => {
      await service.remove(request.params.id);
      return ok({ message: knowledgeMessages.removedPlain });
    },
  );
};
