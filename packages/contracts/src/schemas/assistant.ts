import { z } from 'zod';
import { createTicketInputSchema, ticketPrioritySchema } from './tickets';

/**
 * docs/assistant.md: the wire shapes of the virtual assistant, shared by the floating chat,
 * /ai-chat and the server. Identity always comes from the token: `context` is what the browser
 * says about itself (page, time), never who is asking.
 */

/** A question longer than this is refused with 400 (a pasted log belongs in a ticket). */
export const ASSISTANT_QUERY_MAX_LENGTH = 2000;
/** `session_{timestamp}_{user id | anon | random}` (docs/assistant.md#sessions). */
export const ASSISTANT_SESSION_ID_MAX_LENGTH = 120;
/** Ratings of an answer: helpful 5, not helpful 1. */
export const ASSISTANT_RATING_HELPFUL = 5;
export const ASSISTANT_RATING_NOT_HELPFUL = 1;
/** The conversation is saved as ACTIVE whenever its message count is a multiple of this. */
export const ASSISTANT_AUTOSAVE_EVERY = 5;

const sessionIdSchema = z.string().trim().min(1).max(ASSISTANT_SESSION_ID_MAX_LENGTH);

/** AI query payload: `POST /api/rag/ask`. */
export const ragAskRequestSchema = z.object({
  query: z.string().trim().min(1).max(ASSISTANT_QUERY_MAX_LENGTH),
  sessionId: sessionIdSchema,
  /** Informative only; the server never reads identity or role from it. */
  context: z
    .object({
      userId: z.string().max(64).optional(),
      userRole: z.string().max(32).optional(),
      timestamp: z.string().max(40).optional(),
      pagePath: z.string().max(300).optional(),
    })
    .optional(),
});
export type RagAskRequest = z.infer<typeof ragAskRequestSchema>;

/** Where a passage of the answer came from; `url` is a path of this web app. */
export const ASSISTANT_SOURCE_TYPES = ['ARTICLE', 'TICKET'] as const;
export const assistantSourceSchema = z.object({
  type: z.enum(ASSISTANT_SOURCE_TYPES),
  id: z.string(),
  title: z.string(),
  url: z.string(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

/** What the assistant proposes to raise when the problem needs a person. */
export const suggestedTicketSchema = z.object({
  title: z.string(),
  description: z.string(),
  priority: ticketPrioritySchema,
  departmentId: z.uuid().nullable(),
  departmentName: z.string().nullable(),
});
export type SuggestedTicket = z.infer<typeof suggestedTicketSchema>;

/** Assistant answer: `data` of `POST /api/rag/ask`, and of the stream's `done` event. */
export const ragAnswerSchema = z.object({
  answer: z.string(),
  sessionId: z.string(),
  shouldCreateTicket: z.boolean(),
  suggestedTicket: suggestedTicketSchema.nullable(),
  sources: z.array(assistantSourceSchema),
  /** True when the answer was put together from the passages (no provider, or it failed). */
  fallback: z.boolean(),
  /** The stored query, for feedback. */
  queryId: z.uuid(),
});
export type RagAnswer = z.infer<typeof ragAnswerSchema>;

/**
 * Streaming (docs/assistant.md#streaming): `POST /api/rag/ask` with `Accept: text/event-stream`
 * answers server-sent events, in this order: one `sources`, any number of `delta`, then exactly
 * one `done` whose answer is the whole, final text (the browser replaces what it streamed with
 * it: a provider failing midway ends with the extractive answer, never a half sentence). Bad
 * input is refused before the stream starts, with the usual JSON error and status.
 */
export const RAG_STREAM_EVENTS = ['sources', 'delta', 'done'] as const;
export const ragStreamSourcesSchema = z.object({ sources: z.array(assistantSourceSchema) });
export const ragStreamDeltaSchema = z.object({ text: z.string() });
export const ragStreamDoneSchema = ragAnswerSchema;

/** Feedback payload: `POST /api/ai/feedback`. */
export const aiFeedbackRequestSchema = z.object({
  sessionId: sessionIdSchema,
  queryId: z.uuid().optional(),
  query: z.string().max(ASSISTANT_QUERY_MAX_LENGTH * 2),
  response: z.string().max(20_000),
  rating: z.union([z.literal(ASSISTANT_RATING_HELPFUL), z.literal(ASSISTANT_RATING_NOT_HELPFUL)]),
  feedback: z.string().trim().max(2000).optional(),
});
export type AiFeedbackRequest = z.infer<typeof aiFeedbackRequestSchema>;

/** Web-chat conversation record: `POST /api/web-chat/conversations` (upsert by session). */
export const WEB_CHAT_STATUSES = ['ACTIVE', 'COMPLETED'] as const;
export const webChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000),
  timestamp: z.string().max(40),
});
export const webChatConversationRequestSchema = z.object({
  sessionId: sessionIdSchema,
  messages: z.array(webChatMessageSchema).max(500),
  /** Ids (or numbers) of the tickets raised from this conversation. */
  ticketsCreated: z.array(z.string().max(64)).max(100),
  context: z.object({
    mode: z.literal('rag'),
    pagePath: z.string().max(300).optional(),
    userAgent: z.string().max(500).optional(),
  }),
  status: z.enum(WEB_CHAT_STATUSES),
});
export type WebChatConversationRequest = z.infer<typeof webChatConversationRequestSchema>;

/**
 * Ticket from chat: `POST /api/tickets` with the suggested ticket's fields plus these two; the
 * answer's `data.ticket` carries `id` and the human `number` the confirmation shows.
 */
export const ticketFromChatFieldsSchema = createTicketInputSchema.pick({
  ragSessionId: true,
  aiGenerated: true,
});
