import { customerMessages } from '@atiende/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeUser } from '../../../test/build-test-app';
import { type RoleHeaders, injectAsRole, signInEveryRole } from '../../../test/role-sessions';
import { auditLogs, customers, tickets, users } from '../../db/schema/index';
import { linkUserToCustomer } from './index';

const headers: RoleHeaders = {};
let departmentId: string;

const inject = injectAsRole(() => testApp, headers);

async function createCustomer(payload: Record<string, unknown>) {
  const response = await inject('POST', '/api/customers-unified', 'ADMIN', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.customer as { id: string; name: string };
}

/** A ticket of the customer, filed straight in the table (the form is tested elsewhere). */
async function addTicket(customerId: string, title: string) {
  await testApp.database.db.insert(tickets).values({
    title,
    description: 'Detalle del problema',
    priority: 'MEDIA',
    departmentId,
    source: 'WEB',
    contactName: 'Cliente',
    customerId,
  } as typeof tickets.$inferInsert);
}

const ticketsOf = (customerId: string) =>
  testApp.database.db.$count(tickets, eq(tickets.customerId, customerId)).then(Number);

const testApp = useTestApp();
beforeAll(async () => {
  await signInEveryRole(testApp, headers);
  const department = await inject('POST', '/api/departments', 'ADMIN', { name: 'Soporte' });
  departmentId = department.json().data.department.id;
});

describe('GET /api/customers-unified/duplicates', () => {
  it('pairs customers sharing an e-mail (own or a contact’s) or a phone, with the reason', async () => {
    const a = await createCustomer({ name: 'Broastería Don Pepe', email: 'pepe@donpepe.pe' });
    const b = await createCustomer({
      name: 'Don Pepe Broaster',
      contacts: [{ name: 'Pepe', email: 'PEPE@donpepe.pe' }],
    });
    const c = await createCustomer({ name: 'Café Aroma', phone: '+51 999 888 777' });
    const d = await createCustomer({ name: 'Aroma Café Miraflores', phone: '999-888-777' });
    await createCustomer({ name: 'Sin relación', email: 'otro@otro.pe', phone: '01 222 3333' });
    const response = await inject('GET', '/api/customers-unified/duplicates', 'ADMIN');
    expect(response.statusCode).toBe(200);
    const pairs = response.json().data.duplicates as Array<{
      reason: string;
      value: string;
      first: { id: string };
      second: { id: string };
    }>;
    const summary = pairs.map((pair) => [
      pair.reason,
      pair.value,
      [pair.first.id, pair.second.id].sort(),
    ]);
    expect(summary).toEqual([
      ['EMAIL', 'pepe@donpepe.pe', [a.id, b.id].sort()],
      ['PHONE', '999888777', [c.id, d.id].sort()],
    ]);
  });

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)('refuses a %s', async (role) => {
    expect((await inject('GET', '/api/customers-unified/duplicates', role)).statusCode).toBe(403);
  });

  it('refuses an anonymous caller', async () => {
    expect((await inject('GET', '/api/customers-unified/duplicates')).statusCode).toBe(401);
  });
});

