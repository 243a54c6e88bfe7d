import { z } from 'zod';
import { TICKET_STATUSES } from '../constants/tickets';
import { assistantMessages } from '../messages/es/assistant';
import { paginationSchema } from './api';
import { assistantSourceSchema, webChatMessageSchema, WEB_CHAT_STATUSES } from './assistant';
import { checkPeriodFields, periodQueryShape, periodRangeSchema } from './period';

/**
 * docs/assistant.md: the administrators' side of the assistant — the provider's configuration,
 * agent control, costs, knowledge gaps and the conversations' transcripts. Every route here is
 * for administrators only; the API key never travels back.
 */

const m = assistantMessages.config;

export const AI_TEMPERATURE_MAX = 2;
export const AI_MAX_TOKENS_MAX = 8192;
export const AI_SYSTEM_PROMPT_MAX_LENGTH = 8000;
/** A provider call is cut off after this; below the web client's 35 s (docs/conventions.md#reliability). */
export const AI_TIMEOUT_MS_MAX = 30_000;
export const AI_TIMEOUT_MS_DEFAULT = 20_000;
/** Provider calls running at once on one instance; more wait in a short queue (docs/assistant.md#assistant-answers). */
export const AI_MAX_CONCURRENT_DEFAULT = 4;
export const AI_MAX_CONCURRENT_MAX = 64;

/** The channels the assistant may answer on (docs/assistant.md#agent-control). */
export const AI_CHANNELS = ['WEB_CHAT', 'WHATSAPP'] as const;
export type AiChannel = (typeof AI_CHANNELS)[number];

/** Soles per million tokens of one model (docs/assistant.md#costs). */
export const aiModelPriceSchema = z.object({
  model: z.string().trim().min(1).max(120),
  promptPer1M: z.number({ error: m.priceInvalid }).min(0, m.priceInvalid).max(100_000),
  completionPer1M: z.number({ error: m.priceInvalid }).min(0, m.priceInvalid).max(100_000),
});
export type AiModelPrice = z.infer<typeof aiModelPriceSchema>;

/** `GET /api/ai/config` (and the answer of PUT): the key is only "configured" or not. */
export const aiConfigSchema = z.object({
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  apiKeyConfigured: z.boolean(),
  temperature: z.number(),
  maxTokens: z.number().int(),
  systemPrompt: z.string(),
  /** True while the administrator has not written their own prompt. */
  systemPromptIsDefault: z.boolean(),
  embeddingsModel: z.string().nullable(),
  prices: z.array(aiModelPriceSchema),
  /** Soles per calendar month (Lima); 0 means no budget. */
  monthlyBudget: z.number(),
  /** Share of the budget (0–1) whose crossing tells the administrators, once a month. */
  alertShare: z.number(),
  timeoutMs: z.number().int(),
  maxConcurrent: z.number().int(),
  /** A provider is usable: base URL and model set. */
  providerConfigured: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AiConfig = z.infer<typeof aiConfigSchema>;

/**
 * `PUT /api/ai/config`: every field optional (what is left out stays). `apiKey`: a string sets
 * it, `null` removes it, left out keeps it — except that changing `baseUrl` needs the key again
 * (docs/conventions.md#security). `systemPrompt: null` goes back to the default.
 */
export const aiConfigInputSchema = z.object({
  baseUrl: z.url({ error: m.baseUrlInvalid }).max(500).nullable().optional(),
  model: z.string().trim().min(1, m.modelRequired).max(120).nullable().optional(),
  apiKey: z.string().trim().min(1).max(500).nullable().optional(),
  temperature: z.number().min(0).max(AI_TEMPERATURE_MAX).optional(),
  maxTokens: z.number().int().min(16).max(AI_MAX_TOKENS_MAX).optional(),
  systemPrompt: z.string().trim().min(1).max(AI_SYSTEM_PROMPT_MAX_LENGTH).nullable().optional(),
  embeddingsModel: z.string().trim().min(1).max(120).nullable().optional(),
  prices: z.array(aiModelPriceSchema).max(50).optional(),
  monthlyBudget: z.number().min(0).max(10_000_000).optional(),
  alertShare: z.number().min(0.01).max(1).optional(),
  timeoutMs: z.number().int().min(1000).max(AI_TIMEOUT_MS_MAX).optional(),
  maxConcurrent: z.number().int().min(1).max(AI_MAX_CONCURRENT_MAX).optional(),
  /** The version read; a stale one is 409. Optional. */
  version: z.number().int().min(1).optional(),
});
export type AiConfigInput = z.infer<typeof aiConfigInputSchema>;

/** `POST /api/ai/config/test` ("Probar conexión"): always 200, the outcome in `ok`. */
export const aiConfigTestResponseSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  status: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  model: z.string().nullable(),
});
export type AiConfigTestResponse = z.infer<typeof aiConfigTestResponseSchema>;

const hourSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.hoursInvalid);

/** `GET/PUT /api/ai/agent-control` (docs/assistant.md#agent-control). */
export const aiAgentControlSchema = z.object({
  channels: z.object({ WEB_CHAT: z.boolean(), WHATSAPP: z.boolean() }),
  /** When the provider answers; outside, answers come from the knowledge base alone. Lima time. */
  hours: z.object({
    always: z.boolean(),
    /** ISO weekdays: 1 Monday … 7 Sunday. */
    days: z.array(z.number().int().min(1).max(7)).max(7),
    from: hourSchema,
    to: hourSchema,
  }),
  handOff: z.object({
    /** Propose a ticket after this many "no me ayudó" in one session; 0 turns it off. */
    afterUnhelpfulAnswers: z.number().int().min(0).max(20),
    /** Words that ask for a person ("humano", "agente"…): matched accent- and case-insensitively. */
    keywords: z.array(z.string().trim().min(2).max(40)).max(30),
  }),
});
export type AiAgentControl = z.infer<typeof aiAgentControlSchema>;

export const DEFAULT_AI_AGENT_CONTROL: AiAgentControl = {
  channels: { WEB_CHAT: true, WHATSAPP: false },
  hours: { always: true, days: [1, 2, 3, 4, 5, 6], from: '08:00', to: '20:00' },
  handOff: {
    afterUnhelpfulAnswers: 2,
    keywords: ['humano', 'agente', 'persona', 'asesor', 'operador', 'hablar con alguien'],
  },
};

/**
 * One line of a cost breakdown: questions, the provider's `/embeddings` calls that indexed the
 * knowledge base, their tokens and soles.
 */
const costFiguresShape = {
  /** Questions answered. */
  queries: z.number().int(),
  /** Calls that embedded knowledge passages (the system's work, not a question). */
  indexingCalls: z.number().int(),
  /** The questions' prompt tokens plus the indexed passages' tokens. */
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  /** Soles, rounded to 4 decimals (a query costs fractions of a céntimo); the indexing included. */
  cost: z.number(),
  /**
   * Mean time to answer the questions, in whole milliseconds; a line of indexing alone: the
   * mean time of its calls.
   */
  averageLatencyMs: z.number().int(),
};

/** `GET /api/ai/costs?period=month` (docs/assistant.md#costs). */
export const aiCostsQuerySchema = z
  .object(periodQueryShape('month'))
  .superRefine(checkPeriodFields);
export type AiCostsQuery = z.infer<typeof aiCostsQuerySchema>;

export const aiCostsResponseSchema = periodRangeSchema.extend({
  currency: z.literal('PEN'),
  total: z.object(costFiguresShape),
  /** Lima days with at least one query or indexing call, oldest first. */
  byDay: z.array(z.object({ day: z.string(), ...costFiguresShape })),
  /**
   * `model: null`: answers put together without a provider. The embeddings model's line is its
   * indexing (a question's embedding is priced with the question, under the chat model).
   */
  byModel: z.array(z.object({ model: z.string().nullable(), ...costFiguresShape })),
  byDepartment: z.array(
    z.object({
      departmentId: z.string().nullable(),
      departmentName: z.string().nullable(),
      /** The knowledge base's indexing: one line, no department (`departmentId` null). */
      indexing: z.boolean(),
      ...costFiguresShape,
    }),
  ),
  byUser: z.array(
    z.object({
      userId: z.string().nullable(),
      userName: z.string().nullable(),
      userEmail: z.string().nullable(),
      /** The knowledge base's indexing: one line, no user (`userId` null). */
      indexing: z.boolean(),
      ...costFiguresShape,
    }),
  ),
  /** The current Lima month, whatever the period. */
  budget: z.object({
    month: z.string(),
    spent: z.number(),
    budget: z.number(),
    /** spent / budget (0 without a budget). */
    share: z.number(),
    alertShare: z.number(),
    /** The administrators were told this month. */
    alerted: z.boolean(),
  }),
});
export type AiCostsResponse = z.infer<typeof aiCostsResponseSchema>;

