import {
  ASSISTANT_RATING_HELPFUL,
  assistantChatMessages,
  type AssistantSource,
  type RagAnswer,
  type WebChatConversationRequest,
} from '@atiende/contracts';
import { askAssistant } from '../api/ask-assistant';
import { createTicketFromChat } from '../api/create-ticket-from-chat';
import { saveConversation } from '../api/save-conversation';
import { sendFeedback } from '../api/send-feedback';
import {
  clearedSessionId,
  conversationRecord,
  firstSessionId,
  hasExchange,
  isAutosaveCount,
  welcomeMessage,
  type ChatMessage,
  type ChatUser,
} from './conversation';

export interface ConversationState {
  user: ChatUser | null;
  messages: readonly ChatMessage[];
  /** Made on the first send (docs/assistant.md#sessions); a new one after "Limpiar chat". */
  sessionId: string | null;
  /** A question is out: nothing else is sent until its answer (or failure) is in. */
  isPending: boolean;
  /** The input's text, shared by the floating chat and /ai-chat (openFloatingChat pre-fills it). */
  draft: string;
  ticketsCreated: readonly string[];
  /** Messages whose rating or ticket is being sent (their buttons wait). */
  busyMessageIds: readonly string[];
  /** The last whole answer, for the screen readers' live region. */
  announcement: string;
  /** Bumped to move focus to the input (openFloatingChat while /ai-chat is open). */
  focusRequest: number;
}

/** What the store does besides its calls: the toasts, the clock, where the user is. */
export interface ConversationEnvironment {
  notify: { success: (message: string) => void; error: (message: string) => void };
  now: () => number;
  random: () => number;
  pagePath: () => string | undefined;
  userAgent: () => string | undefined;
  /**
   * Where the tab keeps a copy of the conversation, so a reload shows it again (sessionStorage:
   * this tab only, gone when it closes). Optional: without it the conversation lives in memory.
   */
  keep?: { read: () => string | null; write: (value: string) => void; remove: () => void };
}

/** Storage may throw on any access (blocked, full): the conversation then lives in memory. */
function safely<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

/** What the tab keeps of a conversation between reloads. */
interface KeptConversation {
  userId: string;
  messages: ChatMessage[];
  sessionId: string | null;
  ticketsCreated: string[];
}

function readKept(text: string | null, userId: string): KeptConversation | null {
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<KeptConversation>;
    if (kept.userId !== userId || !Array.isArray(kept.messages) || kept.messages.length === 0) {
      return null;
    }
    return {
      userId,
      messages: kept.messages.filter((message) => !message.isStreaming),
      sessionId: typeof kept.sessionId === 'string' ? kept.sessionId : null,
      ticketsCreated: Array.isArray(kept.ticketsCreated) ? kept.ticketsCreated : [],
    };
  } catch {
    return null;
  }
}

const toasts = assistantChatMessages.toasts;

/**
 * The conversation of the floating chat and /ai-chat (docs/assistant.md#chat): one per browser tab
 * and signed-in user, kept while the chat is closed, the user moves between pages or reloads, so
 * both views show the same one. Framework-free (a subscribe/getState store) so it is tested against a
 * real HTTP exchange without a DOM.
 */
