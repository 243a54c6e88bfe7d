import type { AssistantSource, TicketStatus, WebChatConversationRequest } from '@atiende/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db, type Executor } from '../../db/client';
import { aiEmbeddingUsage, aiFeedback, aiQueries } from '../../db/schema/index';

/**
 * The assistant's records (docs/assistant.md#sessions): the queries, their feedback, the web
 * chat's conversations, and the administrators' reads over them (costs, gaps, transcripts).
 * Conversations are read by their owner's id or by administrators only; the routes decide which.
 */

export type NewQueryRecord = {
  userId: string;
  sessionId: string;
  channel: 'WEB_CHAT' | 'WHATSAPP';
  query: string;
  answer: string;
  sources: AssistantSource[];
  fallback: boolean;
  confident: boolean;
  shouldCreateTicket: boolean;
  departmentId: string | null;
  model: string | null;
  promptTokens: number;
  completionTokens: number;
  /** The question's embedding (docs/assistant.md#embeddings); its cost is part of `cost`. */
  embeddingTokens?: number;
  latencyMs: number;
  cost: number;
};

export async function insertQuery(db: Executor, record: NewQueryRecord): Promise<string> {
  const [row] = await db
    .insert(aiQueries)
    .values({ ...record, cost: record.cost.toFixed(6) })
    .returning({ id: aiQueries.id });
  return row!.id;
}

/** One `/embeddings` call that indexed knowledge passages (docs/assistant.md#costs). */
export type NewEmbeddingUsage = {
  model: string;
  passages: number;
  promptTokens: number;
  latencyMs: number;
  cost: number;
};

export async function insertEmbeddingUsage(db: Executor, usage: NewEmbeddingUsage) {
  await db.insert(aiEmbeddingUsage).values({ ...usage, cost: usage.cost.toFixed(6) });
}

