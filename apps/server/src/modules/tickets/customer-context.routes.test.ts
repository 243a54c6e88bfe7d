import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, customers, tickets, users } from '../../db/schema/index';
import { useTestApp } from '../../../test/build-test-app';
import {
  createDeskTicket,
  createTicket,
  type HelpDesk,
  makeHelpDesk,
} from '../../../test/ticket-factories';
import { updateUserCustomer } from '../users/index';
import { insertTicket } from './tickets.repository';

const testApp = useTestApp();
const inject = (options: InjectOptions) => testApp.app.inject(options);
type Actor = { headers: Record<string, string> };
const contextOf = (ref: string | number, actor: Actor) =>
  inject({ method: 'GET', url: `/api/tickets/${ref}/customer-context`, headers: actor.headers });
const saveNotes = (ref: string | number, actor: Actor, payload: object) =>
  inject({
    method: 'PUT',
    url: `/api/tickets/${ref}/customer-notes`,
    headers: actor.headers,
    payload,
  });

const INTERNAL_NOTE = 'Nota interna: el cliente debe dos facturas';
let desk: HelpDesk;
let companyId: string;
let current: { id: string; number: number };
let otherOpen: { id: string; number: number };
let closed: { id: string; number: number };
let elsewhere: { id: string; number: number };
let anonymous: { id: string; number: number };

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const [company] = await testApp.database.db
    .insert(customers)
    .values({ name: 'Pollería Doña Rosa', ruc: '20123456789', phone: '+51 1 234 5678' })
    .returning();
  companyId = company!.id;
  await updateUserCustomer(testApp.database.db, desk.client.user.id, companyId);
  current = await createDeskTicket(testApp.app, desk, { title: 'La balanza no pesa' });
  otherOpen = await createDeskTicket(testApp.app, desk, { title: 'Falta papel térmico' });
  closed = await createDeskTicket(testApp.app, desk, { title: 'Cambio de clave del cajero' });
  await testApp.database.db
    .update(tickets)
    .set({ status: 'CERRADO', closedAt: new Date() })
    .where(eq(tickets.id, closed.id));
  // The same client's ticket in a department the técnico does not work.
  elsewhere = await createTicket(testApp.app, desk.client, {
    departmentId: desk.otherDepartment.id,
    title: 'Otra sede sin internet',
  });
  const note = await inject({
    method: 'POST',
    url: `/api/tickets/${otherOpen.id}/comments`,
    headers: desk.admin.headers,
    payload: { body: INTERNAL_NOTE, isInternal: true },
  });
  expect(note.statusCode).toBe(201);
  // A requester without an account nor a company (a ticket typed in by staff for a caller).
  const row = await insertTicket(testApp.database.db, {
    title: 'Llamada sin cuenta',
    description: 'Llamó por teléfono.',
    departmentId: desk.department.id,
    contactName: 'Julio Paredes',
    contactEmail: 'julio@paredes.pe',
    contactPhone: '+51 999 111 222',
  });
  anonymous = { id: row!.id, number: row!.number };
});

describe('GET /api/tickets/:id/customer-context', () => {
  it("gives staff the requester, the company and the customer's other tickets, as links by number", async () => {
    const response = await contextOf(current.number, desk.admin);
    expect(response.statusCode).toBe(200);
    const context = response.json().data;
    expect(context.requester).toMatchObject({
      name: desk.client.user.name,
      email: desk.client.user.email,
      account: { id: desk.client.user.id, notes: null },
    });
    expect(context.company).toMatchObject({
      id: companyId,
      name: 'Pollería Doña Rosa',
      ruc: '20123456789',
    });
    const numbers = (list: Array<{ number: number }>) => list.map((ticket) => ticket.number);
    // Newest change first: the internal note just touched `otherOpen`.
    expect(numbers(context.openTickets)).toEqual([otherOpen.number, elsewhere.number]);
    expect(context.openCount).toBe(2);
    expect(numbers(context.recentTickets)).toEqual([closed.number]);
    // Never the ticket itself, never a message, let alone an internal note.
    expect(numbers([...context.openTickets, ...context.recentTickets])).not.toContain(
      current.number,
    );
    expect(response.body).not.toContain(INTERNAL_NOTE);
  });

  it('lists for a técnico only the other tickets the visibility rule lets them open', async () => {
    const context = (await contextOf(current.id, desk.technician)).json().data;
    expect(context.openTickets.map((ticket: { id: string }) => ticket.id)).toEqual([otherOpen.id]);
    expect(context.openCount).toBe(1);
  });

  it('refuses clients with 403, the requester and another client alike, and says nothing', async () => {
    for (const actor of [desk.client, desk.otherClient]) {
      const response = await contextOf(current.id, actor);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Pollería');
    }
  });

  it('answers 404 to staff who may not see the ticket, as for one that does not exist', async () => {
    const hidden = await contextOf(current.id, desk.outsider);
    const missing = await contextOf(99_999_999, desk.outsider);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
  });

  it('shows a requester without account nor company with their contact details and nothing else', async () => {
    const context = (await contextOf(anonymous.id, desk.lead)).json().data;
    expect(context).toMatchObject({
      requester: { name: 'Julio Paredes', phone: '+51 999 111 222', account: null },
      company: null,
      openTickets: [],
      recentTickets: [],
      openCount: 0,
    });
  });

  it('refuses a malformed id with 400 and its message', async () => {
    const response = await contextOf('no-es-un-ticket', desk.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/identificador del ticket/);
  });
});

