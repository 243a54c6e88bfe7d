import type { InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, ticketRatings, users } from '../../db/schema/index';
import { makeSignedInUser, useTestApp } from '../../../test/build-test-app';
import {
  assignTicket,
  createDeskTicket,
  type HelpDesk,
  makeHelpDesk,
} from '../../../test/ticket-factories';

type Actor = { headers: Record<string, string>; user: { id: string } };

let desk: HelpDesk;
/** A client of the desk client's company: sees the company's tickets, may not close them. */
let colleague: Actor;
const events: Array<{ name: string; payload: unknown }> = [];

const testApp = useTestApp();
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  colleague = await makeSignedInUser(testApp, 'CLIENT');
  const { db } = testApp.database;
  const [company] = await db.insert(customers).values({ name: 'Pollería El Sol SAC' }).returning();
  await db
    .update(users)
    .set({ customerId: company!.id })
    .where(inArray(users.id, [desk.client.user.id, colleague.user.id]));
  for (const name of ['ticket.status_changed', 'ticket.comment_added', 'ticket.updated'] as const)
    testApp.app.events.subscribe(name, (payload) => void events.push({ name, payload }));
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const get = (path: string, actor: Actor) =>
  inject({ method: 'GET', url: path, headers: actor.headers });
const post = (path: string, actor: Actor, payload?: object) =>
  inject({ method: 'POST', url: path, headers: actor.headers, ...(payload ? { payload } : {}) });
const ticketOf = async (id: string) =>
  (await get(`/api/tickets/${id}`, desk.admin)).json().data.ticket;

/** A ticket of the desk's client, taken by its técnico and resolved with `resolution`. */
async function resolvedTicket(resolution = 'Se cambió el cable de red de la caja 2.') {
  const ticket = await createDeskTicket(testApp.app, desk);
  await assignTicket(testApp.app, desk.technician, ticket.id, desk.technician.user.id);
  const response = await inject({
    method: 'PUT',
    url: `/api/tickets/${ticket.id}`,
    headers: desk.technician.headers,
    payload: { version: (await ticketOf(ticket.id)).version, status: 'RESUELTO', resolution },
  });
  expect(response.statusCode).toBe(200);
  return ticket;
}

async function closedTicket() {
  const ticket = await resolvedTicket();
  expect((await post(`/api/tickets/${ticket.id}/confirm-resolution`, desk.client)).statusCode).toBe(
    200,
  );
  return ticket;
}

describe('POST /api/tickets/:id/confirm-resolution', () => {
  it('closes a resolved ticket for its client, keeping the resolution and its time', async () => {
    const ticket = await resolvedTicket();
    const before = await ticketOf(ticket.id);
    expect(before.permissions).toMatchObject({ canConfirmResolution: false });
    const asClient = (await get(`/api/tickets/${ticket.id}`, desk.client)).json().data.ticket;
    expect(asClient.permissions).toMatchObject({
      canConfirmResolution: true,
      allowedStatuses: [],
      canChangePriority: false,
    });
    const response = await post(`/api/tickets/${ticket.id}/confirm-resolution`, desk.client);
    expect(response.statusCode).toBe(200);
    const closed = response.json().data.ticket;
    expect(closed).toMatchObject({
      status: 'CERRADO',
      resolution: 'Se cambió el cable de red de la caja 2.',
      resolvedAt: before.resolvedAt,
      permissions: { canConfirmResolution: false },
    });
    expect(closed.closedAt).not.toBeNull();
    expect(events).toContainEqual({
      name: 'ticket.status_changed',
      payload: expect.objectContaining({ ticketId: ticket.id, from: 'RESUELTO', to: 'CERRADO' }),
    });
  });

  it('refuses staff and a company colleague with 403, and another client with 404', async () => {
    const ticket = await resolvedTicket();
    const url = `/api/tickets/${ticket.id}/confirm-resolution`;
    for (const actor of [desk.technician, desk.lead, desk.admin, colleague]) {
      const response = await post(url, actor);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para realizar esta acción.');
    }
    expect((await post(url, desk.otherClient)).statusCode).toBe(404);
    expect((await ticketOf(ticket.id)).status).toBe('RESUELTO');
  });

  it('answers 409 on a ticket that is not resolved, and 400/404 for bad ids', async () => {
    const pending = await createDeskTicket(testApp.app, desk);
    const response = await post(`/api/tickets/${pending.id}/confirm-resolution`, desk.client);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await post('/api/tickets/x/confirm-resolution', desk.client)).statusCode).toBe(400);
    const unknown = '/api/tickets/00000000-0000-4000-8000-000000000000/confirm-resolution';
    expect((await post(unknown, desk.client)).statusCode).toBe(404);
  });
});

