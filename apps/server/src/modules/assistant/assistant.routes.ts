import {
  aiFeedbackRequestSchema,
  aiFeedbackResponseSchema,
  assistantMessages,
  webChatConversationRequestSchema,
  webChatConversationSavedSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import * as records from './records.repository';

const route = routesTagged('assistant');

/**
 * What every signed-in user does around the chat: rate an answer, save the conversation. Each
 * row belongs to the caller (the token's user); nobody reads another's here.
 */
export const assistantRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/ai/feedback',
    route('Rate an answer: 5 helpful, 1 not helpful', {
      body: aiFeedbackRequestSchema,
      response: createdEnvelope(aiFeedbackResponseSchema),
    }),
    async (request, reply) => {
      const { userId } = currentUser(request);
      const body = request.body;
      // Linked only to one's own answer; another's id (or an unknown one) is not linked.
      const queryId =
        body.queryId && (await records.ownQueryExists(db, body.queryId, userId))
          ? body.queryId
          : null;
      const id = await records.insertFeedback(db, {
        userId,
        queryId,
        sessionId: body.sessionId,
        query: body.query,
        response: body.response,
        rating: body.rating,
        feedback: body.feedback || null,
      });
      return reply.status(201).send(ok({ id, message: assistantMessages.feedbackSaved }));
    },
  );

  app.post(
    '/api/web-chat/conversations',
    route("Save the caller's chat conversation (upsert by session id)", {
      body: webChatConversationRequestSchema,
      response: okEnvelope(webChatConversationSavedSchema),
    }),
    async (request) => {
      const { userId } = currentUser(request);
      return ok({ conversation: await records.upsertConversation(db, userId, request.body) });
    },
  );
};
