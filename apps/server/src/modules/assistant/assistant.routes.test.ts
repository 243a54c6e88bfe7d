import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { errorFieldsOf } from '../../../test/responses';
import { injectAs } from '../../../test/role-sessions';
import { makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { until } from '../../../test/until';
import { selectRows } from '../../db/client';
import { insertQuery } from './records.repository';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

const send = injectAs(() => testApp);

const conversation = (sessionId: string, texts: string[], status = 'ACTIVE') => ({
  sessionId,
  messages: texts.map((content, index) => ({
    role: index % 2 === 0 ? 'assistant' : 'user',
    content,
    timestamp: new Date(Date.UTC(2026, 10, 20, 15, index)).toISOString(),
  })),
  ticketsCreated: [],
  context: { mode: 'rag', pagePath: '/dashboard', userAgent: 'Vitest' },
  status,
});

const recordQuery = (userId: string, sessionId: string, query: string) =>
  insertQuery(testApp.database.db, {
    userId,
    sessionId,
    channel: 'WEB_CHAT',
    query,
    answer: 'Una respuesta',
    sources: [],
    fallback: true,
    confident: false,
    shouldCreateTicket: true,
    departmentId: null,
    model: null,
    promptTokens: 0,
    completionTokens: 0,
    latencyMs: 12,
    cost: 0,
  });

describe('POST /api/ai/feedback', () => {
  it('records a vote linked to the caller’s own answer, never to another’s', async () => {
    const own = await recordQuery(desk.client.user.id, 'session_1_a', '¿Cómo cambio mi clave?');
    const others = await recordQuery(desk.otherClient.user.id, 'session_1_b', 'Otra pregunta');
    const body = {
      sessionId: 'session_1_a',
      query: '¿Cómo cambio mi clave?',
      response: 'Una respuesta',
      rating: 1,
      feedback: 'No era lo que buscaba',
    };
    const linked = await send(desk.client, 'POST', '/api/ai/feedback', { ...body, queryId: own });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().data.message).toBe('Feedback enviado correctamente');
    const notLinked = await send(desk.client, 'POST', '/api/ai/feedback', {
      ...body,
      queryId: others,
    });
    expect(notLinked.statusCode).toBe(201);
    const rows = await selectRows<{ id: string; query_id: string | null; user_id: string }>(
      testApp.database.db,
      sql`SELECT id, query_id, user_id FROM ai_feedback ORDER BY created_at`,
    );
    expect(rows.map((row) => row.query_id)).toEqual([own, null]);
    expect(rows.every((row) => row.user_id === desk.client.user.id)).toBe(true);
  });

  it('refuses a rating other than 5 or 1, a missing session and anonymous callers', async () => {
    const bad = await send(desk.client, 'POST', '/api/ai/feedback', {
      query: 'x',
      response: 'y',
      rating: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFieldsOf(bad)).toEqual(['rating', 'sessionId']);
    const anonymous = await send(null, 'POST', '/api/ai/feedback', {
      sessionId: 's',
      query: 'x',
      response: 'y',
      rating: 5,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/web-chat/conversations', () => {
  it('upserts by (user, session): one row per user even with the same session id', async () => {
    const sessionId = `session_${Date.now()}_compartida`;
    const first = await send(
      desk.client,
      'POST',
      '/api/web-chat/conversations',
      conversation(sessionId, ['Hola, soy tu asistente', 'Mi impresora no imprime boletas']),
    );
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().data.conversation;
    expect(saved).toMatchObject({ sessionId, status: 'ACTIVE', messageCount: 2 });
    const again = await send(
      desk.client,
      'POST',
      '/api/web-chat/conversations',
      conversation(
        sessionId,
        ['Hola, soy tu asistente', 'Mi impresora no imprime boletas', 'Reinicia la impresora'],
        'COMPLETED',
      ),
    );
    expect(again.json().data.conversation).toMatchObject({
      id: saved.id,
      status: 'COMPLETED',
      messageCount: 3,
    });
    // A later ACTIVE save of the same session does not reopen it.
    const reopened = await send(
      desk.client,
      'POST',
      '/api/web-chat/conversations',
      conversation(sessionId, ['Hola, soy tu asistente']),
    );
    expect(reopened.json().data.conversation.status).toBe('COMPLETED');
    // Another user's conversation with the same session id is theirs: nothing overwritten.
    const other = await send(
      desk.otherClient,
      'POST',
      '/api/web-chat/conversations',
      conversation(sessionId, ['Hola', 'Texto privado del otro cliente']),
    );
    expect(other.json().data.conversation.id).not.toBe(saved.id);

    const list = await send(
      desk.admin,
      'GET',
      `/api/admin/web-chat-conversations?search=${encodeURIComponent('privado del otro')}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.conversations).toHaveLength(1);
    expect(list.json().data.conversations[0]).toMatchObject({
      id: other.json().data.conversation.id,
      user: { id: desk.otherClient.user.id },
      preview: 'Texto privado del otro cliente',
    });
    expect(list.json().data.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    const detail = await send(desk.admin, 'GET', `/api/admin/web-chat-conversations/${saved.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.conversation.messages).toHaveLength(1);
    expect(detail.json().data.conversation.context).toEqual({
      mode: 'rag',
      pagePath: '/dashboard',
      userAgent: 'Vitest',
    });
    // The owner cannot read it back through the administrators' route, nor can anyone else.
    for (const actor of [desk.client, desk.otherClient, desk.lead]) {
      expect(
        (await send(actor, 'GET', `/api/admin/web-chat-conversations/${saved.id}`)).statusCode,
      ).toBe(403);
    }
    const missing = await send(
      desk.admin,
      'GET',
      '/api/admin/web-chat-conversations/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No se encontró esa conversación.');
  });

  it('refuses a bad record with a Spanish message per field', async () => {
    const bad = await send(desk.client, 'POST', '/api/web-chat/conversations', {
      sessionId: '',
      messages: [{ role: 'system', content: 'x', timestamp: 'ahora' }],
      ticketsCreated: [],
      context: { mode: 'libre' },
      status: 'OPEN',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFieldsOf(bad)).toEqual(['context.mode', 'messages.0.role', 'sessionId', 'status']);
  });
});

describe('a ticket raised from the chat', () => {
  it('is a CHAT ticket that keeps its session and joins the conversation’s ticketsCreated', async () => {
    const sessionId = `session_${Date.now()}_${desk.client.user.id}`;
    await send(
      desk.client,
      'POST',
      '/api/web-chat/conversations',
      conversation(sessionId, ['Hola', 'No me llegan los correos']),
    );
    const created = await send(desk.client, 'POST', '/api/tickets', {
      title: 'No me llegan los correos',
      description: 'Consulta enviada desde el asistente virtual:\n\nNo me llegan los correos',
      priority: 'MEDIA',
      departmentId: desk.department.id,
      ragSessionId: sessionId,
      aiGenerated: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json().data.ticket;
    expect(typeof ticket.number).toBe('number');
    expect(ticket.source).toBe('CHAT');
    const [row] = await selectRows<{ rag_session_id: string; ai_generated: boolean }>(
      testApp.database.db,
      sql`SELECT rag_session_id, ai_generated FROM tickets WHERE id = ${ticket.id}`,
    );
    expect(row).toEqual({ rag_session_id: sessionId, ai_generated: true });
    const ticketsOf = async () => {
      const [saved] = await selectRows<{ tickets_created: string[] }>(
        testApp.database.db,
        sql`SELECT tickets_created FROM web_chat_conversations
            WHERE user_id = ${desk.client.user.id} AND session_id = ${sessionId}`,
      );
      return saved?.tickets_created ?? [];
    };
    expect(await until(ticketsOf, (ids) => ids.length === 1)).toEqual([ticket.id]);
    // The browser's next save, which does not know it yet, keeps it.
    await send(
      desk.client,
      'POST',
      '/api/web-chat/conversations',
      conversation(sessionId, ['Hola', 'No me llegan los correos', 'Creé el ticket']),
    );
    expect(await ticketsOf()).toEqual([ticket.id]);
  });

  it('records a plain ticket as WEB, and refuses a session id that is too long', async () => {
    const plain = await send(desk.client, 'POST', '/api/tickets', {
      title: 'Ticket normal del portal',
      description: 'Sin chat',
      departmentId: desk.department.id,
    });
    expect(plain.json().data.ticket.source).toBe('WEB');
    const tooLong = await send(desk.client, 'POST', '/api/tickets', {
      title: 'Ticket desde el chat',
      description: 'Con una sesión enorme',
      departmentId: desk.department.id,
      ragSessionId: 'x'.repeat(121),
      aiGenerated: true,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorFieldsOf(tooLong)).toEqual(['ragSessionId']);
  });
});