describe('POST /api/tickets/:id/reopen', () => {
  it('reopens with the reason as a public comment the técnico reads', async () => {
    const ticket = await resolvedTicket();
    const response = await post(`/api/tickets/${ticket.id}/reopen`, desk.client, {
      reason: '  La caja 2 volvió a perder la red.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ticket).toMatchObject({ status: 'PENDIENTE', resolvedAt: null });
    const comments = (await get(`/api/tickets/${ticket.id}/comments`, desk.technician)).json().data
      .comments;
    expect(comments.at(-1)).toMatchObject({
      body: 'El problema sigue: La caja 2 volvió a perder la red.',
      isInternal: false,
      author: { id: desk.client.user.id },
    });
    expect(events).toContainEqual({
      name: 'ticket.comment_added',
      payload: expect.objectContaining({ ticketId: ticket.id, isInternal: false }),
    });
  });

  it('requires a reason (400, nothing written)', async () => {
    const ticket = await resolvedTicket();
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(2001) }]) {
      const response = await post(`/api/tickets/${ticket.id}/reopen`, desk.client, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe('reason');
    }
    const empty = await post(`/api/tickets/${ticket.id}/reopen`, desk.client, { reason: '' });
    expect(empty.json().error.details[0].message).toBe('Cuéntanos qué sigue fallando');
    expect((await ticketOf(ticket.id)).status).toBe('RESUELTO');
    const comments = (await get(`/api/tickets/${ticket.id}/comments`, desk.admin)).json().data
      .comments;
    expect(comments).toEqual([]);
  });

  it('refuses staff, a colleague and another client, and a ticket that is not resolved', async () => {
    const ticket = await resolvedTicket();
    const url = `/api/tickets/${ticket.id}/reopen`;
    const payload = { reason: 'Sigue igual' };
    for (const actor of [desk.technician, desk.lead, desk.admin, colleague])
      expect((await post(url, actor, payload)).statusCode).toBe(403);
    expect((await post(url, desk.otherClient, payload)).statusCode).toBe(404);
    const closed = await closedTicket();
    const late = await post(`/api/tickets/${closed.id}/reopen`, desk.client, payload);
    expect(late.statusCode).toBe(409);
    expect((await ticketOf(ticket.id)).status).toBe('RESUELTO');
  });
});

describe('/api/tickets/:id/rating', () => {
  it('stores one rating with the técnico and department, which staff then read', async () => {
    const ticket = await closedTicket();
    const before = (await get(`/api/tickets/${ticket.id}/rating`, desk.client)).json().data;
    expect(before).toEqual({ rating: null, canRate: true });
    const response = await post(`/api/tickets/${ticket.id}/rating`, desk.client, {
      rating: 4,
      comment: '  Rápidos y amables ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      rating: { rating: 4, comment: 'Rápidos y amables', client: { id: desk.client.user.id } },
      canRate: false,
    });
    const [row] = await testApp.database.db
      .select()
      .from(ticketRatings)
      .where(eq(ticketRatings.ticketId, ticket.id));
    expect(row).toMatchObject({
      rating: 4,
      clientId: desk.client.user.id,
      technicianId: desk.technician.user.id,
      departmentId: desk.department.id,
    });
    for (const actor of [desk.technician, desk.lead, desk.admin, colleague]) {
      const seen = (await get(`/api/tickets/${ticket.id}/rating`, actor)).json().data;
      expect(seen).toMatchObject({ rating: { rating: 4 }, canRate: false });
    }
    expect((await get(`/api/tickets/${ticket.id}/rating`, desk.otherClient)).statusCode).toBe(404);
    expect((await get(`/api/tickets/${ticket.id}/rating`, desk.outsider)).statusCode).toBe(404);
  });

  it('takes one tap (no comment) and refuses a second rating with 409', async () => {
    const ticket = await closedTicket();
    const first = await post(`/api/tickets/${ticket.id}/rating`, desk.client, { rating: 5 });
    expect(first.json().data.rating).toMatchObject({ rating: 5, comment: null });
    const again = await post(`/api/tickets/${ticket.id}/rating`, desk.client, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya calificaste la atención de este ticket.');
    expect(
      (await get(`/api/tickets/${ticket.id}/rating`, desk.admin)).json().data.rating.rating,
    ).toBe(5);
  });

  it('rejects ratings outside 1–5 with the Spanish message', async () => {
    const ticket = await closedTicket();
    for (const rating of [0, 6, 3.5, '5', null]) {
      const response = await post(`/api/tickets/${ticket.id}/rating`, desk.client, { rating });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0]).toEqual({
        field: 'rating',
        message: 'Elige de 1 a 5 estrellas',
      });
    }
    const long = await post(`/api/tickets/${ticket.id}/rating`, desk.client, {
      rating: 3,
      comment: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect((await get(`/api/tickets/${ticket.id}/rating`, desk.client)).json().data.rating).toBe(
      null,
    );
  });

  it('refuses staff, a colleague, another client, and a ticket not yet closed', async () => {
    const ticket = await closedTicket();
    const url = `/api/tickets/${ticket.id}/rating`;
    for (const actor of [desk.technician, desk.lead, desk.admin, colleague])
      expect((await post(url, actor, { rating: 5 })).statusCode).toBe(403);
    expect((await post(url, desk.otherClient, { rating: 5 })).statusCode).toBe(404);
    const resolved = await resolvedTicket();
    const early = await post(`/api/tickets/${resolved.id}/rating`, desk.client, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Podrás calificar la atención cuando el ticket esté cerrado.',
    );
    expect((await get(url, desk.admin)).json().data.rating).toBe(null);
  });
});

describe('a closed ticket', () => {
  it('answers 409 with a Spanish message to a reply or a note, from anyone', async () => {
    const ticket = await closedTicket();
    const url = `/api/tickets/${ticket.id}/comments`;
    for (const [actor, isInternal] of [
      [desk.client, false],
      [desk.technician, false],
      [desk.technician, true],
      [desk.admin, true],
    ] as const) {
      const response = await post(url, actor, { body: '¿Hola?', isInternal });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: 'El ticket está cerrado: crea un ticket relacionado para seguir con tu consulta.',
        error: { code: 'TICKET_CLOSED' },
      });
    }
  });
});

