import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import {
  assignTicket,
  createDeskTicket,
  makeHelpDesk,
  type HelpDesk,
} from '../../../test/ticket-factories';

let desk: HelpDesk;
const testApp = useTestApp();
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

type Actor = { headers: Record<string, string>; user: { id: string; name: string } };
const send = (actor: Actor, method: InjectOptions['method'], url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });

async function makeMacro(actor: Actor, payload: object) {
  const response = await send(actor, 'POST', '/api/macros', payload);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.macro as { id: string };
}
const apply = (actor: Actor, ticketId: string, macroId: string, payload: object = {}) =>
  send(actor, 'POST', `/api/tickets/${ticketId}/macros/${macroId}/apply`, payload);
const ticketOf = async (actor: Actor, id: string) =>
  (await send(actor, 'GET', `/api/tickets/${id}`)).json().data.ticket;
const commentsOf = async (actor: Actor, id: string) =>
  (await send(actor, 'GET', `/api/tickets/${id}/comments`)).json().data.comments as Array<{
    body: string;
    isInternal: boolean;
  }>;
const usageOf = async (actor: Actor, macroId: string) =>
  (
    (await send(actor, 'GET', '/api/macros')).json().data.macros as Array<{
      id: string;
      usageCount: number;
      lastUsedAt: string | null;
    }>
  ).find((macro) => macro.id === macroId)!;

const fullMacro = {
  name: 'Tomar y responder',
  body: 'Hola {{cliente}}, soy {{Técnico}} de {{departamento}}. Revisamos el ticket {{ticket}} ({{asunto}}).',
  actions: {
    status: 'EN_PROGRESO',
    priority: 'ALTA',
    assignTo: 'me',
    internalNote: 'Se respondió con plantilla a {{cliente}} {{empresa}}',
  },
};

describe('GET /api/tickets/:id/macros', () => {
  it("renders the caller's plantillas for the ticket, and 404s a ticket they cannot see", async () => {
    const macro = await makeMacro(desk.technician, { ...fullMacro, name: 'Para renderizar' });
    const ticket = await createDeskTicket(testApp.app, desk, { title: 'No imprime boletas' });
    const response = await send(desk.technician, 'GET', `/api/tickets/${ticket.id}/macros`);
    expect(response.statusCode).toBe(200);
    const rendered = response
      .json()
      .data.macros.find((item: { id: string }) => item.id === macro.id);
    expect(rendered.body).toBe(
      `Hola ${desk.client.user.name}, soy ${desk.technician.user.name} de ${desk.department.name}. Revisamos el ticket #${ticket.number} (No imprime boletas).`,
    );
    expect(rendered.actions).toEqual({
      status: 'EN_PROGRESO',
      priority: 'ALTA',
      assignee: { id: desk.technician.user.id, name: desk.technician.user.name },
      internalNote: `Se respondió con plantilla a ${desk.client.user.name} `,
    });
    const hidden = await send(desk.outsider, 'GET', `/api/tickets/${ticket.id}/macros`);
    expect(hidden.statusCode).toBe(404);
  });
});

