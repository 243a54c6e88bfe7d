import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistantChatMessages, type RagAnswer } from '@atiende/contracts';
import { MemoryStorage } from '../../../lib/test-support/memory-storage';
import {
  openEventStream,
  sendJson,
  startLoopbackApi,
  type LoopbackApi,
} from '../../../lib/test-support/loopback-api';
import type * as storeModule from './conversation-store';

const USER = { id: '5b1f1c5e-8a3c-4b8e-9f5e-1c2d3e4f5a6b', name: 'Ana Torres', role: 'CLIENT' };
const QUERY_ID = '0b7c6a3e-2f55-4d0c-9a1e-6f4b8d2c1a90';
const DEPARTMENT_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const TICKET_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

const SOURCES = [
  { type: 'ARTICLE', id: 'a1', title: 'Cómo crear un ticket', url: '/ayuda/articulos/a1' },
];

function answer(overrides: Partial<RagAnswer> = {}): RagAnswer {
  return {
    answer: 'Ve a "Nuevo Ticket", completa el título y la descripción y pulsa "Crear Ticket".',
    sessionId: 'ignored-by-the-test',
    shouldCreateTicket: false,
    suggestedTicket: null,
    sources: SOURCES as RagAnswer['sources'],
    fallback: true,
    queryId: QUERY_ID,
    ...overrides,
  };
}

let api: LoopbackApi;
let toasts: Array<{ kind: 'success' | 'error'; message: string }>;
let clock: number;
let store: storeModule.ConversationStore;

beforeEach(async () => {
  vi.resetModules();
  api = await startLoopbackApi();
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('localStorage', new MemoryStorage());
  localStorage.setItem('token', 'access-1');
  toasts = [];
  clock = 1_764_170_000_000;
  const { createConversationStore } = await import('./conversation-store');
  store = createConversationStore({
    notify: {
      success: (message) => toasts.push({ kind: 'success', message }),
      error: (message) => toasts.push({ kind: 'error', message }),
    },
    now: () => (clock += 1),
    random: () => 0.123456789,
    pagePath: () => '/tickets',
    userAgent: () => 'vitest',
  });
  store.setUser(USER);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await api.close();
});

/** Answers /rag/ask with a plain JSON answer. */
function answerWithJson(data: RagAnswer = answer()) {
  api.route('POST', '/api/rag/ask', (_request, response) =>
    sendJson(response, 200, { success: true, data }),
  );
}

const lastMessage = () => store.getState().messages.at(-1);

describe('the welcome', () => {
  it('greets the user by name with the four suggestions, and "Usuario" without a name', () => {
    const [welcome] = store.getState().messages;
    expect(welcome?.content).toBe(assistantChatMessages.welcome('Ana Torres'));
    expect(welcome?.suggestions).toEqual(assistantChatMessages.suggestions);
    expect(welcome?.sessionId).toBeUndefined();
    store.setUser({ ...USER, id: 'otro', name: '  ' });
    expect(store.getState().messages[0]?.content).toContain('¡Hola Usuario!');
  });
});