describe('priority after creation', () => {
  it('is for staff only: a client gets 403 with why, and nothing changes', async () => {
    const ticket = await createDeskTicket(testApp.app, desk, { priority: 'BAJA' });
    const response = await inject({
      method: 'PUT',
      url: `/api/tickets/${ticket.id}`,
      headers: desk.client.headers,
      payload: { version: 1, priority: 'URGENTE' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message:
        'La prioridad la define el equipo de soporte. Si es más urgente, cuéntalo en un comentario.',
      error: { code: 'PRIORITY_LOCKED' },
    });
    expect(await ticketOf(ticket.id)).toMatchObject({ priority: 'BAJA', version: 1 });
    const staff = await inject({
      method: 'PUT',
      url: `/api/tickets/${ticket.id}`,
      headers: desk.technician.headers,
      payload: { version: 1, priority: 'URGENTE' },
    });
    expect(staff.json().data.ticket).toMatchObject({
      priority: 'URGENTE',
      permissions: { canChangePriority: true },
    });
  });

  it('a client closes or reopens only through "¿Se resolvió tu problema?", not a status change', async () => {
    const ticket = await resolvedTicket();
    const version = (await ticketOf(ticket.id)).version;
    for (const status of ['CERRADO', 'PENDIENTE']) {
      const response = await inject({
        method: 'PUT',
        url: `/api/tickets/${ticket.id}`,
        headers: desk.client.headers,
        payload: { version, status },
      });
      expect(response.statusCode).toBe(409);
    }
    expect((await ticketOf(ticket.id)).status).toBe('RESUELTO');
  });
});

describe('GET /api/tickets/export', () => {
  it('carries each ticket’s Solución and rating, within the visibility rule, for staff only', async () => {
    const ticket = await resolvedTicket('=HYPERLINK("x") se cambió el cable');
    await post(`/api/tickets/${ticket.id}/confirm-resolution`, desk.client);
    await post(`/api/tickets/${ticket.id}/rating`, desk.client, {
      rating: 5,
      comment: 'Excelente',
    });
    const csv = await get('/api/tickets/export?format=csv&status=CERRADO', desk.technician);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="tickets-/);
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toContain('Solución');
    expect(header).toContain('Calificación (1 a 5)');
    const line = lines.find((row) => row.startsWith(`${ticket.number},`));
    // A formula-like resolution stays text (docs/conventions.md#security).
    expect(line).toContain(`"'=HYPERLINK(""x"") se cambió el cable"`);
    expect(line).toMatch(/,5,Excelente$/);
    // Outside the técnico's departments: not exported; clients may not export.
    const outsider = await get('/api/tickets/export?format=csv', desk.outsider);
    expect(outsider.body).not.toContain(`${ticket.number},`);
    expect((await get('/api/tickets/export?format=csv', desk.client)).statusCode).toBe(403);
    expect((await get('/api/tickets/export?format=pdf', desk.admin)).statusCode).toBe(400);
    const xlsx = await get('/api/tickets/export', desk.admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