describe('POST /api/tickets/:id/macros/:macroId/apply', () => {
  it('sends the message, the note, the status, priority and assignment at once and counts the use', async () => {
    const macro = await makeMacro(desk.technician, fullMacro);
    const ticket = await createDeskTicket(testApp.app, desk);
    const response = await apply(desk.technician, ticket.id, macro.id, {
      body: 'Hola, texto editado en el compositor',
      isInternal: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.comment).toMatchObject({
      body: 'Hola, texto editado en el compositor',
      isInternal: false,
    });
    const after = await ticketOf(desk.technician, ticket.id);
    expect(after).toMatchObject({ status: 'EN_PROGRESO', priority: 'ALTA' });
    expect(after.assignedTo.id).toBe(desk.technician.user.id);
    expect(after.firstResponseAt).not.toBeNull();
    const conversation = await commentsOf(desk.technician, ticket.id);
    // Written in one transaction, in this order: the reply, then the note.
    expect(conversation.map((item) => [item.body, item.isInternal])).toEqual([
      ['Hola, texto editado en el compositor', false],
      // Stored as every comment is: trimmed.
      [`Se respondió con plantilla a ${desk.client.user.name}`, true],
    ]);
    // The client sees the reply and never the note.
    expect((await commentsOf(desk.client, ticket.id)).map((item) => item.body)).toEqual([
      'Hola, texto editado en el compositor',
    ]);
    const usage = await usageOf(desk.technician, macro.id);
    expect(usage.usageCount).toBe(1);
    expect(usage.lastUsedAt).not.toBeNull();
  });

  it('sends the rendered text when no body is given, as an internal note by default', async () => {
    const macro = await makeMacro(desk.technician, {
      name: 'Solo texto',
      body: 'Ticket {{ticket}} revisado',
    });
    const ticket = await createDeskTicket(testApp.app, desk);
    const response = await apply(desk.technician, ticket.id, macro.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.comment).toMatchObject({
      body: `Ticket #${ticket.number} revisado`,
      isInternal: true,
    });
  });

  it('rolls everything back when one step is refused: no message, no change, no use counted', async () => {
    const macro = await makeMacro(desk.technician, { ...fullMacro, name: 'Tomar ajeno' });
    const ticket = await createDeskTicket(testApp.app, desk);
    // Someone else holds the ticket: a técnico may not take it by hand, nor with a plantilla.
    const lead = desk.lead;
    expect((await assignTicket(testApp.app, lead, ticket.id, lead.user.id)).statusCode).toBe(200);
    const response = await apply(desk.technician, ticket.id, macro.id, {
      body: 'Esto no debe quedar',
      isInternal: false,
    });
    expect(response.statusCode).toBe(403);
    expect(await commentsOf(desk.technician, ticket.id)).toEqual([]);
    const after = await ticketOf(desk.technician, ticket.id);
    expect(after).toMatchObject({ status: 'PENDIENTE', priority: 'MEDIA', firstResponseAt: null });
    expect(after.assignedTo.id).toBe(lead.user.id);
    expect((await usageOf(desk.technician, macro.id)).usageCount).toBe(0);
  });

  it('refuses a status the state machine refuses (a técnico cannot reopen a closed ticket)', async () => {
    const macro = await makeMacro(desk.technician, {
      name: 'Retomar',
      body: 'Retomamos tu ticket',
      actions: { status: 'EN_PROGRESO' },
    });
    const ticket = await createDeskTicket(testApp.app, desk);
    const closed = await send(desk.lead, 'PUT', `/api/tickets/${ticket.id}`, {
      version: ticket.version,
      status: 'CERRADO',
    });
    expect(closed.statusCode).toBe(200);
    const response = await apply(desk.technician, ticket.id, macro.id, { isInternal: false });
    expect(response.statusCode).toBe(409);
    expect(await commentsOf(desk.technician, ticket.id)).toEqual([]);
    expect((await usageOf(desk.technician, macro.id)).usageCount).toBe(0);
  });

  it("refuses another person's plantilla, a ticket out of reach and an empty message", async () => {
    const theirs = await makeMacro(desk.outsider, { name: 'Del otro', body: 'Hola' });
    const mine = await makeMacro(desk.technician, { name: 'Mía', body: 'Hola' });
    const ticket = await createDeskTicket(testApp.app, desk);
    expect((await apply(desk.technician, ticket.id, theirs.id)).statusCode).toBe(404);
    expect((await apply(desk.technician, ticket.id, theirs.id)).json().message).toBe(
      'No se encontró la plantilla.',
    );
    expect((await apply(desk.outsider, ticket.id, theirs.id)).statusCode).toBe(404);
    const empty = await apply(desk.technician, ticket.id, mine.id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('body');
    expect((await usageOf(desk.technician, mine.id)).usageCount).toBe(0);
  });
});
