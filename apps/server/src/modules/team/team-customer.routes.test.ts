import { teamMessages, type Role } from '@atiende/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeUser } from '../../../test/build-test-app';
import { injectWithHeaders } from '../../../test/role-sessions';
import { createTicket, type HelpDesk, makeHelpDesk } from '../../../test/ticket-factories';
import { auditLogs, customerContacts, customers, users } from '../../db/schema/index';

/** A client's company (empresa) set from Equipo y Roles (docs/team.md). */
let desk: HelpDesk;
const v = teamMessages.validation;
const password = 'Lomo-Saltado-2026';

const call = injectWithHeaders(() => testApp);
const admin = () => desk.admin.headers;

let sequence = 0;
async function makeCustomer(options: { isActive?: boolean } = {}) {
  sequence += 1;
  const [customer] = await testApp.database.db
    .insert(customers)
    .values({ name: `Pollería El Sabor ${sequence}`, isActive: options.isActive ?? true })
    .returning();
  return customer!;
}

const customerIdOf = async (id: string) => {
  const [row] = await testApp.database.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, id));
  return row?.customerId;
};

const contactsOf = (customerId: string, userId: string) =>
  testApp.database.db
    .$count(
      customerContacts,
      and(eq(customerContacts.customerId, customerId), eq(customerContacts.userId, userId)),
    )
    .then(Number);

const testApp = useTestApp();
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