/** `GET /api/ai/knowledge-gaps?period=30d&limit=50` (docs/assistant.md#costs). */
export const aiKnowledgeGapsQuerySchema = z
  .object({
    ...periodQueryShape('30d'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .superRefine(checkPeriodFields);
export type AiKnowledgeGapsQuery = z.infer<typeof aiKnowledgeGapsQuerySchema>;

export const aiKnowledgeGapSchema = z.object({
  /** The question as most recently asked in this group. */
  question: z.string(),
  /** The grouping key: lower case, no accents, no punctuation. */
  normalized: z.string(),
  /** Times asked (answered without confidence or rated not helpful). */
  count: z.number().int(),
  notHelpful: z.number().int(),
  unanswered: z.number().int(),
  lastAskedAt: z.string(),
});
export const aiKnowledgeGapsResponseSchema = periodRangeSchema.extend({
  gaps: z.array(aiKnowledgeGapSchema),
});
export type AiKnowledgeGapsResponse = z.infer<typeof aiKnowledgeGapsResponseSchema>;

/** `POST /api/ai/feedback` answer. */
export const aiFeedbackResponseSchema = z.object({ id: z.uuid(), message: z.string() });

/** `POST /api/web-chat/conversations` answer. */
export const webChatConversationSavedSchema = z.object({
  conversation: z.object({
    id: z.uuid(),
    sessionId: z.string(),
    status: z.enum(WEB_CHAT_STATUSES),
    messageCount: z.number().int(),
    ticketsCreated: z.array(z.string()),
    updatedAt: z.string(),
  }),
});

const adminUserSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

/** `?page=&limit=&search=` of the conversation lists; `search` looks in the text and the user. */
export const aiConversationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  status: z.enum(WEB_CHAT_STATUSES).optional(),
});
export type AiConversationListQuery = z.infer<typeof aiConversationListQuerySchema>;

/** `GET /api/admin/web-chat-conversations` */
export const webChatConversationSummarySchema = z.object({
  id: z.uuid(),
  sessionId: z.string(),
  user: adminUserSchema,
  status: z.enum(WEB_CHAT_STATUSES),
  messageCount: z.number().int(),
  ticketsCreated: z.array(z.string()),
  /** The first message the user wrote, cut to 200 characters. */
  preview: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const webChatConversationListSchema = z.object({
  conversations: z.array(webChatConversationSummarySchema),
  pagination: paginationSchema,
});
/** `GET /api/admin/web-chat-conversations/{id}` */
export const webChatConversationDetailSchema = z.object({
  conversation: webChatConversationSummarySchema.extend({
    messages: z.array(webChatMessageSchema),
    context: z.object({
      mode: z.string(),
      pagePath: z.string().optional(),
      userAgent: z.string().optional(),
    }),
  }),
});

/** `GET /api/admin/ai-conversations`: the recorded queries, one row per (user, session). */
export const aiConversationSummarySchema = z.object({
  /** The session's first query: what the transcript route takes. */
  id: z.uuid(),
  sessionId: z.string(),
  user: adminUserSchema,
  queries: z.number().int(),
  fallbacks: z.number().int(),
  firstQuestion: z.string(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  cost: z.number(),
  startedAt: z.string(),
  lastAt: z.string(),
});
export const aiConversationListSchema = z.object({
  conversations: z.array(aiConversationSummarySchema),
  pagination: paginationSchema,
});

export const aiQueryRecordSchema = z.object({
  id: z.uuid(),
  query: z.string(),
  answer: z.string(),
  sources: z.array(assistantSourceSchema),
  fallback: z.boolean(),
  confident: z.boolean(),
  shouldCreateTicket: z.boolean(),
  channel: z.enum(AI_CHANNELS),
  model: z.string().nullable(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  latencyMs: z.number().int(),
  cost: z.number(),
  departmentId: z.string().nullable(),
  rating: z.number().int().nullable(),
  feedback: z.string().nullable(),
  createdAt: z.string(),
});
/** A ticket raised from an assistant session's chat (`tickets.rag_session_id`). */
export const aiSessionTicketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** The department's own name for its status, shown instead of the base label; null: none. */
  statusLabel: z.string().nullable(),
});
export type AiSessionTicket = z.infer<typeof aiSessionTicketSchema>;

/**
 * `GET /api/admin/ai-conversations/{id}`: every query of that session, oldest first, and the
 * tickets raised from it, oldest first.
 */
export const aiConversationDetailSchema = z.object({
  conversation: aiConversationSummarySchema.extend({
    tickets: z.array(aiSessionTicketSchema),
    records: z.array(aiQueryRecordSchema),
  }),
});