describe('sending a question', () => {
  it('streams the answer as it arrives, then replaces it with the whole final answer', async () => {
    let sawPartial = '';
    api.route('POST', '/api/rag/ask', async (_request, response) => {
      const stream = openEventStream(response);
      await stream.event('sources', { sources: SOURCES });
      // One event split across two writes, and a comment line: the parser joins them.
      await stream.write(': keep-alive\nevent: delta\ndata: {"text":"Ve a ');
      await stream.write('\\"Nuevo"}\n\n');
      await vi.waitFor(() => expect(lastMessage()?.content).toBe('Ve a "Nuevo'));
      sawPartial = lastMessage()?.content ?? '';
      expect(lastMessage()).toMatchObject({ isStreaming: true, sources: SOURCES });
      expect(store.getState().isPending).toBe(true);
      await stream.event('delta', { text: ' Ticket" y complet' });
      await stream.event('done', answer());
      stream.end();
    });

    await store.send('  ¿Cómo creo un ticket?  ');

    expect(sawPartial).toBe('Ve a "Nuevo');
    const [welcome, question, reply] = store.getState().messages;
    expect(welcome?.id).toBe('welcome');
    expect(question).toMatchObject({ type: 'user', content: '¿Cómo creo un ticket?' });
    expect(reply).toMatchObject({
      type: 'bot',
      content: answer().answer,
      sources: SOURCES,
      query: '¿Cómo creo un ticket?',
      queryId: QUERY_ID,
      fallback: true,
    });
    expect(reply?.isStreaming).toBeUndefined();
    expect(store.getState()).toMatchObject({ isPending: false, announcement: answer().answer });

    const [request] = api.to('POST', '/api/rag/ask');
    expect(request?.headers.accept).toContain('text/event-stream');
    expect(request?.headers.authorization).toBe('Bearer access-1');
    const sessionId = store.getState().sessionId;
    expect(sessionId).toMatch(new RegExp(`^session_\\d+_${USER.id}$`));
    expect(reply?.sessionId).toBe('ignored-by-the-test');
    expect(request?.body).toMatchObject({
      query: '¿Cómo creo un ticket?',
      sessionId,
      context: { userId: USER.id, userRole: 'CLIENT', pagePath: '/tickets' },
    });
  });

  it('keeps the session id of the conversation for the next question', async () => {
    answerWithJson();
    await store.send('Hola');
    await store.send('¿Y mi contraseña?');
    const [first, second] = api.to('POST', '/api/rag/ask');
    expect((second?.body as { sessionId: string }).sessionId).toBe(
      (first?.body as { sessionId: string }).sessionId,
    );
  });

  it('sends no blank message, and nothing while a reply is pending', async () => {
    let release: () => void = () => undefined;
    api.route('POST', '/api/rag/ask', async (_request, response) => {
      await new Promise<void>((resolve) => (release = resolve));
      sendJson(response, 200, { success: true, data: answer() });
    });
    await store.send('   \n  ');
    expect(store.getState().messages).toHaveLength(1);
    expect(store.getState().sessionId).toBeNull();

    const first = store.send('Primera');
    await vi.waitFor(() => expect(api.to('POST', '/api/rag/ask')).toHaveLength(1));
    await store.send('Segunda');
    release();
    await first;
    expect(api.to('POST', '/api/rag/ask')).toHaveLength(1);
    expect(store.getState().messages.map((message) => message.content)).not.toContain('Segunda');
  });

  it('reads a plain JSON answer like a stream', async () => {
    answerWithJson(answer({ answer: 'Desde Mi Perfil, en "Cambiar contraseña".' }));
    await store.send('¿Cómo cambio mi contraseña?');
    expect(lastMessage()?.content).toBe('Desde Mi Perfil, en "Cambiar contraseña".');
  });

  it('says "No se pudo obtener una respuesta" for an empty answer', async () => {
    answerWithJson(answer({ answer: '   ' }));
    await store.send('¿?');
    expect(lastMessage()?.content).toBe('No se pudo obtener una respuesta');
  });

  it('recommends a ticket with "Error al procesar la consulta" when the assistant fails', async () => {
    api.route('POST', '/api/rag/ask', (_request, response) =>
      sendJson(response, 503, {
        success: false,
        message: 'El asistente no está disponible',
        error: { code: 'UNAVAILABLE' },
      }),
    );
    await store.send('¿Cómo contacto a soporte?');
    expect(lastMessage()).toMatchObject({
      type: 'bot',
      content: assistantChatMessages.replies.failed,
      isFailure: true,
    });
    expect(lastMessage()?.sessionId).toBeUndefined();
    expect(toasts).toEqual([{ kind: 'error', message: 'Error al procesar la consulta' }]);
    expect(store.getState().isPending).toBe(false);
  });

  it('drops the half answer of a stream cut before "done"', async () => {
    api.route('POST', '/api/rag/ask', async (_request, response) => {
      const stream = openEventStream(response);
      await stream.event('delta', { text: 'La impresora de comandas' });
      await vi.waitFor(() => expect(lastMessage()?.isStreaming).toBe(true));
      stream.cut();
    });
    await store.send('No imprime la impresora');
    expect(lastMessage()?.content).toBe(assistantChatMessages.replies.failed);
    expect(store.getState().messages.some((message) => message.isStreaming)).toBe(false);
    expect(toasts.map((toast) => toast.message)).toEqual(['Error al procesar la consulta']);
  });

  it('treats a stream that ends without "done" as a failure', async () => {
    api.route('POST', '/api/rag/ask', async (_request, response) => {
      const stream = openEventStream(response);
      await stream.event('delta', { text: 'Primero' });
      stream.end();
    });
    await store.send('Hola');
    expect(lastMessage()?.isFailure).toBe(true);
  });
});