/** The query `id` when it belongs to `userId` (feedback links only to one's own answers). */
export async function ownQueryExists(db: Executor, id: string, userId: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT id FROM ai_queries WHERE id = ${id} AND user_id = ${userId}`,
  );
  return rows.length > 0;
}

export async function insertFeedback(
  db: Executor,
  values: typeof aiFeedback.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(aiFeedback).values(values).returning({ id: aiFeedback.id });
  return row!.id;
}

/** "No me ayudó" votes in one session of one user (hand-off after N). */
export async function countUnhelpful(db: Executor, userId: string, sessionId: string) {
  const [row] = await selectRows<{ count: number | string }>(
    db,
    sql`SELECT count(*) AS count FROM ai_feedback
        WHERE user_id = ${userId} AND session_id = ${sessionId} AND rating = 1`,
  );
  return Number(row?.count ?? 0);
}

type ConversationRow = {
  id: string;
  session_id: string;
  status: 'ACTIVE' | 'COMPLETED';
  message_count: number;
  tickets_created: string[] | string;
  updated_at: Date | string;
};

const jsonArray = (value: unknown): string[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as string[];
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The conversation of (user, session), created or replaced by what the browser sends. Tickets
 * already recorded stay (the tickets module adds them as they are raised): the list is the
 * union. A COMPLETED conversation stays completed.
 */
export async function upsertConversation(
  db: Executor,
  userId: string,
  input: WebChatConversationRequest,
) {
  const [row] = await selectRows<ConversationRow>(
    db,
    sql`INSERT INTO web_chat_conversations
          (user_id, session_id, messages, message_count, tickets_created, context, status)
        VALUES (${userId}, ${input.sessionId}, ${JSON.stringify(input.messages)}::jsonb,
          ${input.messages.length}, ${JSON.stringify([...new Set(input.ticketsCreated)])}::jsonb,
          ${JSON.stringify(input.context)}::jsonb, ${input.status})
        ON CONFLICT (user_id, session_id) DO UPDATE SET
          messages = EXCLUDED.messages,
          message_count = EXCLUDED.message_count,
          tickets_created = (
            SELECT coalesce(jsonb_agg(DISTINCT t), '[]'::jsonb) FROM jsonb_array_elements_text(
              web_chat_conversations.tickets_created || EXCLUDED.tickets_created) AS t),
          context = EXCLUDED.context,
          status = CASE WHEN web_chat_conversations.status = 'COMPLETED' THEN 'COMPLETED'
                        ELSE EXCLUDED.status END,
          updated_at = now()
        RETURNING id, session_id, status, message_count, tickets_created, updated_at`,
  );
  return {
    id: row!.id,
    sessionId: row!.session_id,
    status: row!.status,
    messageCount: row!.message_count,
    ticketsCreated: jsonArray(row!.tickets_created),
    updatedAt: iso(row!.updated_at),
  };
}

/** A ticket raised from the chat joins its conversation (made if the browser has not saved it yet). */
export async function addTicketToConversation(
  db: Executor,
  userId: string,
  sessionId: string,
  ticketId: string,
): Promise<void> {
  await db.execute(sql`INSERT INTO web_chat_conversations (user_id, session_id, tickets_created)
    VALUES (${userId}, ${sessionId}, ${JSON.stringify([ticketId])}::jsonb)
    ON CONFLICT (user_id, session_id) DO UPDATE SET
      tickets_created = CASE
        WHEN web_chat_conversations.tickets_created ? ${ticketId}
          THEN web_chat_conversations.tickets_created
        ELSE web_chat_conversations.tickets_created || ${JSON.stringify([ticketId])}::jsonb END,
      updated_at = now()`);
}

export type Page = { page: number; limit: number };

function likeOf(search: string | undefined): string | null {
  if (!search) return null;
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type AdminConversationRow = {
  id: string;
  session_id: string;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  status: 'ACTIVE' | 'COMPLETED';
  message_count: number;
  tickets_created: string[] | string;
  preview: string | null;
  messages?: unknown;
  context?: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  total?: number | string;
};

function toConversationSummary(row: AdminConversationRow) {
  return {
    id: row.id,
    sessionId: row.session_id,
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    status: row.status,
    messageCount: row.message_count,
    ticketsCreated: jsonArray(row.tickets_created),
    preview: (row.preview ?? '').slice(0, 200),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const CONVERSATION_COLUMNS = sql`c.id, c.session_id, c.user_id, u.name AS user_name,
  u.email AS user_email, c.status, c.message_count, c.tickets_created, c.created_at, c.updated_at,
  (SELECT m->>'content' FROM jsonb_array_elements(c.messages) AS m
    WHERE m->>'role' = 'user' LIMIT 1) AS preview`;

/** GET /api/admin/web-chat-conversations: newest first; `search` in the text and the user. */
export async function listConversations(
  db: Db,
  page: Page,
  filters: { search?: string; status?: 'ACTIVE' | 'COMPLETED' },
) {
  const like = likeOf(filters.search);
  const conditions: SQL[] = [sql`TRUE`];
  if (filters.status) conditions.push(sql`c.status = ${filters.status}`);
  if (like) {
    conditions.push(sql`(c.messages::text ILIKE ${like} OR c.session_id ILIKE ${like}
      OR u.name ILIKE ${like} OR u.email ILIKE ${like})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const rows = await selectRows<AdminConversationRow>(
    db,
    sql`SELECT ${CONVERSATION_COLUMNS}, count(*) OVER () AS total
        FROM web_chat_conversations c LEFT JOIN users u ON u.id = c.user_id
        WHERE ${where}
        ORDER BY c.updated_at DESC, c.id DESC
        LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`,
  );
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : await countRows(
          db,
          sql`
    SELECT count(*) AS count FROM web_chat_conversations c LEFT JOIN users u ON u.id = c.user_id
    WHERE ${where}`,
        );
  return { items: rows.map(toConversationSummary), total };
}

async function countRows(db: Db, query: SQL): Promise<number> {
  const [row] = await selectRows<{ count: number | string }>(db, query);
  return Number(row?.count ?? 0);
}

export async function findConversation(db: Db, id: string) {
  const [row] = await selectRows<AdminConversationRow>(
    db,
    sql`SELECT ${CONVERSATION_COLUMNS}, c.messages, c.context
        FROM web_chat_conversations c LEFT JOIN users u ON u.id = c.user_id
        WHERE c.id = ${id}`,
  );
  if (!row) return undefined;
  const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return {
    ...toConversationSummary(row),
    messages: parse(row.messages) as Array<{
      role: 'user' | 'assistant';
      content: string;
      timestamp: string;
    }>,
    context: parse(row.context) as { mode: string; pagePath?: string; userAgent?: string },
  };
}

type SessionRow = {
  id: string;
  session_id: string;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  queries: number | string;
  fallbacks: number | string;
  first_question: string;
  prompt_tokens: number | string;
  completion_tokens: number | string;
  cost: number | string;
  started_at: Date | string;
  last_at: Date | string;
  total?: number | string;
};

