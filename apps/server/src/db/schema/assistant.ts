import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamps, timestamptz } from './columns';
import { departments } from './organisation';
import { ownerUserIdColumn, userReference } from './user-references';

/**
 * The assistant's settings (docs/assistant.md): one row (id 1), written by administrators. The
 * provider's key is stored encrypted (platform/secret-box.ts) and never read back to anyone.
 */
export const aiSettings = pgTable(
  'ai_settings',
  {
    id: smallint('id').primaryKey().default(1),
    baseUrl: text('base_url'),
    model: text('model'),
    apiKeyEncrypted: text('api_key_encrypted'),
    temperature: real('temperature').notNull().default(0.2),
    maxTokens: integer('max_tokens').notNull().default(700),
    /** Null: the default prompt of the contracts (assistantMessages.defaultSystemPrompt). */
    systemPrompt: text('system_prompt'),
    embeddingsModel: text('embeddings_model'),
    /** `[{ model, promptPer1M, completionPer1M }]`, soles per million tokens. */
    prices: jsonb('prices')
      .notNull()
      .default(sql`'[]'::jsonb`),
    monthlyBudget: numeric('monthly_budget', { precision: 12, scale: 2 }).notNull().default('0'),
    alertShare: real('alert_share').notNull().default(0.8),
    timeoutMs: integer('timeout_ms').notNull().default(20000),
    maxConcurrent: integer('max_concurrent').notNull().default(4),
    /** docs/assistant.md#agent-control; null: the defaults. */
    agentControl: jsonb('agent_control'),
    /**
     * The Lima month (`2026-11`) whose budget alert was sent: set by the one statement that sends
     * it, so several instances tell the administrators once (docs/assistant.md#costs).
     */
    budgetAlertMonth: text('budget_alert_month'),
    version: integer('version').notNull().default(1),
    updatedById: userReference('updated_by_id'),
    updatedAt: timestamptz('updated_at'),
  },
  (table) => [check('ai_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * Every question asked to the assistant and what it answered (docs/assistant.md#sessions): the
 * basis of the costs, the transcripts and the knowledge gaps. `cost` is soles, computed from the
 * price table when the query was answered.
 */
export const aiQueries = pgTable(
  'ai_queries',
  {
    id: idColumn(),
    userId: userReference('user_id'),
    sessionId: text('session_id').notNull(),
    channel: text('channel').notNull().default('WEB_CHAT'),
    query: text('query').notNull(),
    answer: text('answer').notNull(),
    sources: jsonb('sources')
      .notNull()
      .default(sql`'[]'::jsonb`),
    fallback: boolean('fallback').notNull(),
    confident: boolean('confident').notNull(),
    shouldCreateTicket: boolean('should_create_ticket').notNull(),
    /** The department the question belongs to, guessed from the passages (costs by department). */
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    model: text('model'),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /** The question's embedding (docs/assistant.md#embeddings); its cost is part of `cost`. */
    embeddingTokens: integer('embedding_tokens').notNull().default(0),
    latencyMs: integer('latency_ms').notNull().default(0),
    cost: numeric('cost', { precision: 14, scale: 6 }).notNull().default('0'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('ai_queries_created_idx').on(table.createdAt),
    index('ai_queries_user_session_idx').on(table.userId, table.sessionId, table.createdAt),
  ],
);

/**
 * The provider's `/embeddings` calls that indexed knowledge passages (docs/assistant.md#costs):
 * the system's work, so no user and no department. Counted in the costs and the month's budget
 * with the questions; `cost` is soles, from the price table's "entrada" price of `model` when
 * the call was made.
 */
export const aiEmbeddingUsage = pgTable(
  'ai_embedding_usage',
  {
    id: idColumn(),
    model: text('model').notNull(),
    /** Passages embedded by the call. */
    passages: integer('passages').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    latencyMs: integer('latency_ms').notNull().default(0),
    cost: numeric('cost', { precision: 14, scale: 6 }).notNull().default('0'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('ai_embedding_usage_created_idx').on(table.createdAt)],
);

/** "Me ayudó" / "No me ayudó" on an answer (docs/assistant.md#sessions). */
export const aiFeedback = pgTable(
  'ai_feedback',
  {
    id: idColumn(),
    userId: userReference('user_id'),
    queryId: uuid('query_id').references(() => aiQueries.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    query: text('query').notNull(),
    response: text('response').notNull(),
    rating: smallint('rating').notNull(),
    feedback: text('feedback'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('ai_feedback_query_idx').on(table.queryId),
    index('ai_feedback_user_session_idx').on(table.userId, table.sessionId),
    index('ai_feedback_created_idx').on(table.createdAt),
  ],
);

/**
 * The floating chat's conversations as the browser saves them (docs/assistant.md#sessions): one
 * row per user and session id, owned by that user.
 */
export const webChatConversations = pgTable(
  'web_chat_conversations',
  {
    id: idColumn(),
    userId: ownerUserIdColumn(),
    sessionId: text('session_id').notNull(),
    messages: jsonb('messages')
      .notNull()
      .default(sql`'[]'::jsonb`),
    messageCount: integer('message_count').notNull().default(0),
    ticketsCreated: jsonb('tickets_created')
      .notNull()
      .default(sql`'[]'::jsonb`),
    context: jsonb('context')
      .notNull()
      .default(sql`'{"mode":"rag"}'::jsonb`),
    status: text('status').notNull().default('ACTIVE'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('web_chat_conversations_user_session_unique').on(table.userId, table.sessionId),
    index('web_chat_conversations_updated_idx').on(table.updatedAt),
  ],
);