describe('PUT /api/tickets/:id/customer-notes', () => {
  it('lets a técnico note something about the company and the requester, audited, never shown to the client', async () => {
    const company = await saveNotes(current.id, desk.technician, {
      about: 'COMPANY',
      notes: '  Pagan a 30 días; llamar antes de las 11  ',
    });
    expect(company.statusCode).toBe(200);
    expect(company.json().data.company.notes).toBe('Pagan a 30 días; llamar antes de las 11');
    const requester = await saveNotes(current.number, desk.technician, {
      about: 'REQUESTER',
      notes: 'Prefiere WhatsApp',
    });
    expect(requester.json().data.requester.account.notes).toBe('Prefiere WhatsApp');
    const audited = await testApp.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, companyId));
    expect(audited.map((row) => row.action)).toContain('CUSTOMER_UPDATED');
    // The client reads their ticket and their account: the notes are in neither.
    for (const url of [`/api/tickets/${current.id}`, '/api/tickets', '/api/auth/me']) {
      const seen = await inject({ method: 'GET', url, headers: desk.client.headers });
      expect(seen.statusCode).toBe(200);
      expect(seen.body).not.toContain('Prefiere WhatsApp');
      expect(seen.body).not.toContain('Pagan a 30 días');
    }
    // An empty text clears the notes.
    const cleared = await saveNotes(current.id, desk.technician, {
      about: 'REQUESTER',
      notes: ' ',
    });
    expect(cleared.json().data.requester.account.notes).toBeNull();
  });

  it('refuses clients with 403 and writes nothing', async () => {
    const response = await saveNotes(current.id, desk.client, { about: 'COMPANY', notes: 'Hola' });
    expect(response.statusCode).toBe(403);
    const [row] = await testApp.database.db
      .select({ notes: customers.notes })
      .from(customers)
      .where(eq(customers.id, companyId));
    expect(row!.notes).not.toBe('Hola');
  });

  it('refuses notes over 2000 characters and a target the ticket lacks, with 400 and a Spanish message', async () => {
    const tooLong = await saveNotes(current.id, desk.admin, {
      about: 'COMPANY',
      notes: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/2000 caracteres/);
    for (const about of ['COMPANY', 'REQUESTER']) {
      const response = await saveNotes(anonymous.id, desk.admin, { about, notes: 'Algo' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/empresa asociada|cuenta en el portal/);
    }
    const [user] = await testApp.database.db
      .select({ notes: users.notes })
      .from(users)
      .where(eq(users.id, desk.client.user.id));
    expect(user!.notes).toBeNull();
  });

  it('answers 404 to a técnico outside the ticket and writes nothing', async () => {
    const response = await saveNotes(current.id, desk.outsider, {
      about: 'COMPANY',
      notes: 'Intruso',
    });
    expect(response.statusCode).toBe(404);
    const [row] = await testApp.database.db
      .select({ notes: customers.notes })
      .from(customers)
      .where(eq(customers.id, companyId));
    expect(row!.notes).not.toBe('Intruso');
  });
});

describe('GET /api/tickets/:number', () => {
  it('opens a ticket by its number, like by its id, for whoever may see it', async () => {
    for (const actor of [desk.client, desk.technician, desk.admin]) {
      const byNumber = await inject({
        method: 'GET',
        url: `/api/tickets/${current.number}`,
        headers: actor.headers,
      });
      expect(byNumber.statusCode).toBe(200);
      expect(byNumber.json().data.ticket.id).toBe(current.id);
    }
    const byId = await inject({
      method: 'GET',
      url: `/api/tickets/${current.id}`,
      headers: desk.client.headers,
    });
    expect(byId.json().data.ticket.number).toBe(current.number);
  });

  it("answers another client's number with the very 404 of a number that does not exist", async () => {
    const theirs = await inject({
      method: 'GET',
      url: `/api/tickets/${current.number}`,
      headers: desk.otherClient.headers,
    });
    const none = await inject({
      method: 'GET',
      url: '/api/tickets/987654321',
      headers: desk.otherClient.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
  });

  it('shows the company of a portal ticket to staff and to clients of that company', async () => {
    for (const actor of [desk.client, desk.admin]) {
      const ticket = (
        await inject({
          method: 'GET',
          url: `/api/tickets/${otherOpen.number}`,
          headers: actor.headers,
        })
      ).json().data.ticket;
      expect(ticket.requester.business).toBe('Pollería Doña Rosa');
      expect(ticket.contact.business).toBe('Pollería Doña Rosa');
    }
  });
});