function toSessionSummary(row: SessionRow) {
  return {
    id: row.id,
    sessionId: row.session_id,
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    queries: Number(row.queries),
    fallbacks: Number(row.fallbacks),
    firstQuestion: row.first_question,
    promptTokens: Number(row.prompt_tokens),
    completionTokens: Number(row.completion_tokens),
    cost: roundCost(Number(row.cost)),
    startedAt: iso(row.started_at),
    lastAt: iso(row.last_at),
  };
}

export const roundCost = (value: number) => Math.round(value * 10_000) / 10_000;

const SESSIONS = (where: SQL) => sql`
  SELECT (array_agg(q.id ORDER BY q.created_at, q.id))[1] AS id, q.session_id, q.user_id,
    min(u.name) AS user_name, min(u.email) AS user_email, count(*) AS queries,
    count(*) FILTER (WHERE q.fallback) AS fallbacks,
    (array_agg(q.query ORDER BY q.created_at, q.id))[1] AS first_question,
    sum(q.prompt_tokens) AS prompt_tokens, sum(q.completion_tokens) AS completion_tokens,
    sum(q.cost) AS cost, min(q.created_at) AS started_at, max(q.created_at) AS last_at
  FROM ai_queries q LEFT JOIN users u ON u.id = q.user_id
  WHERE ${where}
  GROUP BY q.user_id, q.session_id`;

/** GET /api/admin/ai-conversations: one row per (user, session), latest activity first. */
export async function listQuerySessions(db: Db, page: Page, filters: { search?: string }) {
  const like = likeOf(filters.search);
  const where = like
    ? sql`(q.user_id, q.session_id) IN (
        SELECT q2.user_id, q2.session_id FROM ai_queries q2 LEFT JOIN users u2 ON u2.id = q2.user_id
        WHERE q2.query ILIKE ${like} OR q2.answer ILIKE ${like} OR q2.session_id ILIKE ${like}
          OR u2.name ILIKE ${like} OR u2.email ILIKE ${like})`
    : sql`TRUE`;
  const rows = await selectRows<SessionRow>(
    db,
    sql`SELECT s.*, count(*) OVER () AS total FROM (${SESSIONS(where)}) s
        ORDER BY s.last_at DESC, s.id DESC
        LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`,
  );
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : await countRows(db, sql`SELECT count(*) AS count FROM (${SESSIONS(where)}) s`);
  return { items: rows.map(toSessionSummary), total };
}

type QueryRow = {
  id: string;
  query: string;
  answer: string;
  sources: unknown;
  fallback: boolean;
  confident: boolean;
  should_create_ticket: boolean;
  channel: 'WEB_CHAT' | 'WHATSAPP';
  model: string | null;
  prompt_tokens: number;
  completion_tokens: number;
  latency_ms: number;
  cost: number | string;
  department_id: string | null;
  rating: number | null;
  feedback: string | null;
  created_at: Date | string;
};

/** GET /api/admin/ai-conversations/{id}: the session of that query, every query with its vote. */
export async function findQuerySession(db: Db, id: string) {
  const [anchor] = await selectRows<{ user_id: string | null; session_id: string }>(
    db,
    sql`SELECT user_id, session_id FROM ai_queries WHERE id = ${id}`,
  );
  if (!anchor) return undefined;
  const sameSession = sql`q.session_id = ${anchor.session_id} AND q.user_id IS NOT DISTINCT FROM ${anchor.user_id}`;
  const [[summary], tickets, rows] = await Promise.all([
    selectRows<SessionRow>(db, SESSIONS(sameSession)),
    // The tickets raised from the session's chat (tickets_rag_session_idx), by the session's user.
    selectRows<{
      id: string;
      number: number | string;
      title: string;
      status: TicketStatus;
      status_label: string | null;
    }>(
      db,
      sql`SELECT t.id, t.number, t.title, t.status, ds.name AS status_label FROM tickets t
        LEFT JOIN department_statuses ds ON ds.id = t.custom_status_id
        WHERE t.rag_session_id = ${anchor.session_id}
          AND t.created_by_id IS NOT DISTINCT FROM ${anchor.user_id}
        ORDER BY t.number`,
    ),
    selectRows<QueryRow>(
      db,
      sql`SELECT q.id, q.query, q.answer, q.sources, q.fallback, q.confident,
          q.should_create_ticket, q.channel, q.model, q.prompt_tokens, q.completion_tokens,
          q.latency_ms, q.cost, q.department_id, f.rating, f.feedback, q.created_at
        FROM ai_queries q
        LEFT JOIN LATERAL (SELECT rating, feedback FROM ai_feedback
          WHERE query_id = q.id ORDER BY created_at DESC LIMIT 1) f ON TRUE
        WHERE ${sameSession}
        ORDER BY q.created_at, q.id`,
    ),
  ]);
  return {
    ...toSessionSummary(summary!),
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      number: Number(ticket.number),
      title: ticket.title,
      status: ticket.status,
      statusLabel: ticket.status_label,
    })),
    records: rows.map((row) => ({
      id: row.id,
      query: row.query,
      answer: row.answer,
      sources: (typeof row.sources === 'string'
        ? JSON.parse(row.sources)
        : row.sources) as AssistantSource[],
      fallback: row.fallback,
      confident: row.confident,
      shouldCreateTicket: row.should_create_ticket,
      channel: row.channel,
      model: row.model,
      promptTokens: row.prompt_tokens,
      completionTokens: row.completion_tokens,
      latencyMs: row.latency_ms,
      cost: roundCost(Number(row.cost)),
      departmentId: row.department_id,
      rating: row.rating === null ? null : Number(row.rating),
      feedback: row.feedback,
      createdAt: iso(row.created_at),
    })),
  };
}

