import {
  ASSISTANT_AUTOSAVE_EVERY,
  assistantChatMessages,
  type AssistantSource,
  type SuggestedTicket,
  type WebChatConversationRequest,
} from '@atiende/contracts';
import { createSessionId } from '../../../lib/session-id';

/** docs/assistant.md#chat: one message of the conversation, as the chat draws it. */
export interface ChatMessage {
  id: string;
  type: 'user' | 'bot';
  content: string;
  /** ISO date and time. */
  timestamp: string;
  /** Buttons that send their text (the welcome's four). */
  suggestions?: readonly string[];
  /** An answer's session: such a message offers helpful / not helpful. */
  sessionId?: string;
  /** The question this answer replies to, and its stored id (sent with the feedback). */
  query?: string;
  queryId?: string;
  sources?: readonly AssistantSource[];
  /** Put together from the passages (no provider, or it failed). */
  fallback?: boolean;
  shouldCreateTicket?: boolean;
  suggestedTicket?: SuggestedTicket | null;
  /** Still arriving: the text grows, and the final answer replaces it. */
  isStreaming?: boolean;
  /** The bot could not answer: it recommends a ticket. */
  isFailure?: boolean;
  /** The rating the user gave (5 or 1), once the server has it. */
  rating?: 5 | 1;
  /** The ticket raised from this message's suggestion, or confirmed by this message. */
  ticket?: { id: string; number: number };
}

export interface ChatUser {
  id: string;
  name: string;
  role: string;
}

/** The welcome message: greets the user by name (or "Usuario") with the four suggestions. */
export function welcomeMessage(user: ChatUser | null, timestamp: string): ChatMessage {
  const name = user?.name.trim() || assistantChatMessages.fallbackName;
  return {
    id: 'welcome',
    type: 'bot',
    content: assistantChatMessages.welcome(name),
    timestamp,
    suggestions: assistantChatMessages.suggestions,
  };
}

/** docs/assistant.md#sessions: the first session of a conversation, `session_{timestamp}_{user id or anon}`. */
export function firstSessionId(now: number, userId: string | null): string {
  return createSessionId(now, userId);
}

/** After "Limpiar chat": `session_{timestamp}_{random}` (nine base-36 characters). */
export function clearedSessionId(now: number, random: () => number = Math.random): string {
  const letters = random().toString(36).slice(2, 11).padEnd(9, '0');
  return `session_${now}_${letters}`;
}

/** docs/assistant.md#chat: saved as ACTIVE whenever the count is a multiple of 5, above 1. */
export function isAutosaveCount(count: number): boolean {
  return count > 1 && count % ASSISTANT_AUTOSAVE_EVERY === 0;
}

/** Whether "Limpiar chat" has something to save: more than the welcome message. */
export function hasExchange(messages: readonly ChatMessage[]): boolean {
  return messages.length > 1;
}

/** The contract's cap on a record's messages: a longer conversation keeps its latest ones. */
const RECORD_MESSAGES_MAX = 500;

/**
 * The conversation record of POST /api/web-chat/conversations. The welcome is left out (the
 * same text in every conversation); a message still streaming is left out until it is whole.
 */
export function conversationRecord(
  sessionId: string,
  messages: readonly ChatMessage[],
  ticketsCreated: readonly string[],
  status: WebChatConversationRequest['status'],
  where: { pagePath?: string; userAgent?: string },
): WebChatConversationRequest {
  return {
    sessionId,
    messages: messages
      .filter((message) => message.id !== 'welcome' && !message.isStreaming)
      .slice(-RECORD_MESSAGES_MAX)
      .map((message) => ({
        role: message.type === 'user' ? ('user' as const) : ('assistant' as const),
        content: message.content,
        timestamp: message.timestamp,
      })),
    ticketsCreated: [...ticketsCreated],
    context: {
      mode: 'rag',
      pagePath: where.pagePath?.slice(0, 300),
      userAgent: where.userAgent?.slice(0, 500),
    },
    status,
  };
}
