import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index';
import { useTestApp } from '../../../test/build-test-app';
import { createDeskTicket, type HelpDesk, makeHelpDesk } from '../../../test/ticket-factories';
import { updateUserCustomer } from '../users/index';
import { companiesMatching } from './ticket-list.repository';
import { insertTicket } from './tickets.repository';

const testApp = useTestApp();
let desk: HelpDesk;
let portal: { id: string; number: number };
let typedIn: { id: string; number: number };
let mentioning: { id: string; number: number };

/** The numbers of the tickets `actor` finds for `search`, in the list's order. */
async function found(actor: { headers: Record<string, string> }, search: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/tickets?search=${encodeURIComponent(search)}&limit=100`,
    headers: actor.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.tickets.map((ticket: { number: number }) => ticket.number);
}

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const [company] = await testApp.database.db
    .insert(customers)
    .values({ name: 'Panadería Santa Lucía' })
    .returning();
  await updateUserCustomer(testApp.database.db, desk.client.user.id, company!.id);
  // A portal ticket: no business typed, only the client's company (customer).
  portal = await createDeskTicket(testApp.app, desk, { title: 'El horno no enciende' });
  const row = await insertTicket(testApp.database.db, {
    title: 'Consulta de garantía',
    description: 'Llamó por teléfono.',
    departmentId: desk.department.id,
    contactName: 'Óscar Ñahui',
    contactEmail: 'oscar.nahui@ferreteriaandina.pe',
    contactBusiness: 'Ferretería Andina',
  });
  typedIn = { id: row!.id, number: row!.number };
  mentioning = await createDeskTicket(testApp.app, desk, {
    title: `Seguimiento del ticket ${portal.number}`,
  });
});

describe('GET /api/tickets?search=', () => {
  it("finds a ticket by the requester's name, accents or not", async () => {
    for (const search of ['Óscar Ñahui', 'oscar nahui']) {
      expect(await found(desk.admin, search)).toEqual([typedIn.number]);
    }
  });

  it('finds a ticket by the whole e-mail and by a part of it', async () => {
    for (const search of ['oscar.nahui@ferreteriaandina.pe', 'ferreteriaandina']) {
      expect(await found(desk.admin, search)).toEqual([typedIn.number]);
    }
  });

  it('finds a ticket by the business typed in and by the portal client’s company', async () => {
    expect(await found(desk.technician, 'ferreteria andina')).toEqual([typedIn.number]);
    const bakery = await found(desk.technician, 'panaderia santa lucia');
    expect(bakery).toContain(portal.number);
    expect(bakery).toContain(mentioning.number);
  });

  it('lists the ticket a number names first, with # or without', async () => {
    for (const search of [`#${portal.number}`, String(portal.number)]) {
      const numbers = await found(desk.admin, search);
      expect(numbers[0]).toBe(portal.number);
    }
  });

  it('finds a company’s tickets when its name is a word hundreds of companies share', async () => {
    // Over COMPANY_MATCH_LIMIT matches, the statement looks the companies up itself.
    await testApp.database.db
      .insert(customers)
      .values(Array.from({ length: 205 }, (_, i) => ({ name: `Panadería ${i} Norte` })));
    expect(await companiesMatching(testApp.database.db, 'panaderia')).toBeNull();
    expect(await found(desk.technician, 'panaderia')).toContain(portal.number);
    // A few matches are named by id; none leaves the bare full-text condition.
    expect(await companiesMatching(testApp.database.db, 'santa lucia')).toHaveLength(1);
    expect(await companiesMatching(testApp.database.db, 'reembolso')).toEqual([]);
    expect(await found(desk.technician, 'reembolso')).toEqual([]);
  });

  it("finds nothing of another company's tickets for a client searching its name", async () => {
    expect(await found(desk.otherClient, 'Panadería Santa Lucía')).toEqual([]);
    expect(await found(desk.otherClient, `#${portal.number}`)).toEqual([]);
    expect(await found(desk.client, 'Panadería Santa Lucía')).toContain(portal.number);
  });
});