describe('POST /api/customers-unified/{id}/merge', () => {
  it('moves tickets, users and new contacts, fills empty fields, deletes the source, audits', async () => {
    const source = await createCustomer({
      name: 'Restaurante Sabor Norteño',
      ruc: '20111222333',
      chainName: 'Sabor Norteño',
      address: 'Av. Larco 123',
      contacts: [
        { name: 'Marta', email: 'marta@sabor.pe' },
        { name: 'Marta duplicada', email: 'compartido@sabor.pe' },
      ],
    });
    const target = await createCustomer({
      name: 'Sabor Norteño SAC',
      address: 'Jr. Unión 456',
      contacts: [{ name: 'Compartido', email: 'COMPARTIDO@sabor.pe' }],
    });
    await addTicket(source.id, 'Uno');
    await addTicket(source.id, 'Dos');
    await addTicket(target.id, 'Tres');
    const client = await makeUser(testApp.database, { role: 'CLIENT', name: 'Cliente Sabor' });
    await linkUserToCustomer(testApp.database.db, source.id, { ...client, phone: null });

    const response = await inject('POST', `/api/customers-unified/${source.id}/merge`, 'ADMIN', {
      intoId: target.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { customer, moved } = response.json().data;
    expect(moved).toEqual({ tickets: 2, users: 1, contacts: 2 });
    expect(customer).toMatchObject({
      id: target.id,
      name: 'Sabor Norteño SAC',
      ruc: '20111222333',
      chainName: 'Sabor Norteño',
      address: 'Jr. Unión 456',
      stats: { ticketsTotal: 3, contactsCount: 3 },
    });
    expect(customer.contacts.map((row: { name: string }) => row.name).sort()).toEqual([
      'Cliente Sabor',
      'Compartido',
      'Marta',
    ]);
    expect(await ticketsOf(target.id)).toBe(3);
    const [user] = await testApp.database.db.select().from(users).where(eq(users.id, client.id));
    expect(user?.customerId).toBe(target.id);
    expect(
      await testApp.database.db.$count(customers, eq(customers.id, source.id)).then(Number),
    ).toBe(0);
    const [entry] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'CUSTOMER_MERGED'));
    expect(entry).toMatchObject({ entityType: 'CUSTOMER', entityId: target.id });
    expect(entry?.before).toMatchObject({
      source: { id: source.id, name: 'Restaurante Sabor Norteño' },
      target: { id: target.id, ruc: null },
    });
    expect(entry?.after).toMatchObject({ ruc: '20111222333' });
  });

  it('refuses a merge into itself with 400 and a Spanish message, changing nothing', async () => {
    const customer = await createCustomer({ name: 'Solo Uno' });
    await addTicket(customer.id, 'Propio');
    const response = await inject('POST', `/api/customers-unified/${customer.id}/merge`, 'ADMIN', {
      intoId: customer.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: customerMessages.errors.CUSTOMER_MERGE_INTO_SELF,
      error: { code: 'CUSTOMER_MERGE_INTO_SELF' },
    });
    expect(await ticketsOf(customer.id)).toBe(1);
  });

  it('answers 404 when either customer is unknown, and nothing moves', async () => {
    const customer = await createCustomer({ name: 'Existe' });
    await addTicket(customer.id, 'Queda');
    const intoUnknown = await inject(
      'POST',
      `/api/customers-unified/${customer.id}/merge`,
      'ADMIN',
      { intoId: crypto.randomUUID() },
    );
    expect(intoUnknown.statusCode).toBe(404);
    expect(intoUnknown.json().message).toBe(customerMessages.errors.CUSTOMER_NOT_FOUND);
    const fromUnknown = await inject(
      'POST',
      `/api/customers-unified/${crypto.randomUUID()}/merge`,
      'ADMIN',
      { intoId: customer.id },
    );
    expect(fromUnknown.statusCode).toBe(404);
    expect(await ticketsOf(customer.id)).toBe(1);
  });

  it('rejects a missing or malformed intoId with 400', async () => {
    const customer = await createCustomer({ name: 'Cuerpo malo' });
    for (const payload of [{}, { intoId: 'abc' }]) {
      const response = await inject(
        'POST',
        `/api/customers-unified/${customer.id}/merge`,
        'ADMIN',
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(customerMessages.validation.intoIdRequired);
    }
  });

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)(
    'refuses a %s and moves nothing',
    async (role) => {
      const source = await createCustomer({ name: `Origen ${role}` });
      const target = await createCustomer({ name: `Destino ${role}` });
      await addTicket(source.id, 'Se queda');
      const response = await inject('POST', `/api/customers-unified/${source.id}/merge`, role, {
        intoId: target.id,
      });
      expect(response.statusCode).toBe(403);
      expect(await ticketsOf(source.id)).toBe(1);
    },
  );

  it('refuses an anonymous caller', async () => {
    const url = `/api/customers-unified/${crypto.randomUUID()}/merge`;
    const response = await inject('POST', url, undefined, { intoId: crypto.randomUUID() });
    expect(response.statusCode).toBe(401);
  });
});
