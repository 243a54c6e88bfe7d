import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/index';
import { COUNT_CAP } from './ticket-list.repository';
import { useTestApp } from '../../../test/build-test-app';
import {
  assignTicket,
  createDeskTicket,
  createTicket,
  type HelpDesk,
  makeDepartment,
  makeHelpDesk,
  makeProduct,
} from '../../../test/ticket-factories';

let desk: HelpDesk;
const events: Array<{ name: string; payload: unknown }> = [];

const testApp = useTestApp();
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  for (const name of [
    'ticket.created',
    'ticket.status_changed',
    'ticket.escalated',
    'ticket.assigned',
  ] as const) {
    testApp.app.events.subscribe(name, (payload) => void events.push({ name, payload }));
  }
});

/** `name` was published with a payload holding `fields`. */
const expectEvent = (name: string, fields: object) =>
  expect(events).toContainEqual({ name, payload: expect.objectContaining(fields) });
const inject = (options: InjectOptions) => testApp.app.inject(options);
const put = (id: string, actor: { headers: Record<string, string> }, payload: object) =>
  inject({ method: 'PUT', url: `/api/tickets/${id}`, headers: actor.headers, payload });
const get = (id: string, actor: { headers: Record<string, string> }) =>
  inject({ method: 'GET', url: `/api/tickets/${id}`, headers: actor.headers });