describe('feedback', () => {
  it('rates an answer 5 or 1 with the answer and its question, once', async () => {
    answerWithJson();
    api.route('POST', '/api/ai/feedback', (_request, response) =>
      sendJson(response, 200, { success: true, data: null }),
    );
    await store.send('¿Cómo creo un ticket?');
    const reply = lastMessage()!;
    await store.rate(reply.id, 5);
    await store.rate(reply.id, 1);
    const feedback = api.to('POST', '/api/ai/feedback');
    expect(feedback).toHaveLength(1);
    expect(feedback[0]?.body).toEqual({
      sessionId: reply.sessionId,
      queryId: QUERY_ID,
      query: '¿Cómo creo un ticket?',
      response: reply.content,
      rating: 5,
    });
    expect(lastMessage()?.rating).toBe(5);
    expect(toasts).toEqual([{ kind: 'success', message: '¡Gracias por tu feedback!' }]);
  });

  it('thanks a "not helpful" differently, and says "Error al enviar feedback" on failure', async () => {
    answerWithJson();
    let fails = true;
    api.route('POST', '/api/ai/feedback', (_request, response) =>
      fails
        ? sendJson(response, 500, { success: false, message: 'x', error: { code: 'INTERNAL' } })
        : sendJson(response, 200, { success: true, data: null }),
    );
    await store.send('Hola');
    const reply = lastMessage()!;
    await store.rate(reply.id, 1);
    expect(lastMessage()?.rating).toBeUndefined();
    fails = false;
    await store.rate(reply.id, 1);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Error al enviar feedback',
      'Feedback enviado, mejoraremos nuestras respuestas',
    ]);
  });

  it('offers no rating on messages without a session (the welcome)', async () => {
    await store.rate('welcome', 5);
    expect(api.requests).toHaveLength(0);
  });
});

describe('a ticket from the chat', () => {
  const suggestion = {
    title: 'La impresora de comandas no imprime',
    description: 'Desde esta mañana no sale ninguna comanda.',
    priority: 'ALTA' as const,
    departmentId: DEPARTMENT_ID,
    departmentName: 'Cocina',
  };

  beforeEach(() => {
    answerWithJson(answer({ shouldCreateTicket: true, suggestedTicket: suggestion }));
  });

  it('posts the suggestion with ragSessionId and aiGenerated, and confirms with the number', async () => {
    api.route('POST', '/api/tickets', (_request, response) =>
      sendJson(response, 201, { success: true, data: { ticket: ticketDetail() } }),
    );
    await store.send('No imprime la impresora de comandas');
    const reply = lastMessage()!;
    await expect(store.createTicket(reply.id, DEPARTMENT_ID)).resolves.toBe(true);
    const [request] = api.to('POST', '/api/tickets');
    expect(request?.body).toEqual({
      title: suggestion.title,
      description: suggestion.description,
      priority: 'ALTA',
      departmentId: DEPARTMENT_ID,
      productIds: [],
      ragSessionId: reply.sessionId,
      aiGenerated: true,
    });
    expect(lastMessage()?.content).toBe(
      'He creado el ticket #1234 para ti. Nuestro equipo de soporte se pondrá en contacto contigo pronto.',
    );
    expect(store.getState().messages.find((m) => m.id === reply.id)?.ticket).toEqual({
      id: TICKET_ID,
      number: 1234,
    });
    expect(store.getState().ticketsCreated).toEqual([TICKET_ID]);
    expect(toasts).toEqual([{ kind: 'success', message: 'Ticket creado exitosamente' }]);
    // Created once: the card's button is gone, and a second call does nothing.
    await expect(store.createTicket(reply.id, DEPARTMENT_ID)).resolves.toBe(false);
    expect(api.to('POST', '/api/tickets')).toHaveLength(1);
  });

  it('says "Error al crear el ticket" and lets the user try again', async () => {
    api.route('POST', '/api/tickets', (_request, response) =>
      sendJson(response, 400, {
        success: false,
        message: 'Datos inválidos',
        error: { code: 'VALIDATION_ERROR' },
      }),
    );
    await store.send('No imprime');
    const reply = lastMessage()!;
    await expect(store.createTicket(reply.id, DEPARTMENT_ID)).resolves.toBe(false);
    expect(lastMessage()?.id).toBe(reply.id);
    expect(store.getState().busyMessageIds).toEqual([]);
    expect(toasts).toEqual([{ kind: 'error', message: 'Error al crear el ticket' }]);
  });
});

