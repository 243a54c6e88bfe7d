import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  customerContacts,
  customers,
  ticketEvents,
  tickets,
} from '../../db/schema/index';
import { useTestApp } from '../../../test/build-test-app';
import { updateUserCustomer } from '../users/index';
import { type HelpDesk, makeHelpDesk, publicTicketFields } from '../../../test/ticket-factories';

// docs/customers.md#company-suggestions: the public form links an existing company only for one of
// its known e-mails; a typed name alone becomes a suggestion staff confirm or dismiss.
const testApp = useTestApp({ RATE_LIMIT_PUBLIC_TICKETS_PER_HOUR: '1000' });
const inject = (options: InjectOptions) => testApp.app.inject(options);
type Actor = { headers: Record<string, string> };

const COMPANY = 'Pollería Doña Rosa';
const KNOWN_EMAIL = 'rosa@polleriadonarosa.pe';
let desk: HelpDesk;
let companyId: string;

/** A multipart/form-data body of plain fields, as the browser sends the public form. */
function submitPublic(overrides: Record<string, string>) {
  const boundary = `----atiende${Math.random().toString(16).slice(2)}`;
  const fields = publicTicketFields(desk.department.id, overrides);
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return inject({
    method: 'POST',
    url: '/api/tickets/public',
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const rowOf = async (ticketId: string) =>
  (await testApp.database.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0]!;

async function publicTicket(overrides: Record<string, string>) {
  const response = await submitPublic(overrides);
  expect(response.statusCode).toBe(201);
  return rowOf((response.json().data as { ticketId: string }).ticketId);
}

const contactsOf = (customerId: string) =>
  testApp.database.db
    .select()
    .from(customerContacts)
    .where(eq(customerContacts.customerId, customerId));

/** A requester who typed the company's name with an e-mail the company does not know. */
const stranger = (email: string) =>
  publicTicket({
    clientBusiness: 'polleria dona  rosa',
    customerEmail: email,
    customerName: 'Iván Ruiz',
  });

const post = (ref: string | number, action: string, actor: Actor, payload?: object) =>
  inject({
    method: 'POST',
    url: `/api/tickets/${ref}/company-suggestion/${action}`,
    headers: actor.headers,
    payload,
  });
const confirm = (ref: string | number, actor: Actor, payload?: object) =>
  post(ref, 'confirm', actor, payload ?? { addRequesterAsContact: false });
const dismiss = (ref: string | number, actor: Actor) => post(ref, 'dismiss', actor);
const contextOf = (ref: string | number, actor: Actor) =>
  inject({ method: 'GET', url: `/api/tickets/${ref}/customer-context`, headers: actor.headers });

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const [company] = await testApp.database.db
    .insert(customers)
    .values({ name: COMPANY, email: 'ventas@polleriadonarosa.pe' })
    .returning();
  companyId = company!.id;
  await testApp.database.db.insert(customerContacts).values({
    customerId: companyId,
    name: 'Rosa Quispe',
    email: KNOWN_EMAIL,
    source: 'MANUAL',
  });
});

describe('POST /api/tickets/public: the typed company', () => {
  it("links the ticket when the requester's e-mail is a known contact of the company", async () => {
    const ticket = await publicTicket({
      clientBusiness: COMPANY,
      customerEmail: 'ROSA@polleriadonarosa.pe',
    });
    expect(ticket.customerId).toBe(companyId);
    expect(ticket.suggestedCustomerId).toBeNull();
  });

  it("links the ticket when the requester's e-mail is the company's own", async () => {
    const ticket = await publicTicket({
      clientBusiness: COMPANY,
      customerEmail: 'ventas@polleriadonarosa.pe',
    });
    expect(ticket.customerId).toBe(companyId);
  });

  it('only suggests the company for an unknown e-mail (name matched without case, accents or extra spaces) and adds no contact', async () => {
    const before = await contactsOf(companyId);
    const ticket = await stranger('ivan@atacante.pe');
    expect(ticket.customerId).toBeNull();
    expect(ticket.suggestedCustomerId).toBe(companyId);
    expect(await contactsOf(companyId)).toHaveLength(before.length);
    expect(
      await testApp.database.db.$count(customers, eq(customers.name, 'polleria dona rosa')),
    ).toBe(0);
  });

  it('does not match a name that is only similar', async () => {
    const ticket = await publicTicket({
      clientBusiness: 'Pollería Doña Rosa II',
      customerEmail: 'otra@sede.pe',
    });
    expect(ticket.suggestedCustomerId).toBeNull();
    expect(ticket.customerId).not.toBe(companyId);
  });

  it('creates a new company with the requester as its first contact, as before', async () => {
    const ticket = await publicTicket({
      clientBusiness: 'Chifa Dragón Dorado',
      customerEmail: 'li@chifa.pe',
    });
    expect(ticket.customerId).not.toBeNull();
    expect(ticket.suggestedCustomerId).toBeNull();
    const contacts = await contactsOf(ticket.customerId!);
    expect(contacts.map((contact) => [contact.email, contact.source])).toEqual([
      ['li@chifa.pe', 'PUBLIC_FORM'],
    ]);
    const again = await publicTicket({
      clientBusiness: 'chifa dragon dorado',
      customerEmail: 'li@chifa.pe',
    });
    expect(again.customerId).toBe(ticket.customerId);
  });
});

describe('POST /api/tickets/:id/company-suggestion/{confirm,dismiss}', () => {
  it('shows the suggestion to staff in the customer panel and never to clients', async () => {
    const ticket = await stranger('ivan2@atacante.pe');
    const context = await contextOf(ticket.number, desk.technician);
    expect(context.json().data.suggestedCompany).toEqual({ id: companyId, name: COMPANY });
    expect(context.json().data.company).toBeNull();
    expect((await contextOf(ticket.number, desk.client)).statusCode).toBe(403);
    const detail = await inject({
      method: 'GET',
      url: `/api/tickets/${ticket.id}`,
      headers: desk.admin.headers,
    });
    expect(JSON.stringify(detail.json())).not.toContain(companyId);
  });

  it('lets a técnico of the department link the company and add the requester as its contact, with history and audit', async () => {
    const ticket = await stranger('ivan3@atacante.pe');
    const response = await confirm(ticket.number, desk.technician, { addRequesterAsContact: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.company.id).toBe(companyId);
    expect(response.json().data.suggestedCompany).toBeNull();
    const row = await rowOf(ticket.id);
    expect(row.customerId).toBe(companyId);
    expect(row.suggestedCustomerId).toBeNull();
    expect(row.version).toBe(ticket.version + 1);
    const contacts = await contactsOf(companyId);
    expect(contacts.some((contact) => contact.email === 'ivan3@atacante.pe')).toBe(true);
    const events = await testApp.database.db
      .select()
      .from(ticketEvents)
      .where(and(eq(ticketEvents.ticketId, ticket.id), eq(ticketEvents.type, 'company_linked')));
    expect(events.map((event) => [event.actorId, event.toValue])).toEqual([
      [desk.technician.user.id, COMPANY],
    ]);
    const [audit] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, ticket.id), eq(auditLogs.action, 'TICKET_COMPANY_LINKED')));
    expect(audit!.details).toMatchObject({ requesterAddedAsContact: true });
    expect(audit!.after).toMatchObject({ customerId: companyId });
    // The company's portal client now sees the ticket, but not the staff's decision.
    await updateUserCustomer(testApp.database.db, desk.client.user.id, companyId);
    const history = await inject({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/history`,
      headers: desk.client.headers,
    });
    expect(history.statusCode).toBe(200);
    const types = history.json().data.events.map((event: { type: string }) => event.type);
    expect(types).toEqual(['created']);
  });

  it('links without adding the requester as a contact when staff do not ask for it', async () => {
    const ticket = await stranger('ivan4@atacante.pe');
    expect((await confirm(ticket.id, desk.lead)).statusCode).toBe(200);
    const contacts = await contactsOf(companyId);
    expect(contacts.some((contact) => contact.email === 'ivan4@atacante.pe')).toBe(false);
  });

  it('dismisses the suggestion: no company, history and audit recorded', async () => {
    const ticket = await stranger('ivan5@atacante.pe');
    const response = await dismiss(ticket.id, desk.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.suggestedCompany).toBeNull();
    const row = await rowOf(ticket.id);
    expect(row.customerId).toBeNull();
    expect(row.suggestedCustomerId).toBeNull();
    const history = await inject({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/history`,
      headers: desk.admin.headers,
    });
    const dismissed = history
      .json()
      .data.events.find((event: { type: string }) => event.type === 'company_suggestion_dismissed');
    expect(dismissed).toMatchObject({ to: COMPANY, actor: { id: desk.admin.user.id } });
    expect(
      await testApp.database.db.$count(
        auditLogs,
        and(
          eq(auditLogs.entityId, ticket.id),
          eq(auditLogs.action, 'TICKET_COMPANY_SUGGESTION_DISMISSED'),
        ),
      ),
    ).toBe(1);
    // A second decision finds no suggestion left.
    const again = await confirm(ticket.id, desk.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('ya no tiene una empresa sugerida');
  });

  it('refuses a client (403) and a técnico of another department (404), and changes nothing', async () => {
    const ticket = await stranger('ivan6@atacante.pe');
    expect((await confirm(ticket.id, desk.client)).statusCode).toBe(403);
    expect((await dismiss(ticket.id, desk.client)).statusCode).toBe(403);
    expect((await confirm(ticket.id, desk.outsider)).statusCode).toBe(404);
    expect((await dismiss(ticket.id, desk.outsider)).statusCode).toBe(404);
    const row = await rowOf(ticket.id);
    expect(row.suggestedCustomerId).toBe(companyId);
    expect(row.customerId).toBeNull();
  });

  it('answers 404 for an unknown ticket, 409 for a ticket without suggestion and 400 for a bad body', async () => {
    expect((await confirm('00000000-0000-4000-8000-000000000000', desk.admin)).statusCode).toBe(
      404,
    );
    expect((await dismiss(999_999_999, desk.admin)).statusCode).toBe(404);
    const linked = await publicTicket({ clientBusiness: COMPANY, customerEmail: KNOWN_EMAIL });
    const none = await confirm(linked.id, desk.admin);
    expect(none.statusCode).toBe(409);
    expect((await dismiss(linked.id, desk.admin)).statusCode).toBe(409);
    const ticket = await stranger('ivan7@atacante.pe');
    const bad = await confirm(ticket.id, desk.admin, { addRequesterAsContact: 'sí' });
    expect(bad.statusCode).toBe(400);
    const row = await rowOf(ticket.id);
    expect(row.suggestedCustomerId).toBe(companyId);
  });

  it('moves the suggestion with a merge of the suggested company', async () => {
    const [source] = await testApp.database.db
      .insert(customers)
      .values({ name: 'Broastería Don Lucho' })
      .returning();
    const ticket = await publicTicket({
      clientBusiness: 'BROASTERIA DON LUCHO',
      customerEmail: 'alguien@correo.pe',
    });
    expect(ticket.suggestedCustomerId).toBe(source!.id);
    const merged = await inject({
      method: 'POST',
      url: `/api/customers-unified/${source!.id}/merge`,
      headers: desk.admin.headers,
      payload: { intoId: companyId },
    });
    expect(merged.statusCode).toBe(200);
    const row = await rowOf(ticket.id);
    expect(row.suggestedCustomerId).toBe(companyId);
  });
});