type FigureRow = {
  key: string | null;
  indexing?: boolean;
  name?: string | null;
  email?: string | null;
  queries: number | string;
  indexing_calls: number | string;
  prompt_tokens: number | string;
  completion_tokens: number | string;
  cost: number | string;
  average_latency_ms: number | string;
};

const figuresOf = (row: FigureRow) => ({
  queries: Number(row.queries),
  indexingCalls: Number(row.indexing_calls),
  promptTokens: Number(row.prompt_tokens),
  completionTokens: Number(row.completion_tokens),
  cost: roundCost(Number(row.cost)),
  averageLatencyMs: Number(row.average_latency_ms),
});

/**
 * What the assistant used in [from, to): each question (`ai_queries`) and each `/embeddings`
 * call that indexed knowledge passages (`ai_embedding_usage`: no user, no department), one row
 * each, `indexing` telling them apart (docs/assistant.md#costs).
 */
const USAGE = (range: { from: Date; to: Date }) => {
  const between = (column: SQL) => sql`${column} >= ${range.from.toISOString()}::timestamptz
    AND ${column} < ${range.to.toISOString()}::timestamptz`;
  return sql`(
    SELECT q.created_at, q.model, q.department_id, q.user_id, FALSE AS indexing,
      q.prompt_tokens, q.completion_tokens, q.cost, q.latency_ms
    FROM ai_queries q WHERE ${between(sql`q.created_at`)}
    UNION ALL
    SELECT e.created_at, e.model, NULL::uuid, NULL::uuid, TRUE,
      e.prompt_tokens, 0, e.cost, e.latency_ms
    FROM ai_embedding_usage e WHERE ${between(sql`e.created_at`)}
  ) u`;
};

/**
 * The latency is the mean time to answer the row's questions; a row of indexing alone (the
 * embeddings model, the indexing row) has the mean time of its calls.
 */
const FIGURES = sql`count(*) FILTER (WHERE NOT u.indexing) AS queries,
  count(*) FILTER (WHERE u.indexing) AS indexing_calls,
  coalesce(sum(u.prompt_tokens), 0) AS prompt_tokens,
  coalesce(sum(u.completion_tokens), 0) AS completion_tokens, coalesce(sum(u.cost), 0) AS cost,
  coalesce(round(coalesce(avg(u.latency_ms) FILTER (WHERE NOT u.indexing), avg(u.latency_ms))), 0)::int
    AS average_latency_ms`;

/**
 * GET /api/ai/costs: the period's questions and indexing calls by Lima day, model, department
 * and user; the indexing is one row of its own by department and by user (`indexing: true`).
 */