export function createConversationStore(env: ConversationEnvironment) {
  let state: ConversationState = initialState(null);
  const listeners = new Set<() => void>();
  /** Bumped by "Limpiar chat" and a change of user: a late answer to the old one is dropped. */
  let generation = 0;
  let inFlight: AbortController | null = null;
  let nextId = 0;

  function initialState(user: ChatUser | null): ConversationState {
    return {
      user,
      messages: [welcomeMessage(user, new Date(env.now()).toISOString())],
      sessionId: null,
      isPending: false,
      draft: '',
      ticketsCreated: [],
      busyMessageIds: [],
      announcement: '',
      focusRequest: 0,
    };
  }

  function publish(): void {
    for (const listener of listeners) listener();
    if (!env.keep || !state.user || state.messages.at(-1)?.isStreaming) return;
    const kept: KeptConversation = {
      userId: state.user.id,
      messages: [...state.messages],
      sessionId: state.sessionId,
      ticketsCreated: [...state.ticketsCreated],
    };
    const keep = env.keep;
    safely(() => keep.write(JSON.stringify(kept)));
  }

  function set(patch: Partial<ConversationState>): void {
    state = { ...state, ...patch };
    publish();
  }

  const stamp = () => new Date(env.now()).toISOString();
  const newId = () => `m${env.now()}-${(nextId += 1)}`;

  function updateMessage(id: string, patch: Partial<ChatMessage>): void {
    set({
      messages: state.messages.map((message) =>
        message.id === id ? { ...message, ...patch } : message,
      ),
    });
  }

  function setBusy(id: string, isBusy: boolean): void {
    const others = state.busyMessageIds.filter((busy) => busy !== id);
    set({ busyMessageIds: isBusy ? [...others, id] : others });
  }

  function save(status: WebChatConversationRequest['status']): void {
    if (!state.sessionId) return;
    const record = conversationRecord(
      state.sessionId,
      state.messages,
      state.ticketsCreated,
      status,
      {
        pagePath: env.pagePath(),
        userAgent: env.userAgent(),
      },
    );
    // docs/assistant.md#chat: a conversation that could not be saved says nothing.
    saveConversation(record).catch(() => undefined);
  }

  /** Adds a whole message and saves as ACTIVE when the count asks for it. */
  function append(message: ChatMessage): void {
    set({ messages: [...state.messages.filter((m) => m.id !== message.id), message] });
    if (isAutosaveCount(state.messages.length)) save('ACTIVE');
  }

  /** Replaces a streamed message with the final one (or adds it) and counts it once. */
  function settle(message: ChatMessage): void {
    const without = state.messages.filter((m) => m.id !== message.id);
    set({ messages: without });
    append(message);
  }

  async function send(text: string): Promise<void> {
    const query = text.trim();
    if (!query || state.isPending) return;
    const user = state.user;
    const sessionId = state.sessionId ?? firstSessionId(env.now(), user?.id ?? null);
    const turn = generation;
    set({ sessionId, isPending: true, draft: '', announcement: '' });
    append({ id: newId(), type: 'user', content: query, timestamp: stamp() });

    const replyId = newId();
    let sources: readonly AssistantSource[] = [];
    let streamed = '';
    const controller = new AbortController();
    inFlight = controller;
    const isCurrent = () => turn === generation;
    try {
      const answer = await askAssistant(
        {
          query,
          sessionId,
          context: {
            userId: user?.id,
            userRole: user?.role,
            timestamp: stamp(),
            pagePath: env.pagePath()?.slice(0, 300),
          },
        },
        {
          onSources: (found) => {
            sources = found;
          },
          onDelta: (delta) => {
            if (!isCurrent()) return;
            streamed += delta;
            const partial: ChatMessage = {
              id: replyId,
              type: 'bot',
              content: streamed,
              timestamp: stamp(),
              sources,
              isStreaming: true,
            };
            if (state.messages.some((m) => m.id === replyId)) updateMessage(replyId, partial);
            else set({ messages: [...state.messages, partial] });
          },
        },
        controller.signal,
      );
      if (!isCurrent()) return;
      const reply = answerMessage(replyId, query, sessionId, answer);
      settle(reply);
      set({ isPending: false, announcement: reply.content });
    } catch {
      if (!isCurrent()) return;
      settle({
        id: replyId,
        type: 'bot',
        content: assistantChatMessages.replies.failed,
        timestamp: stamp(),
        isFailure: true,
      });
      set({ isPending: false, announcement: assistantChatMessages.replies.failed });
      env.notify.error(toasts.queryFailed);
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  function answerMessage(
    id: string,
    query: string,
    sessionId: string,
    answer: RagAnswer,
  ): ChatMessage {
    return {
      id,
      type: 'bot',
      content: answer.answer.trim() || assistantChatMessages.replies.empty,
      timestamp: stamp(),
      sessionId: answer.sessionId || sessionId,
      query,
      queryId: answer.queryId,
      sources: answer.sources,
      fallback: answer.fallback,
      shouldCreateTicket: answer.shouldCreateTicket,
      suggestedTicket: answer.suggestedTicket,
    };
  }

  async function rate(messageId: string, rating: 5 | 1): Promise<void> {
    const message = state.messages.find((m) => m.id === messageId);
    if (!message?.sessionId || message.rating || state.busyMessageIds.includes(messageId)) return;
    setBusy(messageId, true);
    try {
      await sendFeedback({
        sessionId: message.sessionId,
        queryId: message.queryId,
        query: message.query ?? '',
        response: message.content,
        rating,
      });
      updateMessage(messageId, { rating });
      env.notify.success(
        rating === ASSISTANT_RATING_HELPFUL ? toasts.thanksHelpful : toasts.thanksNotHelpful,
      );
    } catch {
      env.notify.error(toasts.feedbackFailed);
    } finally {
      setBusy(messageId, false);
    }
  }

  /** "Crear Ticket" on a suggestion; resolves true when the ticket was created. */
  async function createTicket(messageId: string, departmentId: string): Promise<boolean> {
    const message = state.messages.find((m) => m.id === messageId);
    const suggestion = message?.suggestedTicket;
    const ragSessionId = message?.sessionId ?? state.sessionId;
    if (!suggestion || !ragSessionId || message.ticket) return false;
    if (state.busyMessageIds.includes(messageId)) return false;
    const turn = generation;
    setBusy(messageId, true);
    try {
      const ticket = await createTicketFromChat({ suggestion, departmentId, ragSessionId });
      if (turn !== generation) return true;
      updateMessage(messageId, { ticket });
      set({ ticketsCreated: [...state.ticketsCreated, ticket.id] });
      const confirmation = assistantChatMessages.replies.ticketCreated(String(ticket.number));
      append({
        id: newId(),
        type: 'bot',
        content: confirmation,
        timestamp: stamp(),
        ticket,
      });
      set({ announcement: confirmation });
      env.notify.success(toasts.ticketCreated);
      return true;
    } catch {
      env.notify.error(toasts.ticketFailed);
      return false;
    } finally {
      setBusy(messageId, false);
    }
  }

  /**
   * "Limpiar chat": saves the conversation as COMPLETED when it holds more than the welcome,
   * starts again from the welcome with a new session id. An answer still arriving is cancelled.
   */
  function clear(): void {
    if (hasExchange(state.messages)) save('COMPLETED');
    generation += 1;
    inFlight?.abort();
    inFlight = null;
    state = {
      ...initialState(state.user),
      sessionId: clearedSessionId(env.now(), env.random),
      draft: state.draft,
      focusRequest: state.focusRequest,
    };
    publish();
  }

  /** The signed-in user: a different one (or none) starts a conversation of their own. */
  function setUser(user: ChatUser | null): void {
    if (user?.id === state.user?.id && user?.name === state.user?.name) return;
    if (user && state.user && user.id === state.user.id) {
      // Same person, new name (Mi Perfil): only an untouched welcome greets them again.
      if (!hasExchange(state.messages)) set({ user, messages: initialState(user).messages });
      else set({ user });
      return;
    }
    generation += 1;
    inFlight?.abort();
    inFlight = null;
    state = initialState(user);
    const kept = user
      ? readKept(
          safely(() => env.keep?.read() ?? null),
          user.id,
        )
      : null;
    if (kept) {
      state = {
        ...state,
        messages: kept.messages,
        sessionId: kept.sessionId,
        ticketsCreated: kept.ticketsCreated,
      };
    }
    if (!user) safely(() => env.keep?.remove());
    publish();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setDraft: (draft: string) => set({ draft }),
    /** openFloatingChat: the question (if any) in the input, and focus there. */
    prefill: (question?: string) =>
      set({ draft: question ?? state.draft, focusRequest: state.focusRequest + 1 }),
    send,
    rate,
    createTicket,
    clear,
    setUser,
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;