describe('POST /api/tickets', () => {
  it('files a client ticket for the client, with a sequential number, products and a history entry', async () => {
    const product = await makeProduct(testApp.database, desk.department.id);
    const first = await createDeskTicket(testApp.app, desk, {
      productIds: [product.id],
      priority: 'ALTA',
    });
    const second = await createDeskTicket(testApp.app, desk);
    expect(second.number).toBe(first.number + 1);
    const detail = (await get(first.id, desk.client)).json().data.ticket;
    expect(detail).toMatchObject({
      status: 'PENDIENTE',
      priority: 'ALTA',
      source: 'WEB',
      requesterId: desk.client.user.id,
      department: { id: desk.department.id },
      products: [{ id: product.id, price: 150.5 }],
      version: 1,
      permissions: { canDelete: false, canAddInternalNote: false, allowedStatuses: [] },
    });
    expect(events.some((event) => event.name === 'ticket.created')).toBe(true);
  });

  it('answers with the very ticket its detail page then reads, for a client and for staff', async () => {
    const [cheap, dear] = [
      await makeProduct(testApp.database, desk.department.id),
      await makeProduct(testApp.database, desk.department.id),
    ];
    for (const actor of [desk.client, desk.technician, desk.admin]) {
      const response = await inject({
        method: 'POST',
        url: '/api/tickets',
        headers: actor.headers,
        payload: {
          title: 'Caja 2 no abre',
          description: 'Desde esta mañana',
          departmentId: desk.department.id,
          // The same product twice counts once.
          productIds: [dear!.id, cheap!.id, dear!.id],
        },
      });
      expect(response.statusCode).toBe(201);
      const created = response.json().data.ticket;
      expect(created.products).toHaveLength(2);
      // The SLA clock starts after ticket.created (docs/sla.md#clock): the answer has none yet.
      expect(created.sla).toBeNull();
      expect(created).toEqual({ ...(await get(created.id, actor)).json().data.ticket, sla: null });
    }
  });

  it('rejects an inactive department and stores nothing', async () => {
    const closed = await makeDepartment(testApp.database, { isActive: false });
    const response = await inject({
      method: 'POST',
      url: '/api/tickets',
      headers: desk.client.headers,
      payload: { title: 'T', description: 'D', departmentId: closed.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toMatchObject({ field: 'departmentId' });
  });

  it('defaults the priority to MEDIA and ignores fields a client may not set', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/tickets',
      headers: desk.client.headers,
      payload: {
        title: 'Consulta',
        description: 'Detalle',
        departmentId: desk.department.id,
        status: 'RESUELTO',
        assignedToId: desk.technician.user.id,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.ticket).toMatchObject({
      priority: 'MEDIA',
      status: 'PENDIENTE',
      assignedTo: null,
    });
  });

  it.each([
    [
      'an unknown department',
      { departmentId: '00000000-0000-4000-8000-000000000000' },
      'departmentId',
    ],
    ['a priority outside the enum', { priority: 'CRITICA' }, 'priority'],
    ['a 1 MB title', { title: 'x'.repeat(1_000_000) }, null],
    ['an empty title', { title: '   ' }, 'title'],
  ])('rejects %s with a Spanish message and stores nothing', async (_case, override, field) => {
    const before = (
      await inject({ method: 'GET', url: '/api/tickets', headers: desk.admin.headers })
    ).json().data.pagination.total;
    const response = await inject({
      method: 'POST',
      url: '/api/tickets',
      headers: desk.client.headers,
      payload: { title: 'T', description: 'D', departmentId: desk.department.id, ...override },
    });
    expect([400, 413]).toContain(response.statusCode);
    if (field) expect(response.json().error.details[0].field).toBe(field);
    const after = (
      await inject({ method: 'GET', url: '/api/tickets', headers: desk.admin.headers })
    ).json().data.pagination.total;
    expect(after).toBe(before);
  });

  it('rejects a product of another department', async () => {
    const foreign = await makeProduct(testApp.database, desk.otherDepartment.id);
    const response = await inject({
      method: 'POST',
      url: '/api/tickets',
      headers: desk.client.headers,
      payload: {
        title: 'T',
        description: 'D',
        departmentId: desk.department.id,
        productIds: [foreign.id],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toMatchObject({ field: 'productIds' });
  });
});

describe('visibility (docs/product/overview.md#roles-and-permissions)', () => {
  it("hides a client's ticket from another client, an outside técnico, and shows it to the department", async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    for (const actor of [desk.otherClient, desk.outsider]) {
      expect((await get(ticket.id, actor)).statusCode).toBe(404);
      const list = (
        await inject({ method: 'GET', url: '/api/tickets?limit=100', headers: actor.headers })
      ).json();
      expect(list.data.tickets.map((item: { id: string }) => item.id)).not.toContain(ticket.id);
      expect((await put(ticket.id, actor, { version: 1, title: 'Hackeado' })).statusCode).toBe(404);
    }
    for (const actor of [desk.technician, desk.lead, desk.admin, desk.client]) {
      expect((await get(ticket.id, actor)).statusCode).toBe(200);
    }
  });

  it('shows an outside técnico the tickets assigned to them', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const assign = await assignTicket(testApp.app, desk.lead, ticket.id, desk.outsider.user.id);
    expect(assign.statusCode).toBe(200);
    expect((await get(ticket.id, desk.outsider)).statusCode).toBe(200);
    const listed = async (actor: typeof desk.outsider, query: string) =>
      (await inject({ method: 'GET', url: `/api/tickets?${query}`, headers: actor.headers }))
        .json()
        .data.tickets.map((item: { id: string }) => item.id);
    expect(await listed(desk.outsider, 'assignedToId=me&view=open')).toContain(ticket.id);
    expect(await listed(desk.outsider, `assignedToId=${desk.outsider.user.id}`)).toContain(
      ticket.id,
    );
    // Someone else's queue stays behind the visibility rule.
    const theirs = await createDeskTicket(testApp.app, desk);
    await assignTicket(testApp.app, desk.lead, theirs.id, desk.technician.user.id);
    expect(await listed(desk.outsider, `assignedToId=${desk.technician.user.id}`)).toEqual([]);
    expect(await listed(desk.technician, 'assignedToId=me')).toContain(theirs.id);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await get('no-es-uuid', desk.admin)).statusCode).toBe(400);
    expect((await get('00000000-0000-4000-8000-000000000000', desk.admin)).statusCode).toBe(404);
  });
});

describe('PUT /api/tickets/:id — transitions (docs/tickets.md)', () => {
  it('walks a ticket through the lifecycle with the right rules at each step', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const step = async (actor: typeof desk.admin, body: object) => {
      const current = (await get(ticket.id, actor)).json().data.ticket;
      return put(ticket.id, actor, { version: current.version, ...body });
    };
    // A client cannot start work on their own ticket.
    expect((await step(desk.client, { status: 'EN_PROGRESO' })).json().error.code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect((await step(desk.technician, { status: 'EN_PROGRESO' })).statusCode).toBe(200);
    // Resuelto asks for the resolution (docs/product/tickets.md).
    const noResolution = await step(desk.technician, { status: 'RESUELTO' });
    expect(noResolution.statusCode).toBe(400);
    expect(noResolution.json().error.details[0]).toEqual({
      field: 'resolution',
      message: 'Cuenta cómo se resolvió el ticket',
    });
    const resolved = await step(desk.technician, {
      status: 'RESUELTO',
      resolution: 'Se reinstaló el driver.',
    });
    expect(resolved.json().data.ticket).toMatchObject({
      status: 'RESUELTO',
      resolution: 'Se reinstaló el driver.',
    });
    expect(resolved.json().data.ticket.resolvedAt).not.toBeNull();
    // The client confirms through "¿Se resolvió tu problema?" (ticket-close.routes.test.ts): closed.
    const closed = await inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/confirm-resolution`,
      headers: desk.client.headers,
    });
    expect(closed.json().data.ticket.status).toBe('CERRADO');
    expect(closed.json().data.ticket.closedAt).not.toBeNull();
    // A técnico cannot reopen a closed ticket; a lead can.
    expect((await step(desk.technician, { status: 'EN_PROGRESO' })).statusCode).toBe(409);
    const reopened = await step(desk.lead, { status: 'EN_PROGRESO' });
    expect(reopened.json().data.ticket).toMatchObject({
      status: 'EN_PROGRESO',
      closedAt: null,
      resolvedAt: null,
    });

    const history = (
      await inject({
        method: 'GET',
        url: `/api/tickets/${ticket.id}/history`,
        headers: desk.lead.headers,
      })
    ).json().data.events;
    expect(
      history
        .filter((event: { type: string }) => event.type === 'status_changed')
        .map((e: { to: string }) => e.to),
    ).toEqual(['EN_PROGRESO', 'RESUELTO', 'CERRADO', 'EN_PROGRESO']);
  });

  it('escalating tells the department lead (event with the lead id)', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const response = await put(ticket.id, desk.technician, { version: 1, status: 'ESCALADO' });
    expect(response.statusCode).toBe(200);
    expectEvent('ticket.escalated', {
      ticketId: ticket.id,
      departmentLeadId: desk.lead.user.id,
    });
  });

  it('answers one of two edits with the same version with 409', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const [a, b] = await Promise.all([
      put(ticket.id, desk.technician, { version: 1, priority: 'URGENTE' }),
      put(ticket.id, desk.lead, { version: 1, priority: 'BAJA' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const conflict = [a, b].find((response) => response.statusCode === 409)!;
    expect(conflict.json().message).toMatch(/cambió mientras lo editabas/);
  });

  it('lets a client edit the title of a pending ticket but not its priority', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    expect(
      (await put(ticket.id, desk.client, { version: 1, title: 'Nuevo título' })).statusCode,
    ).toBe(200);
    expect(
      (await put(ticket.id, desk.client, { version: 2, priority: 'URGENTE' })).statusCode,
    ).toBe(403);
  });
});

describe('assignment', () => {
  it('lets a técnico take a free ticket but not hand it to someone else', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const toOther = await assignTicket(testApp.app, desk.technician, ticket.id, desk.lead.user.id);
    expect(toOther.statusCode).toBe(403);
    const toSelf = await assignTicket(
      testApp.app,
      desk.technician,
      ticket.id,
      desk.technician.user.id,
    );
    expect(toSelf.json().data.ticket.assignedTo).toMatchObject({ id: desk.technician.user.id });
  });

  it('refuses clients (403), a client as assignee (400) and a reassignment without reason (400)', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const byClient = await assignTicket(
      testApp.app,
      desk.client,
      ticket.id,
      desk.technician.user.id,
    );
    expect(byClient.statusCode).toBe(403);
    const toClient = await assignTicket(testApp.app, desk.lead, ticket.id, desk.client.user.id);
    expect(toClient.statusCode).toBe(400);
    expect(toClient.json().error.code).toBe('ASSIGNEE_INVALID');
    const noReason = await inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/reassign`,
      headers: desk.lead.headers,
      payload: { assignedToId: desk.technician.user.id },
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('reassigns with a reason, recorded in the history and announced to the new técnico', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    await assignTicket(testApp.app, desk.technician, ticket.id, desk.technician.user.id);
    const response = await inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/reassign`,
      headers: desk.technician.headers,
      payload: { assignedToId: desk.lead.user.id, reason: 'Necesita acceso al servidor' },
    });
    expect(response.statusCode).toBe(200);
    expectEvent('ticket.assigned', {
      ticketId: ticket.id,
      assignedToId: desk.lead.user.id,
      reason: 'Necesita acceso al servidor',
    });
  });
});

describe('DELETE /api/tickets/:id', () => {
  it('is for administrators only', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    for (const actor of [desk.client, desk.technician, desk.lead]) {
      expect(
        (
          await inject({
            method: 'DELETE',
            url: `/api/tickets/${ticket.id}`,
            headers: actor.headers,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(
      (
        await inject({
          method: 'DELETE',
          url: `/api/tickets/${ticket.id}`,
          headers: desk.admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(ticket.id, desk.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/tickets pagination', () => {
  const pageOf = async (query: string) =>
    (
      await inject({ method: 'GET', url: `/api/tickets?${query}`, headers: desk.admin.headers })
    ).json().data;

  it('prints the same times in the list as in the detail', async () => {
    const department = await makeDepartment(testApp.database);
    const created = await createTicket(testApp.app, desk.admin, { departmentId: department.id });
    await put(created.id, desk.admin, { status: 'EN_PROGRESO', version: 1 });
    const [listed] = (await pageOf(`departmentId=${department.id}`)).tickets;
    const detail = (await get(created.id, desk.admin)).json().data.ticket;
    for (const key of ['createdAt', 'updatedAt', 'firstResponseAt', 'resolvedAt', 'closedAt']) {
      expect(listed[key], key).toBe(detail[key]);
    }
    expect(listed.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('counts a browsing list exactly, also past its last page', async () => {
    const department = await makeDepartment(testApp.database);
    for (let index = 0; index < 5; index += 1) {
      await createTicket(testApp.app, desk.admin, { departmentId: department.id });
    }
    const query = `departmentId=${department.id}&limit=2`;
    expect((await pageOf(`${query}&page=1`)).pagination).toEqual({
      page: 1,
      limit: 2,
      total: 5,
      totalPages: 3,
    });
    const last = await pageOf(`${query}&page=3`);
    expect(last.tickets).toHaveLength(1);
    expect(last.pagination).toMatchObject({ total: 5, totalPages: 3 });
    const beyond = await pageOf(`${query}&page=9`);
    expect(beyond.tickets).toHaveLength(0);
    expect(beyond.pagination).toMatchObject({ total: 5, totalPages: 3 });
  });

  it('says "more than 1,000" for a long list, on every page, and counts again past its end', async () => {
    const department = await makeDepartment(testApp.database);
    await testApp.database.db.insert(tickets).values(
      Array.from({ length: COUNT_CAP + 3 }, (_, index) => ({
        title: `Consulta ${index}`,
        description: 'Cargada en bloque',
        departmentId: department.id,
        contactName: 'Cliente',
      })),
    );
    const query = `departmentId=${department.id}&limit=100`;
    for (const page of [1, 2, 1]) {
      expect((await pageOf(`${query}&page=${page}`)).pagination).toMatchObject({
        total: COUNT_CAP,
        totalIsEstimate: true,
      });
    }
    const last = await pageOf(`${query}&page=11`);
    expect(last.tickets).toHaveLength(3);
    expect(last.pagination).toEqual({ page: 11, limit: 100, total: COUNT_CAP + 3, totalPages: 11 });
  });

  it('gives a search a lower bound and a next page while more matches follow', async () => {
    const department = await makeDepartment(testApp.database);
    for (let index = 0; index < 5; index += 1) {
      await createTicket(testApp.app, desk.admin, {
        departmentId: department.id,
        title: `Balanza electrónica ${index} no pesa`,
      });
    }
    const query = `departmentId=${department.id}&search=balanza%20electronica&limit=2`;
    const first = await pageOf(`${query}&page=1`);
    expect(first.tickets).toHaveLength(2);
    expect(first.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 2,
      totalPages: 2,
      totalIsEstimate: true,
    });
    const second = await pageOf(`${query}&page=2`);
    expect(second.pagination).toMatchObject({ total: 4, totalPages: 3, totalIsEstimate: true });
    const last = await pageOf(`${query}&page=3`);
    expect(last.tickets).toHaveLength(1);
    expect(last.pagination).toEqual({ page: 3, limit: 2, total: 5, totalPages: 3 });
  });
});

describe('GET /api/tickets by day of resolution (docs/tickets.md#list-filters)', () => {
  it('keeps the tickets resolved on the Lima days asked for, both included', async () => {
    const department = await makeDepartment(testApp.database);
    const ticketIds: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ticketIds.push(
        (await createTicket(testApp.app, desk.admin, { departmentId: department.id })).id,
      );
    }
    // Lima is UTC−5: 10/03 23:30 in Lima is 11/03 04:30 UTC; 12/03 00:10 in Lima is 05:10 UTC.
    const resolvedAt = [
      new Date('2026-03-11T04:30:00.000Z'), // 10/03 in Lima: before the range
      new Date('2026-03-11T05:00:00.000Z'), // 11/03 00:00 in Lima: first instant in
      new Date('2026-03-13T04:59:00.000Z'), // 12/03 23:59 in Lima: last minute in
      new Date('2026-03-13T05:00:00.000Z'), // 13/03 in Lima: after the range
      null, // never resolved (or reopened)
    ];
    for (const [index, id] of ticketIds.entries()) {
      await testApp.database.db
        .update(tickets)
        .set({ resolvedAt: resolvedAt[index] ?? null })
        .where(eq(tickets.id, id));
    }
    const idsOf = async (query: string) => {
      const response = await inject({
        method: 'GET',
        url: `/api/tickets?departmentId=${department.id}&sort=number&${query}`,
        headers: desk.admin.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.tickets.map((ticket: { id: string }) => ticket.id);
    };
    expect(await idsOf('resolvedFrom=2026-03-11&resolvedTo=2026-03-12')).toEqual([
      ticketIds[1],
      ticketIds[2],
    ]);
    expect(await idsOf('resolvedFrom=2026-03-12')).toEqual([ticketIds[2], ticketIds[3]]);
    expect(await idsOf('resolvedTo=2026-03-10')).toEqual([ticketIds[0]]);
    const malformed = await inject({
      method: 'GET',
      url: '/api/tickets?resolvedFrom=ayer',
      headers: desk.admin.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });
});
