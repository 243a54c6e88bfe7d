import { PERIODS, customerMessages, periodMessages, ticketMessages } from '@atiende/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { type RoleHeaders, injectAsRole, signInEveryRole } from '../../../test/role-sessions';
import { auditLogs, customerContacts, customers, tickets } from '../../db/schema/index';
import { findOrCreateCustomer } from './index';

const headers: RoleHeaders = {};
const v = customerMessages.validation;

const inject = injectAsRole(() => testApp, headers);

const countCustomers = () => testApp.database.db.$count(customers).then(Number);

async function createCustomer(payload: Record<string, unknown>) {
  const response = await inject('POST', '/api/customers-unified', 'ADMIN', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.customer as { id: string; name: string; contacts: { id: string }[] };
}

let departmentId: string;
let polleria: { id: string };

async function submitPublicTicket(fields: Record<string, string>) {
  const boundary = '----atiende';
  const body = Object.entries({
    title: 'La impresora de comandas no imprime',
    description: 'Desde esta mañana no sale ninguna comanda en cocina.',
    customerName: 'Rosa Quispe',
    customerEmail: 'rosa@polleriaeldorado.pe',
    customerPhone: '+51 987 654 321',
    clientBusiness: 'Pollería El Dorado SAC',
    clientCargo: 'administrador',
    departmentId,
    priority: 'ALTA',
    ...fields,
  })
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/tickets/public',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${body}--${boundary}--\r\n`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { ticketId: string };
}

const testApp = useTestApp({ RATE_LIMIT_PUBLIC_TICKETS_PER_HOUR: '1000' });
beforeAll(async () => {
  await signInEveryRole(testApp, headers);
  const department = await inject('POST', '/api/departments', 'ADMIN', {
    name: 'Soporte de Sistemas POS',
  });
  departmentId = department.json().data.department.id;
  await submitPublicTicket({});
  await submitPublicTicket({ customerName: 'Rosa Q.', title: 'Otra vez la impresora' });
  const luis = await submitPublicTicket({
    customerName: 'Luis Paredes',
    customerEmail: 'luis@polleriaeldorado.pe',
    clientBusiness: '  pollería  el dorado sac ',
    clientCargo: 'cajero',
  });
  polleria = { id: (await countByName('Pollería El Dorado SAC'))! };
  // docs/customers.md#company-suggestions: an e-mail the company does not know only suggests it;
  // staff link the ticket and add Luis as a contact.
  const [suggested] = await testApp.database.db
    .select({ customerId: tickets.customerId, suggestedCustomerId: tickets.suggestedCustomerId })
    .from(tickets)
    .where(eq(tickets.id, luis.ticketId));
  expect(suggested).toEqual({ customerId: null, suggestedCustomerId: polleria.id });
  const confirmed = await inject(
    'POST',
    `/api/tickets/${luis.ticketId}/company-suggestion/confirm`,
    'ADMIN',
    { addRequesterAsContact: true },
  );
  expect(confirmed.statusCode).toBe(200);
});

async function countByName(name: string) {
  const rows = await testApp.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.name, name));
  return rows[0]?.id;
}

describe('unification from the public form', () => {
  it('creates one customer per business name and each requester once as a PUBLIC_FORM contact (the unknown one once staff confirm)', async () => {
    const contacts = await testApp.database.db
      .select()
      .from(customerContacts)
      .where(eq(customerContacts.customerId, polleria.id));
    expect(contacts.map((row) => [row.name, row.email, row.cargo, row.source]).sort()).toEqual([
      ['Luis Paredes', 'luis@polleriaeldorado.pe', 'cajero', 'PUBLIC_FORM'],
      ['Rosa Quispe', 'rosa@polleriaeldorado.pe', 'administrador', 'PUBLIC_FORM'],
    ]);
  });

  it('adds a phone-only (messaging) contact once and returns the same customer', async () => {
    const requester = {
      business: 'Pollería El Dorado SAC',
      email: null,
      phone: '+51 911 222 333',
      contactName: 'WhatsApp 911222333',
      source: 'MESSAGING' as const,
    };
    const first = await findOrCreateCustomer(testApp.database.db, requester);
    const second = await findOrCreateCustomer(testApp.database.db, requester);
    expect(first).toEqual(second);
    expect(first.id).toBe(polleria.id);
    const phoneContacts = await testApp.database.db.$count(
      customerContacts,
      eq(customerContacts.phone, '+51 911 222 333'),
    );
    expect(Number(phoneContacts)).toBe(1);
  });
});

