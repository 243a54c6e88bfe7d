import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import {
  createDeskTicket,
  createTicket,
  makeDepartment,
  makeHelpDesk,
  type HelpDesk,
} from '../../../test/ticket-factories';
import {
  customers,
  departmentStatuses,
  slaCalendars,
  ticketSla,
  tickets,
} from '../../db/schema/index';
import { applyTicketSla } from './ticket-sla.service';

let desk: HelpDesk;
let officeCalendarId: string;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const [office] = await testApp.database.db
    .select()
    .from(slaCalendars)
    .where(eq(slaCalendars.name, 'Horario de oficina'));
  officeCalendarId = office!.id;
});

type Actor = { headers: Record<string, string> };
const send = (
  actor: Actor | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) =>
  testApp.app.inject({
    method,
    url,
    headers: actor?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
const settle = () => testApp.app.events.drain();
const slaOf = async (actor: Actor, ticketId: string) => {
  const response = await send(actor, 'GET', `/api/tickets/${ticketId}/sla`);
  expect(response.statusCode).toBe(200);
  return response.json().data.sla;
};
const createdAtOf = async (ticketId: string) => {
  const [row] = await testApp.database.db.select().from(tickets).where(eq(tickets.id, ticketId));
  return row!.createdAt;
};
const versionOf = async (ticketId: string) => {
  const [row] = await testApp.database.db.select().from(tickets).where(eq(tickets.id, ticketId));
  return row!.version;
};
const clockOf = async (ticketId: string) => {
  const [row] = await testApp.database.db
    .select()
    .from(ticketSla)
    .where(eq(ticketSla.ticketId, ticketId));
  return row!;
};
const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);
const targets = (first: number, resolution: number) => ({
  BAJA: { firstResponseMinutes: first * 4, resolutionMinutes: resolution * 4 },
  MEDIA: { firstResponseMinutes: first * 2, resolutionMinutes: resolution * 2 },
  ALTA: { firstResponseMinutes: first, resolutionMinutes: resolution },
  URGENTE: { firstResponseMinutes: 15, resolutionMinutes: 120 },
});
let sequence = 0;
const createPolicy = async (body: object) => {
  const response = await send(desk.admin, 'POST', '/api/sla/policies', {
    name: `Política de prueba ${++sequence}`,
    targets: targets(60, 480),
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.policy as { id: string; name: string };
};

describe('GET /api/tickets/:id/sla', () => {
  it('gives a new ticket the default policy: a first response within 24 hours, round the clock', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    await settle();
    const createdAt = await createdAtOf(ticket.id);
    const sla = await slaOf(desk.client, ticket.id);
    expect(sla).toMatchObject({
      policyName: 'Política predeterminada',
      priority: 'MEDIA',
      calendarName: null,
      isPaused: false,
      firstResponse: { targetMinutes: 1440, state: 'RUNNING', isBreached: false, isWarning: false },
      resolution: { targetMinutes: 4320, state: 'RUNNING' },
    });
    expect(sla.firstResponse.dueAt).toBe(minutesAfter(createdAt, 1440).toISOString());
    expect(sla.firstResponse.remainingMinutes).toBeGreaterThan(1430);
  });

  it('answers whoever sees the ticket, and 404 to everyone else', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    await settle();
    for (const actor of [desk.client, desk.technician, desk.lead, desk.admin])
      expect((await send(actor, 'GET', `/api/tickets/${ticket.id}/sla`)).statusCode).toBe(200);
    for (const actor of [desk.otherClient, desk.outsider]) {
      const response = await send(actor, 'GET', `/api/tickets/${ticket.id}/sla`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('TICKET_NOT_FOUND');
    }
    const unknown = await send(
      desk.admin,
      'GET',
      '/api/tickets/00000000-0000-4000-8000-000000000000/sla',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await send(desk.admin, 'GET', '/api/tickets/no-es-un-id/sla')).statusCode).toBe(400);
    expect((await send(null, 'GET', `/api/tickets/${ticket.id}/sla`)).statusCode).toBe(401);
  });

  it("applies the department's policy on its business calendar and recomputes when the priority changes", async () => {
    const department = await makeDepartment(testApp.database);
    const policy = await createPolicy({
      departmentId: department.id,
      calendarId: officeCalendarId,
    });
    const ticket = await createTicket(testApp.app, desk.admin, {
      departmentId: department.id,
      priority: 'ALTA',
    });
    await settle();
    const before = await slaOf(desk.admin, ticket.id);
    expect(before).toMatchObject({
      policyId: policy.id,
      calendarName: 'Horario de oficina',
      firstResponse: { targetMinutes: 60 },
      resolution: { targetMinutes: 480 },
    });
    const changed = await send(desk.admin, 'PUT', `/api/tickets/${ticket.id}`, {
      version: await versionOf(ticket.id),
      priority: 'URGENTE',
    });
    expect(changed.statusCode).toBe(200);
    await settle();
    const after = await slaOf(desk.admin, ticket.id);
    expect(after).toMatchObject({
      priority: 'URGENTE',
      firstResponse: { targetMinutes: 15 },
      resolution: { targetMinutes: 120 },
    });
    expect(new Date(after.firstResponse.dueAt) < new Date(before.firstResponse.dueAt)).toBe(true);
  });

  it('computes in business time with Peruvian holidays: a ticket created on 28 July at 10:00', async () => {
    const department = await makeDepartment(testApp.database);
    await createPolicy({ departmentId: department.id, calendarId: officeCalendarId });
    const ticket = await createTicket(testApp.app, desk.admin, {
      departmentId: department.id,
      priority: 'ALTA',
    });
    await settle();
    const holiday = new Date('2026-07-28T10:00:00-05:00');
    await testApp.database.db.delete(ticketSla).where(eq(ticketSla.ticketId, ticket.id));
    await testApp.database.db
      .update(tickets)
      .set({ createdAt: holiday })
      .where(eq(tickets.id, ticket.id));
    await applyTicketSla(testApp.database.db, ticket.id, holiday);
    const clock = await clockOf(ticket.id);
    // 28 and 29 July are holidays: Thursday 30 opens at 08:30; 60 minutes → 09:30; the
    // resolution's 480 minutes: 270 until 13:00, 210 from 14:00 → 17:30.
    expect(clock.firstResponseDueAt).toEqual(new Date('2026-07-30T09:30:00-05:00'));
    expect(clock.resolutionDueAt).toEqual(new Date('2026-07-30T17:30:00-05:00'));
    // The warning at 75 %: 45 minutes → 09:15.
    expect(clock.firstResponseWarnAt).toEqual(new Date('2026-07-30T09:15:00-05:00'));
  });

  it('picks the most specific active policy: company and department, company, department, default', async () => {
    const department = await makeDepartment(testApp.database);
    const [company] = await testApp.database.db
      .insert(customers)
      .values({ name: `Pollería La Brasa ${Date.now()}` })
      .returning();
    const both = await createPolicy({ departmentId: department.id, customerId: company!.id });
    const companyOnly = await createPolicy({ customerId: company!.id });
    const departmentOnly = await createPolicy({ departmentId: department.id });
    const ticket = await createTicket(testApp.app, desk.admin, { departmentId: department.id });
    await testApp.database.db
      .update(tickets)
      .set({ customerId: company!.id })
      .where(eq(tickets.id, ticket.id));
    await settle();
    const policyNow = async () => {
      await applyTicketSla(testApp.database.db, ticket.id);
      return (await clockOf(ticket.id)).policyId;
    };
    expect(await policyNow()).toBe(both.id);
    await send(desk.admin, 'DELETE', `/api/sla/policies/${both.id}`);
    expect(await policyNow()).toBe(companyOnly.id);
    await send(desk.admin, 'DELETE', `/api/sla/policies/${companyOnly.id}`);
    expect(await policyNow()).toBe(departmentOnly.id);
    // An inactive policy matches nothing: the default rules.
    const inactive = await send(desk.admin, 'PUT', `/api/sla/policies/${departmentOnly.id}`, {
      name: departmentOnly.name,
      departmentId: department.id,
      targets: targets(60, 480),
      isActive: false,
    });
    expect(inactive.statusCode).toBe(200);
    const fallback = (await send(desk.admin, 'GET', '/api/sla/policies')).json().data.policies[0];
    expect(fallback.isDefault).toBe(true);
    expect(await policyNow()).toBe(fallback.id);
  });

  it('stands still in a status that pauses the SLA and pushes the due times by the pause', async () => {
    const department = await makeDepartment(testApp.database);
    const [waiting] = await testApp.database.db
      .insert(departmentStatuses)
      .values({
        departmentId: department.id,
        name: 'Esperando al cliente',
        baseStatus: 'EN_PROGRESO',
        pausesSla: true,
      })
      .returning();
    const ticket = await createTicket(testApp.app, desk.admin, { departmentId: department.id });
    await settle();
    const paused = await send(desk.admin, 'PUT', `/api/tickets/${ticket.id}`, {
      version: await versionOf(ticket.id),
      customStatusId: waiting!.id,
    });
    expect(paused.statusCode).toBe(200);
    await settle();
    const during = await slaOf(desk.admin, ticket.id);
    expect(during).toMatchObject({
      isPaused: true,
      firstResponse: { state: 'PAUSED' },
      resolution: { state: 'PAUSED' },
    });
    expect(during.pausedSince).not.toBeNull();

    // The same, at chosen instants: paused two hours after the start, resumed three hours later.
    const createdAt = await createdAtOf(ticket.id);
    await testApp.database.db.delete(ticketSla).where(eq(ticketSla.ticketId, ticket.id));
    await testApp.database.db
      .update(tickets)
      .set({ customStatusId: null })
      .where(eq(tickets.id, ticket.id));
    await applyTicketSla(testApp.database.db, ticket.id, createdAt);
    await testApp.database.db
      .update(tickets)
      .set({ customStatusId: waiting!.id })
      .where(eq(tickets.id, ticket.id));
    await applyTicketSla(testApp.database.db, ticket.id, minutesAfter(createdAt, 120));
    expect((await clockOf(ticket.id)).pausedSince).toEqual(minutesAfter(createdAt, 120));
    await testApp.database.db
      .update(tickets)
      .set({ customStatusId: null })
      .where(eq(tickets.id, ticket.id));
    await applyTicketSla(testApp.database.db, ticket.id, minutesAfter(createdAt, 300));
    const clock = await clockOf(ticket.id);
    expect(clock).toMatchObject({ pausedMinutes: 180, pausedSince: null });
    // The default policy (MEDIA, round the clock): 1440 and 4320 minutes, plus the 180 paused.
    expect(clock.firstResponseDueAt).toEqual(minutesAfter(createdAt, 1620));
    expect(clock.resolutionDueAt).toEqual(minutesAfter(createdAt, 4500));
    expect(clock.firstResponseWarnAt).toEqual(minutesAfter(createdAt, 1080 + 180));
  });

  it('follows the "pausa el SLA" switch of the status a ticket sits in, end to end', async () => {
    const created = await send(desk.admin, 'POST', '/api/departments', {
      name: `Soporte de redes ${Date.now()}`,
      statuses: [{ name: 'Esperando al proveedor', baseStatus: 'EN_PROGRESO' }],
    });
    expect(created.statusCode).toBe(201);
    const department = created.json().data.department;
    const [status] = department.statuses;
    const ticket = await createTicket(testApp.app, desk.admin, { departmentId: department.id });
    const moved = await send(desk.admin, 'PUT', `/api/tickets/${ticket.id}`, {
      version: await versionOf(ticket.id),
      customStatusId: status.id,
    });
    expect(moved.statusCode).toBe(200);
    await settle();
    expect((await slaOf(desk.admin, ticket.id)).isPaused).toBe(false);
    const switchTo = (pausesSla: boolean) =>
      send(desk.admin, 'PUT', `/api/departments/${department.id}`, {
        name: department.name,
        statuses: [{ id: status.id, name: status.name, baseStatus: 'EN_PROGRESO', pausesSla }],
      });
    // Switched on: the ticket already in that status stops its clock without a change of its own.
    expect((await switchTo(true)).statusCode).toBe(200);
    await settle();
    expect(await slaOf(desk.admin, ticket.id)).toMatchObject({
      isPaused: true,
      firstResponse: { state: 'PAUSED' },
    });
    // And off again: it runs.
    expect((await switchTo(false)).statusCode).toBe(200);
    await settle();
    expect(await slaOf(desk.admin, ticket.id)).toMatchObject({
      isPaused: false,
      firstResponse: { state: 'RUNNING' },
    });
  });

  it("records the first public reply by staff as the first response (a client's reply or an internal note is not one)", async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const comment = (actor: Actor, body: string, isInternal = false) =>
      send(actor, 'POST', `/api/tickets/${ticket.id}/comments`, { body, isInternal });
    expect((await comment(desk.client, 'Sigue sin imprimir.')).statusCode).toBe(201);
    expect((await comment(desk.technician, 'Revisar el cable USB.', true)).statusCode).toBe(201);
    await settle();
    expect((await slaOf(desk.client, ticket.id)).firstResponse.state).toBe('RUNNING');
    expect(
      (await comment(desk.technician, 'Hola, reinicia la impresora por favor.')).statusCode,
    ).toBe(201);
    await settle();
    const sla = await slaOf(desk.client, ticket.id);
    expect(sla.firstResponse).toMatchObject({ state: 'MET', isBreached: false });
    expect(sla.resolution.state).toBe('RUNNING');
    expect((await clockOf(ticket.id)).firstResponseAt).not.toBeNull();
  });

  it('stops the resolution clock when the ticket is resolved', async () => {
    const ticket = await createTicket(testApp.app, desk.admin, {
      departmentId: desk.department.id,
    });
    const resolved = await send(desk.admin, 'PUT', `/api/tickets/${ticket.id}`, {
      version: await versionOf(ticket.id),
      status: 'RESUELTO',
      resolution: 'Se reinstaló el controlador de la impresora.',
    });
    expect(resolved.statusCode).toBe(200);
    await settle();
    const sla = await slaOf(desk.admin, ticket.id);
    expect(sla).toMatchObject({ isPaused: false, resolution: { state: 'MET' } });
    expect((await clockOf(ticket.id)).isCompleted).toBe(true);
  });
});
