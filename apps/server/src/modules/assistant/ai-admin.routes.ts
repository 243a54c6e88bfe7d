import {
  aiAgentControlSchema,
  aiConfigInputSchema,
  aiConfigSchema,
  aiConfigTestResponseSchema,
  aiConversationDetailSchema,
  aiConversationListQuerySchema,
  aiConversationListSchema,
  aiCostsQuerySchema,
  aiCostsResponseSchema,
  aiKnowledgeGapsQuerySchema,
  aiKnowledgeGapsResponseSchema,
  idParamsSchema,
  webChatConversationDetailSchema,
  webChatConversationListSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { paginationOf } from '../../platform/pagination';
import { periodRangeOf, resolvePeriod } from '../../platform/period';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { limaMonthOf } from './costs';
import * as records from './records.repository';
import {
  agentControlOf,
  readSettingsRow,
  saveAgentControl,
  saveAiConfig,
  testAiConnection,
  toAiConfig,
  type SettingsDeps,
} from './settings';

const route = routesTagged('assistant-admin');

export type AiAdminRoutesOptions = { db: Db; settings: SettingsDeps };

/**
 * The administrators' side of the assistant (docs/assistant.md): configuration and its test,
 * agent control, costs, knowledge gaps and the conversations. Administrators only, every route.
 */
export const aiAdminRoutes: FastifyPluginAsyncZod<AiAdminRoutesOptions> = async (
  app,
  { db, settings },
) => {
  app.get(
    '/api/ai/config',
    route(
      'The AI provider configuration (the key only as configured or not)',
      {
        response: okEnvelope(aiConfigSchema),
      },
      'admins',
    ),
    async () => ok(toAiConfig(await readSettingsRow(db))),
  );

  app.put(
    '/api/ai/config',
    route(
      'Change the AI provider configuration',
      { body: aiConfigInputSchema, response: okEnvelope(aiConfigSchema) },
      'admins',
    ),
    async (request) => ok(await saveAiConfig(settings, currentUser(request).userId, request.body)),
  );

  app.post(
    '/api/ai/config/test',
    route(
      '"Probar conexión": one short call to the configured provider',
      { response: okEnvelope(aiConfigTestResponseSchema) },
      { roles: ['ADMIN'], rateLimit: { max: 10, timeWindow: '1 minute' } },
    ),
    async () => ok(await testAiConnection(settings)),
  );

  app.get(
    '/api/ai/agent-control',
    route(
      'Agent control: channels, hours and hand-off',
      {
        response: okEnvelope(aiAgentControlSchema),
      },
      'admins',
    ),
    async () => ok(agentControlOf(await readSettingsRow(db))),
  );

  app.put(
    '/api/ai/agent-control',
    route(
      'Change agent control',
      { body: aiAgentControlSchema, response: okEnvelope(aiAgentControlSchema) },
      'admins',
    ),
    async (request) =>
      ok(await saveAgentControl(settings, currentUser(request).userId, request.body)),
  );

  app.get(
    '/api/ai/costs',
    route(
      'AI spend of a period by day, model, department and user, and the month against the budget',
      { querystring: aiCostsQuerySchema, response: okEnvelope(aiCostsResponseSchema) },
      'admins',
    ),
    async (request) => {
      const range = resolvePeriod(request.query);
      const now = new Date();
      const month = limaMonthOf(now);
      const [figures, row, spent] = await Promise.all([
        records.costFigures(db, range),
        readSettingsRow(db),
        records.spentBetween(db, month.from, month.to),
      ]);
      const budget = Number(row.monthlyBudget);
      return ok({
        ...periodRangeOf(range),
        currency: 'PEN' as const,
        ...figures,
        budget: {
          month: month.month,
          spent: records.roundCost(spent),
          budget,
          share: budget > 0 ? Math.round((spent / budget) * 10_000) / 10_000 : 0,
          alertShare: Math.round(row.alertShare * 1000) / 1000,
          alerted: row.budgetAlertMonth === month.month,
        },
      });
    },
  );

  app.get(
    '/api/ai/knowledge-gaps',
    route(
      'Questions answered without confidence or rated not helpful, grouped',
      {
        querystring: aiKnowledgeGapsQuerySchema,
        response: okEnvelope(aiKnowledgeGapsResponseSchema),
      },
      'admins',
    ),
    async (request) => {
      const range = resolvePeriod(request.query);
      return ok({
        ...periodRangeOf(range),
        gaps: await records.knowledgeGaps(db, range, request.query.limit),
      });
    },
  );

  app.get(
    '/api/admin/web-chat-conversations',
    route(
      'Saved web-chat conversations, newest first',
      {
        querystring: aiConversationListQuerySchema,
        response: okEnvelope(webChatConversationListSchema),
      },
      'admins',
    ),
    async (request) => {
      const { page, limit, search, status } = request.query;
      const { items, total } = await records.listConversations(
        db,
        { page, limit },
        { search, status },
      );
      return ok({ conversations: items, pagination: paginationOf({ page, limit }, total) });
    },
  );

  app.get(
    '/api/admin/web-chat-conversations/:id',
    route(
      'One web-chat conversation with its messages',
      { params: idParamsSchema, response: okEnvelope(webChatConversationDetailSchema) },
      'admins',
    ),
    async (request) => {
      const conversation = await records.findConversation(db, request.params.id);
      if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
      return ok({ conversation });
    },
  );

  app.get(
    '/api/admin/ai-conversations',
    route(
      'The assistant queries grouped by session, latest first',
      {
        querystring: aiConversationListQuerySchema.omit({ status: true }),
        response: okEnvelope(aiConversationListSchema),
      },
      'admins',
    ),
    async (request) => {
      const { page, limit, search } = request.query;
      const { items, total } = await records.listQuerySessions(db, { page, limit }, { search });
      return ok({ conversations: items, pagination: paginationOf({ page, limit }, total) });
    },
  );

  app.get(
    '/api/admin/ai-conversations/:id',
    route(
      "A session's queries and answers, with tokens, cost and votes",
      { params: idParamsSchema, response: okEnvelope(aiConversationDetailSchema) },
      'admins',
    ),
    async (request) => {
      const conversation = await records.findQuerySession(db, request.params.id);
      if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
      return ok({ conversation });
    },
  );
};