describe('GET /api/customers-unified', () => {
  it.each(['ADMIN', 'TECH_LEAD', 'TECHNICIAN'] as const)(
    'lets a %s search by name with the page figures',
    async (role) => {
      const response = await inject(
        'GET',
        '/api/customers-unified?search=dorado&includeStats=true',
        role,
      );
      expect(response.statusCode).toBe(200);
      const { customers: list, pagination } = response.json().data;
      expect(pagination).toMatchObject({ page: 1, limit: 50, total: 1, totalPages: 1 });
      expect(list[0]).toMatchObject({
        id: polleria.id,
        name: 'Pollería El Dorado SAC',
        stats: { ticketsTotal: 3, ticketsOpen: 3, contactsCount: 3 },
      });
      expect(list[0].stats.lastTicketAt).toEqual(expect.any(String));
    },
  );

  it('leaves the figures out without includeStats and filters by chain, RUC and state', async () => {
    const chifa = await createCustomer({
      name: 'Chifa Dragón Rojo',
      chainName: 'Dragón Rojo',
      ruc: '20456789012',
    });
    const plain = await inject('GET', '/api/customers-unified?chainName=dragón rojo', 'ADMIN');
    expect(plain.json().data.customers).toEqual([
      expect.not.objectContaining({ stats: expect.anything() }),
    ]);
    expect(plain.json().data.customers[0].id).toBe(chifa.id);
    const byRuc = await inject('GET', '/api/customers-unified?search=2045678', 'ADMIN');
    expect(byRuc.json().data.customers.map((row: { id: string }) => row.id)).toEqual([chifa.id]);
    const inactive = await inject('GET', '/api/customers-unified?isActive=false', 'ADMIN');
    expect(inactive.json().data.customers).toEqual([]);
  });

  it('refuses a client (403) and an anonymous caller (401)', async () => {
    expect((await inject('GET', '/api/customers-unified', 'CLIENT')).statusCode).toBe(403);
    expect((await inject('GET', '/api/customers-unified')).statusCode).toBe(401);
  });

  it('rejects a limit over 100 with 400', async () => {
    const response = await inject('GET', '/api/customers-unified?limit=500', 'ADMIN');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/customers-unified/{id}', () => {
  it('gives staff the customer with its contacts (and their sources) and figures', async () => {
    const response = await inject('GET', `/api/customers-unified/${polleria.id}`, 'TECHNICIAN');
    expect(response.statusCode).toBe(200);
    const { customer } = response.json().data;
    expect(customer.stats).toMatchObject({ ticketsTotal: 3, contactsCount: 3 });
    expect(customer.contacts.map((row: { source: string }) => row.source).sort()).toEqual([
      'MESSAGING',
      'PUBLIC_FORM',
      'PUBLIC_FORM',
    ]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await inject('GET', `/api/customers-unified/${crypto.randomUUID()}`, 'ADMIN');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(customerMessages.errors.CUSTOMER_NOT_FOUND);
    const malformed = await inject('GET', '/api/customers-unified/abc', 'ADMIN');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(ticketMessages.validation.invalidId);
  });

  it('refuses a client', async () => {
    const response = await inject('GET', `/api/customers-unified/${polleria.id}`, 'CLIENT');
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/customers-unified/{id}/tickets', () => {
  it("pages an administrator through the customer's tickets, newest first", async () => {
    const response = await inject(
      'GET',
      `/api/customers-unified/${polleria.id}/tickets?limit=2`,
      'ADMIN',
    );
    expect(response.statusCode).toBe(200);
    const { tickets, pagination } = response.json().data;
    expect(pagination).toMatchObject({ total: 3, totalPages: 2 });
    expect(tickets[0]).toMatchObject({
      title: expect.any(String),
      status: 'PENDIENTE',
      priority: 'ALTA',
      departmentName: 'Soporte de Sistemas POS',
      contactName: 'Luis Paredes',
    });
  });

  it('shows a técnico outside the department none of them (the tickets visibility rule)', async () => {
    const response = await inject(
      'GET',
      `/api/customers-unified/${polleria.id}/tickets`,
      'TECHNICIAN',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.tickets).toEqual([]);
  });

  it('answers 404 for an unknown customer and 403 for a client', async () => {
    const url = `/api/customers-unified/${crypto.randomUUID()}/tickets`;
    expect((await inject('GET', url, 'ADMIN')).statusCode).toBe(404);
    expect((await inject('GET', url, 'CLIENT')).statusCode).toBe(403);
  });
});

describe('POST /api/customers-unified', () => {
  it('creates a customer with manual contacts and audits it', async () => {
    const customer = await createCustomer({
      name: 'Cevichería La Red',
      ruc: '10456789013',
      email: 'CONTACTO@lared.pe',
      phone: '01 445 6677',
      contacts: [{ name: 'Ana Torres', email: 'ana@lared.pe', cargo: 'Gerente' }],
    });
    expect(customer).toMatchObject({
      name: 'Cevichería La Red',
      email: 'contacto@lared.pe',
      chainName: null,
      contacts: [{ name: 'Ana Torres', source: 'MANUAL', cargo: 'Gerente' }],
    });
    const [entry] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, customer.id));
    expect(entry).toMatchObject({ action: 'CUSTOMER_CREATED', entityType: 'CUSTOMER' });
  });

  it.each([
    [{ name: '' }, 'name', v.nameRequired],
    [{ name: 'x'.repeat(151) }, 'name', v.nameTooLong],
    [{ name: 'RUC malo', ruc: '12345' }, 'ruc', v.rucInvalid],
    [{ name: 'RUC malo', ruc: '30123456789' }, 'ruc', v.rucInvalid],
    [{ name: 'Email malo', email: 'no-es-email' }, 'email', v.emailInvalid],
    [{ name: 'Sin contacto', contacts: [{ name: '' }] }, 'contacts.0.name', v.contactNameRequired],
    [
      {
        name: 'Repetidos',
        contacts: [
          { name: 'A', email: 'a@x.pe' },
          { name: 'B', email: 'A@x.pe' },
        ],
      },
      'contacts.1.email',
      v.contactEmailRepeated,
    ],
  ])('rejects %j with 400 on %s and writes nothing', async (payload, field, message) => {
    const before = await countCustomers();
    const response = await inject('POST', '/api/customers-unified', 'ADMIN', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message,
      error: { code: 'VALIDATION_FAILED', details: [{ field, message }] },
    });
    expect(await countCustomers()).toBe(before);
  });

  it('answers 409 with a Spanish message for a taken name (any case) or RUC', async () => {
    const name = await inject('POST', '/api/customers-unified', 'ADMIN', {
      name: 'POLLERÍA EL DORADO SAC',
    });
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toBe(customerMessages.errors.CUSTOMER_NAME_TAKEN);
    const ruc = await inject('POST', '/api/customers-unified', 'ADMIN', {
      name: 'Otro nombre',
      ruc: '20456789012',
    });
    expect(ruc.statusCode).toBe(409);
    expect(ruc.json().message).toBe(customerMessages.errors.CUSTOMER_RUC_TAKEN);
  });

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)('refuses a %s', async (role) => {
    const before = await countCustomers();
    const response = await inject('POST', '/api/customers-unified', role, { name: 'Intruso' });
    expect(response.statusCode).toBe(403);
    expect(await countCustomers()).toBe(before);
  });

  it('refuses an anonymous caller', async () => {
    expect(
      (await inject('POST', '/api/customers-unified', undefined, { name: 'X' })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/customers-unified/{id}', () => {
  it('edits fields and adds, edits and removes contacts, audited with before and after', async () => {
    const created = await createCustomer({
      name: 'Juguería Mamá Lucha',
      contacts: [
        { name: 'Lucha', email: 'lucha@mamalucha.pe' },
        { name: 'Pedro', email: 'pedro@mamalucha.pe' },
      ],
    });
    const [lucha] = created.contacts as Array<{ id: string; name: string }>;
    const response = await inject('PUT', `/api/customers-unified/${created.id}`, 'ADMIN', {
      name: 'Juguería Mamá Lucha EIRL',
      chainName: 'Mamá Lucha',
      isActive: false,
      contacts: [
        { id: lucha!.id, name: 'Lucía Flores', email: 'lucha@mamalucha.pe', cargo: 'Socio' },
        { name: 'Caja', phone: '987 111 222' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { customer } = response.json().data;
    expect(customer).toMatchObject({
      name: 'Juguería Mamá Lucha EIRL',
      chainName: 'Mamá Lucha',
      isActive: false,
    });
    expect(customer.contacts.map((row: { name: string }) => row.name)).toEqual([
      'Caja',
      'Lucía Flores',
    ]);
    const [entry] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'CUSTOMER_UPDATED'));
    expect(entry?.before).toMatchObject({ name: 'Juguería Mamá Lucha' });
    expect(entry?.after).toMatchObject({ name: 'Juguería Mamá Lucha EIRL', isActive: false });
  });

  it("rejects another customer's contact id with 400", async () => {
    const response = await inject('PUT', `/api/customers-unified/${polleria.id}`, 'ADMIN', {
      name: 'Pollería El Dorado SAC',
      contacts: [{ id: crypto.randomUUID(), name: 'Ajeno' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(v.contactUnknown);
  });

  it('answers 404 for an unknown customer, 409 for a taken name, 403 for staff', async () => {
    const unknown = await inject('PUT', `/api/customers-unified/${crypto.randomUUID()}`, 'ADMIN', {
      name: 'Nadie',
    });
    expect(unknown.statusCode).toBe(404);
    const chifa = await createCustomer({ name: 'Chifa Central' });
    const taken = await inject('PUT', `/api/customers-unified/${chifa.id}`, 'ADMIN', {
      name: 'Pollería El Dorado SAC',
    });
    expect(taken.statusCode).toBe(409);
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      const refused = await inject('PUT', `/api/customers-unified/${chifa.id}`, role, {
        name: 'Cambio',
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('GET /api/customers-unified/stats/overview', () => {
  it('counts new and active customers, top customers and tickets by chain', async () => {
    const response = await inject(
      'GET',
      '/api/customers-unified/stats/overview?period=7d',
      'TECH_LEAD',
    );
    expect(response.statusCode).toBe(200);
    const overview = response.json().data;
    expect(overview).toMatchObject({
      period: '7d',
      activeCustomers: 1,
      tickets: 3,
      topCustomers: [{ id: polleria.id, tickets: 3, openTickets: 3 }],
      byBusiness: [{ name: 'Pollería El Dorado SAC', tickets: 3 }],
      byChain: [{ name: null, tickets: 3 }],
    });
    expect(overview.newCustomers).toBeGreaterThanOrEqual(2);
  });

  it('filters by chain and rejects an unknown period with 400', async () => {
    const chain = await inject(
      'GET',
      '/api/customers-unified/stats/overview?chainName=Dragón Rojo',
      'ADMIN',
    );
    expect(chain.json().data).toMatchObject({ totalCustomers: 1, tickets: 0, activeCustomers: 0 });
    const bad = await inject('GET', '/api/customers-unified/stats/overview?period=decade', 'ADMIN');
    expect(bad.statusCode).toBe(400);
  });

  it('takes the one period vocabulary and answers the old values with 400', async () => {
    const url = '/api/customers-unified/stats/overview';
    for (const period of PERIODS) {
      const response = await inject('GET', `${url}?period=${period}`, 'ADMIN');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ period, tickets: 3 });
    }
    const fallback = await inject('GET', url, 'ADMIN');
    expect(fallback.json().data.period).toBe('30d');
    const past = await inject('GET', `${url}?period=custom&from=2020-01-01&to=2020-01-31`, 'ADMIN');
    expect(past.json().data).toMatchObject({
      period: 'custom',
      from: '2020-01-01T05:00:00.000Z',
      to: '2020-02-01T05:00:00.000Z',
      tickets: 0,
      newCustomers: 0,
    });
    for (const period of ['week', 'decade']) {
      const old = await inject('GET', `${url}?period=${period}`, 'ADMIN');
      expect(old.statusCode).toBe(400);
      expect(old.json().error.details).toEqual([
        { field: 'period', message: periodMessages.validation.periodInvalid },
      ]);
    }
    const missing = await inject('GET', `${url}?period=custom&from=2020-01-01`, 'ADMIN');
    expect(missing.json().error.details).toEqual([
      { field: 'to', message: periodMessages.validation.customNeedsDates },
    ]);
  });

  it('refuses a client and an anonymous caller', async () => {
    const url = '/api/customers-unified/stats/overview';
    expect((await inject('GET', url, 'CLIENT')).statusCode).toBe(403);
    expect((await inject('GET', url)).statusCode).toBe(401);
  });
});

describe('GET /api/customers-unified/export', () => {
  it('sends administrators and leads the filtered list as CSV, neutralised and audited', async () => {
    await createCustomer({ name: '=HYPERLINK("http://malo")' });
    for (const role of ['ADMIN', 'TECH_LEAD'] as const) {
      const response = await inject('GET', '/api/customers-unified/export?format=csv', role);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.body).toContain('Empresa,Cadena,RUC');
      expect(response.body).toContain(`"'=HYPERLINK(""http://malo"")"`);
      expect(response.body).toContain('Pollería El Dorado SAC');
    }
    const filtered = await inject(
      'GET',
      '/api/customers-unified/export?format=csv&search=dorado',
      'ADMIN',
    );
    expect(filtered.body.trim().split('\n')).toHaveLength(2);
    const entries = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'DATA_EXPORTED'));
    expect(entries.length).toBeGreaterThanOrEqual(3);
  });

  it('sends an XLSX workbook', async () => {
    const response = await inject('GET', '/api/customers-unified/export?format=xlsx', 'ADMIN');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses técnicos and clients, and rejects an unknown format', async () => {
    for (const role of ['TECHNICIAN', 'CLIENT'] as const) {
      expect((await inject('GET', '/api/customers-unified/export', role)).statusCode).toBe(403);
    }
    const bad = await inject('GET', '/api/customers-unified/export?format=pdf', 'ADMIN');
    expect(bad.statusCode).toBe(400);
  });
});