describe('POST /api/users with customerId', () => {
  it('creates a client of a company: linked, a USER contact, audited with the name', async () => {
    const customer = await makeCustomer();
    const response = await call('POST', '/api/users', admin(), {
      name: 'Carla Ríos',
      email: 'carla.rios@elsabor.pe',
      password,
      role: 'CLIENT',
      customerId: customer.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data.user;
    expect(created.customer).toEqual({ id: customer.id, name: customer.name });
    expect(await customerIdOf(created.id)).toBe(customer.id);
    expect(await contactsOf(customer.id, created.id)).toBe(1);
    const [entry] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'USER_CREATED'), eq(auditLogs.entityId, created.id)));
    expect(entry?.after).toMatchObject({ customerId: customer.id, customerName: customer.name });
  });

  it('refuses a company for staff (400) and an unknown or inactive company, writing nothing', async () => {
    const customer = await makeCustomer();
    const inactive = await makeCustomer({ isActive: false });
    const cases: Array<[Role, string, string]> = [
      ['TECHNICIAN', customer.id, v.customerClientOnly],
      ['ADMIN', customer.id, v.customerClientOnly],
      ['CLIENT', crypto.randomUUID(), v.customerUnknown],
      ['CLIENT', inactive.id, v.customerUnknown],
    ];
    for (const [index, [role, customerId, message]] of cases.entries()) {
      const email = `rechazo${index}@elsabor.pe`;
      const response = await call('POST', '/api/users', admin(), {
        name: 'Persona Rechazada',
        email,
        password,
        role,
        customerId,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
      expect(response.json().error.details).toEqual([{ field: 'customerId', message }]);
      expect(await testApp.database.db.$count(users, eq(users.email, email))).toBe(0);
    }
    const malformed = await call('POST', '/api/users', admin(), {
      name: 'Persona',
      email: 'malformada@elsabor.pe',
      password,
      role: 'CLIENT',
      customerId: 'no-es-un-id',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toEqual([{ field: 'customerId', message: v.idInvalid }]);
  });

  it('refuses a lead (whose técnicos have no company) and the other roles', async () => {
    const customer = await makeCustomer();
    const payload = {
      name: 'Tec',
      email: 'tec.empresa@elsabor.pe',
      password,
      role: 'TECHNICIAN',
      departmentIds: [desk.department.id],
      customerId: customer.id,
    };
    const lead = await call('POST', '/api/users', desk.lead.headers, payload);
    expect(lead.statusCode).toBe(400);
    expect(lead.json().message).toBe(v.customerClientOnly);
    const clientPayload = { ...payload, role: 'CLIENT', departmentIds: undefined };
    expect((await call('POST', '/api/users', desk.lead.headers, clientPayload)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/users', desk.technician.headers, clientPayload)).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/users', desk.client.headers, clientPayload)).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/users', {}, clientPayload)).statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id} with customerId', () => {
  it('links, moves and unlinks a client, auditing before → after with the names', async () => {
    const first = await makeCustomer();
    const second = await makeCustomer();
    const person = await makeUser(testApp.database, { role: 'CLIENT', name: 'Mario Lazo' });
    const linked = await call('PUT', `/api/users/${person.id}`, admin(), {
      customerId: first.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.user.customer).toEqual({ id: first.id, name: first.name });

    const moved = await call('PUT', `/api/users/${person.id}`, admin(), {
      customerId: second.id,
    });
    expect(moved.json().data.user.customer).toEqual({ id: second.id, name: second.name });
    expect(await customerIdOf(person.id)).toBe(second.id);
    expect(await contactsOf(second.id, person.id)).toBe(1);

    const cleared = await call('PUT', `/api/users/${person.id}`, admin(), { customerId: null });
    expect(cleared.json().data.user.customer).toBeNull();
    expect(await customerIdOf(person.id)).toBeNull();
    // The contact rows stay: they are the customer's history of who wrote for it.
    expect(await contactsOf(first.id, person.id)).toBe(1);
    expect(await contactsOf(second.id, person.id)).toBe(1);

    const entries = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'USER_UPDATED'), eq(auditLogs.entityId, person.id)))
      .orderBy(auditLogs.createdAt);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [
        expect.objectContaining({ customerId: null, customerName: null }),
        expect.objectContaining({ customerId: first.id, customerName: first.name }),
      ],
      [
        expect.objectContaining({ customerId: first.id, customerName: first.name }),
        expect.objectContaining({ customerId: second.id, customerName: second.name }),
      ],
      [
        expect.objectContaining({ customerId: second.id, customerName: second.name }),
        expect.objectContaining({ customerId: null, customerName: null }),
      ],
    ]);
  });

  it('keeps an unchanged link to a since-deactivated company; refuses a new inactive one', async () => {
    const customer = await makeCustomer();
    const person = await makeUser(testApp.database, { role: 'CLIENT' });
    await call('PUT', `/api/users/${person.id}`, admin(), { customerId: customer.id });
    await testApp.database.db
      .update(customers)
      .set({ isActive: false })
      .where(eq(customers.id, customer.id));
    const rename = await call('PUT', `/api/users/${person.id}`, admin(), {
      name: 'Nombre Nuevo',
      customerId: customer.id,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const inactive = await makeCustomer({ isActive: false });
    const refused = await call('PUT', `/api/users/${person.id}`, admin(), {
      name: 'Otro Nombre',
      customerId: inactive.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(v.customerUnknown);
    const unknown = await call('PUT', `/api/users/${person.id}`, admin(), {
      customerId: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ name: 'Nombre Nuevo', customerId: customer.id });
  });

  it('refuses a company for staff, and a client promoted to staff leaves theirs', async () => {
    const customer = await makeCustomer();
    const technician = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const refused = await call('PUT', `/api/users/${technician.id}`, admin(), {
      customerId: customer.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(v.customerClientOnly);
    expect(await customerIdOf(technician.id)).toBeNull();

    const person = await makeUser(testApp.database, { role: 'CLIENT' });
    await call('PUT', `/api/users/${person.id}`, admin(), { customerId: customer.id });
    const roleAndCompany = await call('PUT', `/api/users/${person.id}`, admin(), {
      role: 'TECHNICIAN',
      customerId: customer.id,
    });
    expect(roleAndCompany.statusCode).toBe(400);
    expect(await customerIdOf(person.id)).toBe(customer.id);
    const promoted = await call('PUT', `/api/users/${person.id}`, admin(), {
      role: 'TECHNICIAN',
      currentPassword: desk.admin.user.password,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.user.customer).toBeNull();
    expect(await customerIdOf(person.id)).toBeNull();
  });

  it('refuses each other role: 401 anonymous, 403 técnico and client, 403 lead on a client', async () => {
    const customer = await makeCustomer();
    const target = desk.otherClient.user.id;
    const body = { customerId: customer.id };
    expect((await call('PUT', `/api/users/${target}`, {}, body)).statusCode).toBe(401);
    expect(
      (await call('PUT', `/api/users/${target}`, desk.technician.headers, body)).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/users/${target}`, desk.client.headers, body)).statusCode).toBe(
      403,
    );
    // A client is outside a lead's scope: 404, like an unknown id.
    expect((await call('PUT', `/api/users/${target}`, desk.lead.headers, body)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/users/${crypto.randomUUID()}`, admin(), body)).statusCode).toBe(
      404,
    );
    expect(await customerIdOf(target)).toBeNull();
  });
});

describe('GET /api/users?customerId', () => {
  it('lists the clients of one company with it', async () => {
    const customer = await makeCustomer();
    const person = await makeUser(testApp.database, { role: 'CLIENT', name: 'Ana Empresa' });
    await call('PUT', `/api/users/${person.id}`, admin(), { customerId: customer.id });
    const response = await call('GET', `/api/users?customerId=${customer.id}`, admin());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.users).toEqual([
      expect.objectContaining({
        id: person.id,
        customer: { id: customer.id, name: customer.name },
      }),
    ]);
    const bad = await call('GET', '/api/users?customerId=x', admin());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(v.idInvalid);
    expect(
      (await call('GET', `/api/users?customerId=${customer.id}`, desk.client.headers)).statusCode,
    ).toBe(403);
  });
});

describe('what a linked client sees', () => {
  it('a linked client sees a colleague’s ticket of their company; an unlinked one does not', async () => {
    const customer = await makeCustomer();
    const colleague = desk.client;
    const viewer = desk.otherClient;
    for (const person of [colleague, viewer]) {
      const response = await call('PUT', `/api/users/${person.user.id}`, admin(), {
        customerId: customer.id,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const ticket = await createTicket(testApp.app, colleague, {
      title: 'La caja no abre',
      departmentId: desk.department.id,
    });
    const seen = await call('GET', `/api/tickets/${ticket.id}`, viewer.headers);
    expect(seen.statusCode, seen.body).toBe(200);

    // Unlinked: the change applies on their next request (no new sign-in).
    await call('PUT', `/api/users/${viewer.user.id}`, admin(), { customerId: null });
    const hidden = await call('GET', `/api/tickets/${ticket.id}`, viewer.headers);
    expect(hidden.statusCode).toBe(404);
    expect((await call('GET', `/api/tickets/${ticket.id}`, colleague.headers)).statusCode).toBe(
      200,
    );
  });
});