export async function costFigures(db: Db, range: { from: Date; to: Date }) {
  const usage = USAGE(range);
  const [total, byDay, byModel, byDepartment, byUser] = await Promise.all([
    selectRows<FigureRow>(db, sql`SELECT NULL AS key, ${FIGURES} FROM ${usage}`),
    selectRows<FigureRow>(
      db,
      sql`SELECT to_char(u.created_at AT TIME ZONE 'America/Lima', 'YYYY-MM-DD') AS key, ${FIGURES}
          FROM ${usage} GROUP BY 1 ORDER BY 1`,
    ),
    selectRows<FigureRow>(
      db,
      sql`SELECT u.model AS key, ${FIGURES} FROM ${usage}
          GROUP BY 1 ORDER BY sum(u.cost) DESC, count(*) DESC, 1`,
    ),
    selectRows<FigureRow>(
      db,
      sql`SELECT u.department_id AS key, u.indexing, min(d.name) AS name, ${FIGURES}
          FROM ${usage} LEFT JOIN departments d ON d.id = u.department_id
          GROUP BY 1, 2 ORDER BY sum(u.cost) DESC, count(*) DESC, 3`,
    ),
    selectRows<FigureRow>(
      db,
      sql`SELECT u.user_id AS key, u.indexing, min(us.name) AS name, min(us.email) AS email,
            ${FIGURES}
          FROM ${usage} LEFT JOIN users us ON us.id = u.user_id
          GROUP BY 1, 2 ORDER BY sum(u.cost) DESC, count(*) DESC, 3`,
    ),
  ]);
  return {
    total: figuresOf(total[0]!),
    byDay: byDay.map((row) => ({ day: row.key!, ...figuresOf(row) })),
    byModel: byModel.map((row) => ({ model: row.key, ...figuresOf(row) })),
    byDepartment: byDepartment.map((row) => ({
      departmentId: row.key,
      departmentName: row.name ?? null,
      indexing: Boolean(row.indexing),
      ...figuresOf(row),
    })),
    byUser: byUser.map((row) => ({
      userId: row.key,
      userName: row.name ?? null,
      userEmail: row.email ?? null,
      indexing: Boolean(row.indexing),
      ...figuresOf(row),
    })),
  };
}

/** Soles spent in [from, to): the questions and the indexing of the knowledge base. */
export async function spentBetween(db: Executor, from: Date, to: Date): Promise<number> {
  const [row] = await selectRows<{ cost: number | string | null }>(
    db,
    sql`SELECT coalesce(sum(u.cost), 0) AS cost FROM ${USAGE({ from, to })}`,
  );
  return Number(row?.cost ?? 0);
}

/**
 * Claims the month's budget alert: true for exactly one caller per month, whatever the number
 * of instances (one conditional UPDATE on the settings' row).
 */
export async function claimBudgetAlert(db: Executor, month: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE ai_settings SET budget_alert_month = ${month}
        WHERE id = 1 AND budget_alert_month IS DISTINCT FROM ${month} RETURNING id`,
  );
  return rows.length > 0;
}

type GapRow = {
  normalized: string;
  question: string;
  count: number | string;
  not_helpful: number | string;
  unanswered: number | string;
  last_asked_at: Date | string;
};

/**
 * GET /api/ai/knowledge-gaps: questions answered without confidence or rated "no me ayudó",
 * grouped by their words (lower case, no accents, no punctuation), most asked first.
 */
export async function knowledgeGaps(db: Db, range: { from: Date; to: Date }, limit: number) {
  const rows = await selectRows<GapRow>(
    db,
    sql`WITH asked AS (
          SELECT q.query, q.created_at, NOT q.confident AS unanswered,
            EXISTS (SELECT 1 FROM ai_feedback f WHERE f.query_id = q.id AND f.rating = 1)
              AS not_helpful
          FROM ai_queries q
          WHERE q.created_at >= ${range.from.toISOString()}::timestamptz
            AND q.created_at < ${range.to.toISOString()}::timestamptz
          UNION ALL
          SELECT f.query, f.created_at, FALSE, TRUE FROM ai_feedback f
          WHERE f.rating = 1 AND f.query_id IS NULL
            AND f.created_at >= ${range.from.toISOString()}::timestamptz
            AND f.created_at < ${range.to.toISOString()}::timestamptz
        ), flagged AS (
          SELECT *, trim(regexp_replace(lower(unaccent(query)), '[^a-z0-9ñ]+', ' ', 'g'))
            AS normalized
          FROM asked WHERE unanswered OR not_helpful
        )
        SELECT normalized, (array_agg(query ORDER BY created_at DESC))[1] AS question,
          count(*) AS count, count(*) FILTER (WHERE not_helpful) AS not_helpful,
          count(*) FILTER (WHERE unanswered) AS unanswered, max(created_at) AS last_asked_at
        FROM flagged WHERE normalized <> ''
        GROUP BY normalized
        ORDER BY count(*) DESC, max(created_at) DESC
        LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    question: row.question,
    normalized: row.normalized,
    count: Number(row.count),
    notHelpful: Number(row.not_helpful),
    unanswered: Number(row.unanswered),
    lastAskedAt: iso(row.last_asked_at),
  }));
}