describe('saving the conversation', () => {
  it('saves as ACTIVE when the count reaches a multiple of 5, silently when that fails', async () => {
    answerWithJson();
    api.route('POST', '/api/web-chat/conversations', (_request, response) =>
      sendJson(response, 500, { success: false, message: 'x', error: { code: 'INTERNAL' } }),
    );
    await store.send('Uno'); // welcome, question, answer: 3
    expect(api.to('POST', '/api/web-chat/conversations')).toHaveLength(0);
    await store.send('Dos'); // 5
    await vi.waitFor(() => expect(api.to('POST', '/api/web-chat/conversations')).toHaveLength(1));
    const [saved] = api.to('POST', '/api/web-chat/conversations');
    expect(saved?.body).toMatchObject({
      sessionId: store.getState().sessionId,
      status: 'ACTIVE',
      ticketsCreated: [],
      context: { mode: 'rag', pagePath: '/tickets', userAgent: 'vitest' },
    });
    const messages = (saved?.body as { messages: Array<{ role: string; content: string }> })
      .messages;
    expect(messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'Uno'],
      ['assistant', answer().answer],
      ['user', 'Dos'],
      ['assistant', answer().answer],
    ]);
    expect(toasts).toEqual([]);
  });

  it('"Limpiar chat" saves COMPLETED, starts again from the welcome with a new session id', async () => {
    answerWithJson();
    api.route('POST', '/api/web-chat/conversations', (_request, response) =>
      sendJson(response, 201, { success: true, data: null }),
    );
    store.clear(); // only the welcome: nothing to save
    expect(api.to('POST', '/api/web-chat/conversations')).toHaveLength(0);
    await store.send('Hola');
    const oldSession = store.getState().sessionId;
    store.clear();
    await vi.waitFor(() => expect(api.to('POST', '/api/web-chat/conversations')).toHaveLength(1));
    expect(api.to('POST', '/api/web-chat/conversations')[0]?.body).toMatchObject({
      sessionId: oldSession,
      status: 'COMPLETED',
    });
    const { messages, sessionId } = store.getState();
    expect(messages.map((message) => message.id)).toEqual(['welcome']);
    expect(sessionId).toMatch(/^session_\d+_[a-z0-9]{9}$/);
    expect(sessionId).not.toBe(oldSession);
    expect(sessionId).not.toContain(USER.id);
    await store.send('Otra vez');
    expect((api.to('POST', '/api/rag/ask')[1]?.body as { sessionId: string }).sessionId).toBe(
      sessionId,
    );
  });

  it('drops the answer of a question asked before "Limpiar chat"', async () => {
    let release: () => void = () => undefined;
    api.route('POST', '/api/rag/ask', async (_request, response) => {
      await new Promise<void>((resolve) => (release = resolve));
      sendJson(response, 200, { success: true, data: answer() });
    });
    const pending = store.send('Lenta');
    await vi.waitFor(() => expect(api.to('POST', '/api/rag/ask')).toHaveLength(1));
    store.clear();
    release();
    await pending;
    expect(store.getState().messages.map((message) => message.id)).toEqual(['welcome']);
    expect(store.getState().isPending).toBe(false);
    expect(toasts).toEqual([]);
  });
});

/** The new ticket as POST /api/tickets answers it (`data.ticket`, the contract's detail). */
function ticketDetail() {
  const now = '2026-11-26T15:04:00.000Z';
  return {
    id: TICKET_ID,
    number: 1234,
    title: 'La impresora de comandas no imprime',
    status: 'PENDIENTE',
    customStatus: null,
    priority: 'ALTA',
    source: 'WEB',
    department: { id: DEPARTMENT_ID, name: 'Cocina' },
    assignedTo: null,
    requester: { name: USER.name, email: 'ana@mirestaurante.pe', business: null },
    customer: null,
    createdAt: now,
    updatedAt: now,
    firstResponseAt: null,
    resolvedAt: null,
    closedAt: null,
    sla: null,
    description: 'Desde esta mañana no sale ninguna comanda.',
    contact: { name: USER.name, email: null, phone: null, business: null, cargo: null },
    requesterId: USER.id,
    products: [],
    resolution: null,
    version: 1,
    permissions: {
      allowedStatuses: [],
      allowedCustomStatuses: [],
      canEdit: false,
      canChangePriority: false,
      canConfirmResolution: false,
      canAssign: false,
      canReassign: false,
      canDelete: false,
      canAddInternalNote: false,
    },
  };
}

describe('a reload', () => {
  it("shows the tab's conversation again to the same user, and to nobody else", async () => {
    const { createConversationStore } = await import('./conversation-store');
    let kept: string | null = null;
    const keep = {
      read: () => kept,
      write: (value: string) => {
        kept = value;
      },
      remove: () => {
        kept = null;
      },
    };
    const make = () =>
      createConversationStore({
        notify: { success: () => undefined, error: () => undefined },
        now: () => (clock += 1),
        random: Math.random,
        pagePath: () => '/ai-chat',
        userAgent: () => undefined,
        keep,
      });
    answerWithJson();
    const before = make();
    before.setUser(USER);
    await before.send('¿Cómo creo un ticket?');

    const after = make();
    after.setUser(USER);
    expect(after.getState().messages).toEqual(before.getState().messages);
    expect(after.getState().sessionId).toBe(before.getState().sessionId);

    const someoneElse = make();
    someoneElse.setUser({ ...USER, id: 'otra-persona', name: 'Luis' });
    expect(someoneElse.getState().messages).toHaveLength(1);

    after.setUser(null); // signing out forgets it
    const later = make();
    later.setUser(USER);
    expect(later.getState().messages).toHaveLength(1);
  });
});
