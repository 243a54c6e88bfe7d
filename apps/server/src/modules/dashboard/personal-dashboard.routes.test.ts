import { dashboardMessages } from '@atiende/contracts/dashboard';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ticketSla } from '../../db/schema/index';
import { useTestApp } from '../../../test/build-test-app';
import {
  dashboardActor,
  hoursBefore,
  makeDashboardDesk,
  makeNotification,
  makeTicket,
  type DashboardActor,
  type DashboardDesk,
  type MadeTicket,
} from '../../../test/personal-dashboard-factories';

/**
 * docs/dashboards.md: every figure below is computed by hand from the fixture. "Now" is
 * Wednesday 25/11/2026 15:00 in Lima (20:00 UTC): today started at 05:00 UTC, the week on
 * Monday 23/11 at 05:00 UTC (63 hours before now).
 */
const NOW = new Date('2026-11-25T20:00:00.000Z');
const h = (hours: number) => hoursBefore(NOW, hours);
const iso = (date: Date) => date.toISOString();

const testApp = useTestApp({ LOG_LEVEL: 'error' });
let desk: DashboardDesk;
let t: DashboardDesk['t'];

const get = (actor: DashboardActor | null, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: actor?.headers ?? {} });
const technicianOf = async (actor: DashboardActor) => {
  const response = await get(actor, '/api/dashboard/technician');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const clientOf = async (actor: DashboardActor) => {
  const response = await get(actor, '/api/dashboard/client');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const numbersOf = (items: Array<{ number: number }>) => items.map((item) => item.number);
const replyTickets = (items: Array<{ ticket: { number: number } }>) =>
  items.map((item) => item.ticket.number);

beforeAll(async () => {
  // Only Date is faked (timers stay real): tokens, caches and the service all read this clock.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  desk = await makeDashboardDesk(testApp, NOW);
  t = desk.t;
});

afterAll(() => {
  vi.useRealTimers();
});

describe('GET /api/dashboard/technician', () => {
  it("answers the técnico's queue, due tickets, figures, client replies and mentions", async () => {
    const data = await technicianOf(desk.tech);
    expect(data.generatedAt >= iso(NOW)).toBe(true);
    expect(data.queue).toEqual({
      open: 5,
      byPriority: [
        { priority: 'URGENTE', count: 1 },
        { priority: 'ALTA', count: 1 },
        { priority: 'MEDIA', count: 2 },
        { priority: 'BAJA', count: 1 },
      ],
      maxOpenTickets: 5,
    });
    // T4: the client wrote 30 h ago (due 6 h ago); T5: unanswered for 26 h (due 2 h ago);
    // T2: the client wrote 10 h ago; T1: created 2 h ago. T3: the técnico spoke last.
    const due = data.dueSoon as Array<{ number: number; dueAt: string }>;
    expect(numbersOf(due)).toEqual([t.T4!.number, t.T5!.number, t.T2!.number, t.T1!.number]);
    expect(due.map((item) => item.dueAt)).toEqual([h(6), h(2), h(-14), h(-22)].map(iso));
    expect(data.dueSoon[0]).toEqual({
      id: t.T4!.id,
      number: t.T4!.number,
      title: 'T4 vencido: el cliente espera desde ayer',
      status: 'ESCALADO',
      customStatus: { id: desk.waitingSupplier.id, name: 'Esperando proveedor' },
      priority: 'MEDIA',
      department: { id: desk.department.id, name: desk.department.name },
      assignedTo: { id: desk.tech.person.id, name: desk.tech.person.name },
      requesterName: 'Cevichería Acme SAC',
      createdAt: iso(h(60)),
      updatedAt: iso(h(3)),
      dueAt: iso(h(6)),
    });
    // Resolved: T7 and T14 today, T8 on Monday (T9 last Sunday; T10 is another técnico's).
    // Replies: today T7, T14, T9; this week also T2, T3 twice, T8, T12 (notes never count).
    // First answers: today T14 30 min, T7 60 min; the week adds T8 90, T2 120, T3 150
    // (T4, T12 were first answered by someone else; T9 last Friday).
    expect(data.figures).toEqual({
      today: {
        resolved: 2,
        replies: 3,
        firstResponse: { medianMinutes: 45, p90Minutes: 57, count: 2 },
      },
      week: {
        resolved: 3,
        replies: 8,
        firstResponse: { medianMinutes: 90, p90Minutes: 138, count: 5 },
      },
    });
    // Clients' public comments on my tickets, newest first; T15's is 40 days old, T12 not mine.
    expect(replyTickets(data.clientReplies)).toEqual(
      [t.T7, t.T2, t.T4, t.T3].map((made) => made!.number),
    );
    expect(data.clientReplies[1]).toEqual({
      ticket: { id: t.T2!.id, number: t.T2!.number, title: 'T2 el cliente escribió último' },
      author: desk.colleagueB.person.name,
      excerpt:
        'Sigue sin imprimir. Ya cambiamos el rollo de papel y reiniciamos la ticketera térmica dos veces, pero las comandas de cocina siguen saliendo en blanco desde la…',
      createdAt: iso(h(10)),
    });
    expect(
      data.mentions.map((item: { type: string; isRead: boolean }) => [item.type, item.isRead]),
    ).toEqual([
      ['TICKET_ASSIGNED', false],
      ['COMMENT_ADDED', true],
      ['TICKET_ESCALATED', false],
    ]);
    expect(data.mentions[0]).toMatchObject({
      title: 'Aviso TICKET_ASSIGNED',
      message: 'Mensaje TICKET_ASSIGNED',
      ticketId: t.T1!.id,
      createdAt: iso(h(1)),
    });
  });

  it("gives a lead their own work only, not their department's", async () => {
    const data = await technicianOf(desk.lead);
    expect(data.queue).toEqual({
      open: 1,
      byPriority: [
        { priority: 'URGENTE', count: 0 },
        { priority: 'ALTA', count: 1 },
        { priority: 'MEDIA', count: 0 },
        { priority: 'BAJA', count: 0 },
      ],
      maxOpenTickets: null,
    });
    expect(numbersOf(data.dueSoon)).toEqual([t.T16!.number]);
    expect(data.dueSoon[0]).toMatchObject({
      requesterName: desk.loneClient.person.name,
      dueAt: iso(h(-23)),
    });
    const none = { medianMinutes: null, p90Minutes: null, count: 0 };
    expect(data.figures).toEqual({
      today: { resolved: 0, replies: 0, firstResponse: none },
      week: { resolved: 0, replies: 0, firstResponse: none },
    });
    expect(data.clientReplies).toEqual([]);
    expect(data.mentions).toEqual([]);
  });

  it('refuses administrators and clients with 403 and anonymous callers with 401', async () => {
    for (const refused of [desk.admin, desk.clientA]) {
      const response = await get(refused, '/api/dashboard/technician');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        message: dashboardMessages.errors.roleForbidden,
        error: { code: 'FORBIDDEN' },
      });
    }
    expect((await get(null, '/api/dashboard/technician')).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/client', () => {
  it("answers the client's counts, open tickets, staff replies and the company's tickets", async () => {
    const data = await clientOf(desk.clientA);
    expect(data.myCounts).toEqual([
      { status: 'PENDIENTE', count: 1 },
      { status: 'EN_PROGRESO', count: 1 },
      { status: 'RESUELTO', count: 2 },
      { status: 'CERRADO', count: 2 },
      { status: 'ESCALADO', count: 1 },
    ]);
    // Open and waiting for my answer (Resuelto), most recently changed first.
    expect(numbersOf(data.myOpen)).toEqual(
      [t.T7, t.T1, t.T14, t.T4, t.T3].map((made) => made!.number),
    );
    // Staff's public replies on my tickets; the notes on T3 and T4 never, T15's is 45 days old.
    expect(replyTickets(data.recentReplies)).toEqual(
      [t.T14, t.T7, t.T3, t.T3, t.T8, t.T4].map((made) => made!.number),
    );
    expect(data.recentReplies.map((item: { excerpt: string }) => item.excerpt)).toEqual([
      'Respuesta en T14',
      'Respuesta en T7',
      'Segunda respuesta en T3',
      'Primera respuesta en T3',
      'Respuesta en T8',
      'Respuesta del otro técnico en T4',
    ]);
    expect(data.recentReplies[5]).toMatchObject({
      author: desk.otherTech.person.name,
      createdAt: iso(h(59)),
    });
    // Acme's open tickets: T1, T2, T3, T4, T12, T17; colleagues' ones newest first.
    expect(data.company.customer).toEqual({ id: desk.acme.id, name: desk.acme.name });
    expect(data.company.open).toBe(6);
    expect(numbersOf(data.company.tickets)).toEqual(
      [t.T12, t.T17, t.T2].map((made) => made!.number),
    );
    expect(data.company.tickets[1]).toMatchObject({
      requesterName: 'Cevichería Acme SAC',
      assignedTo: null,
      customStatus: null,
      status: 'PENDIENTE',
    });
    const text = JSON.stringify(data);
    expect(text).not.toContain('Nota interna');
    for (const other of [t.T5, t.T10]) expect(text).not.toContain(other!.id);
  });

  it("shows a colleague's tickets only under the company, and another company's never", async () => {
    const colleague = await clientOf(desk.colleagueB);
    expect(colleague.myCounts.map((item: { count: number }) => item.count)).toEqual([
      0, 2, 1, 0, 0,
    ]);
    expect(numbersOf(colleague.myOpen)).toEqual([t.T12, t.T9, t.T2].map((made) => made!.number));
    expect(numbersOf(colleague.company.tickets)).toEqual(
      [t.T1, t.T4, t.T3, t.T17].map((made) => made!.number),
    );
    const other = await clientOf(desk.clientC);
    expect(other.myCounts.map((item: { count: number }) => item.count)).toEqual([1, 0, 1, 0, 0]);
    expect(numbersOf(other.myOpen)).toEqual([t.T10, t.T5].map((made) => made!.number));
    expect(other.company).toEqual({
      customer: { id: desk.beta.id, name: desk.beta.name },
      open: 1,
      tickets: [],
    });
    const otherText = JSON.stringify(other);
    for (const made of Object.values(t)) {
      if (made.spec.customerId === desk.acme.id) expect(otherText).not.toContain(made.id);
    }
    const lone = await clientOf(desk.loneClient);
    expect(lone.company).toBeNull();
    expect(numbersOf(lone.myOpen)).toEqual([t.T16!.number]);
    expect(lone.myOpen[0].requesterName).toBe(desk.loneClient.person.name);
    expect(lone.recentReplies).toEqual([]);
  });

  it('refuses staff with 403 and anonymous callers with 401', async () => {
    for (const refused of [desk.admin, desk.lead, desk.tech]) {
      const response = await get(refused, '/api/dashboard/client');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(dashboardMessages.errors.roleForbidden);
    }
    expect((await get(null, '/api/dashboard/client')).statusCode).toBe(401);
  });
});

describe('due soon with SLA clocks (docs/dashboards.md#due-soon)', () => {
  /** A clock as the SLA module stores it: `first`/`resolution` due that many hours from now. */
  const clockFor = (
    ticket: MadeTicket,
    clock: { first: number; resolution: number; answeredAt?: Date; pausedSince?: Date },
  ) => ({
    ticketId: ticket.id,
    priority: 'MEDIA' as const,
    firstResponseTargetMinutes: 240,
    resolutionTargetMinutes: 1440,
    warningPercent: 75,
    startedAt: h(10),
    pausedSince: clock.pausedSince ?? null,
    firstResponseAt: clock.answeredAt ?? null,
    firstResponseDueAt: h(-clock.first),
    firstResponseWarnAt: h(-clock.first + 1),
    resolutionDueAt: h(-clock.resolution),
    resolutionWarnAt: h(-clock.resolution + 1),
  });

  it("lists the running clocks' next due times, skips paused ones, and keeps the promise for a ticket without a clock", async () => {
    const tech = await dashboardActor(testApp, 'TECHNICIAN');
    const client = await dashboardActor(testApp, 'CLIENT');
    const open = (title: string, comments: Parameters<typeof makeTicket>[1]['comments'] = []) =>
      makeTicket(testApp.database, {
        title,
        status: 'EN_PROGRESO',
        departmentId: desk.department.id,
        assignee: tech.person,
        requester: client.person,
        createdAt: h(10),
        comments,
      });
    const unanswered = await open('Sin primera respuesta');
    const answered = await open('Respondido', [
      { by: tech.person, at: h(9), body: 'Respuesta' },
      // The client spoke last: the old promise would make it due in 16 h; the SLA says 1 h.
      { by: client.person, at: h(8), body: 'Cliente' },
    ]);
    const paused = await open('En pausa');
    const imported = await open('Importado, sin reloj');
    await testApp.database.db
      .insert(ticketSla)
      .values([
        clockFor(unanswered, { first: 3, resolution: 20 }),
        clockFor(answered, { first: -6, resolution: 1, answeredAt: h(9) }),
        clockFor(paused, { first: -2, resolution: 5, pausedSince: h(1) }),
      ]);
    const data = await technicianOf(tech);
    const due = data.dueSoon as Array<{ number: number; dueAt: string }>;
    expect(numbersOf(due)).toEqual([answered.number, unanswered.number, imported.number]);
    expect(due.map((item) => item.dueAt)).toEqual([h(-1), h(-3), h(-14)].map(iso));
  });
});

describe("the técnico's SLA figures (docs/dashboards.md, Técnico)", () => {
  type ClockTimes = {
    firstDue: number;
    answered?: number;
    resolutionDue: number;
    pausedSince?: number;
    completed?: boolean;
  };
  /** A clock as the SLA module stores it; every instant in hours before NOW (negative: ahead). */
  const clockOf = (ticket: MadeTicket, c: ClockTimes) => ({
    ticketId: ticket.id,
    priority: 'MEDIA' as const,
    firstResponseTargetMinutes: 240,
    resolutionTargetMinutes: 1440,
    warningPercent: 75,
    startedAt: h(80),
    pausedSince: c.pausedSince === undefined ? null : h(c.pausedSince),
    isCompleted: c.completed ?? false,
    firstResponseAt: c.answered === undefined ? null : h(c.answered),
    firstResponseDueAt: h(c.firstDue),
    // The warning share starts an hour and a half before the due time.
    firstResponseWarnAt: h(c.firstDue + 1.5),
    resolutionDueAt: h(c.resolutionDue),
    resolutionWarnAt: h(c.resolutionDue + 1.5),
  });

  it("counts this week's targets and the running clocks of the técnico's own tickets only", async () => {
    const me = await dashboardActor(testApp, 'TECHNICIAN');
    const colleague = await dashboardActor(testApp, 'TECHNICIAN');
    const client = await dashboardActor(testApp, 'CLIENT');
    const ticket = (title: string, assignee: DashboardActor | null, extra = {}) =>
      makeTicket(testApp.database, {
        title,
        status: 'EN_PROGRESO',
        departmentId: desk.department.id,
        ...(assignee ? { assignee: assignee.person } : {}),
        requester: client.person,
        createdAt: h(80),
        ...extra,
      });
    const atRisk = await ticket('A: respuesta por vencer', me);
    const overdue = await ticket('B: resolución vencida', me);
    const resolved = await ticket('C: resuelto a tiempo, respondido tarde', me, {
      status: 'RESUELTO',
      resolvedAt: h(5),
    });
    const lastWeek = await ticket('D: vencido antes del lunes', me);
    const paused = await ticket('E: en pausa antes de vencer', me);
    const answered = await ticket('F: respondido a tiempo', me);
    const theirs = await ticket('O: de otro técnico', colleague);
    const nobodys = await ticket('U: sin asignar', null);
    await testApp.database.db.insert(ticketSla).values([
      // At risk: unanswered, due in half an hour. Its resolution is far.
      clockOf(atRisk, { firstDue: -0.5, resolutionDue: -20 }),
      // First response given 30 h ago, due 28 h ago: met this week. The resolution fell due
      // 2 h ago with the clock running: breached, and overdue now.
      clockOf(overdue, { firstDue: 28, answered: 30, resolutionDue: 2 }),
      // First response late (due 38 h ago, given 36 h ago): breached. Resolved 5 h ago, before
      // its due time: met; the clock stands still since.
      clockOf(resolved, {
        firstDue: 38,
        answered: 36,
        resolutionDue: -10,
        pausedSince: 5,
        completed: true,
      }),
      // Its first response fell due 70 h ago, before Monday (63 h ago): not this week's.
      clockOf(lastWeek, { firstDue: 70, answered: 66, resolutionDue: -30 }),
      // Paused 3 h ago, before its first response fell due (1 h ago): neither breached nor running.
      clockOf(paused, { firstDue: 1, resolutionDue: -5, pausedSince: 3 }),
      // Answered 3 h ago, due in an hour: met.
      clockOf(answered, { firstDue: -1, answered: 3, resolutionDue: -48 }),
      // Another técnico's and an unassigned ticket: breached and at risk, never counted as mine.
      clockOf(theirs, { firstDue: 2, resolutionDue: -0.5 }),
      clockOf(nobodys, { firstDue: 4, answered: 1, resolutionDue: -0.2 }),
    ]);

    const mine = await technicianOf(me);
    // First response: B and F met, C breached (D was due last week, E paused in time).
    // Resolution: C met, B breached. Now: A at risk, B overdue.
    expect(mine.sla).toEqual({
      firstResponse: { met: 2, breached: 1, percent: 66.7 },
      resolution: { met: 1, breached: 1, percent: 50 },
      atRisk: 1,
      overdue: 1,
    });
    // O: first response breached 2 h ago and overdue; its resolution at risk.
    expect((await technicianOf(colleague)).sla).toEqual({
      firstResponse: { met: 0, breached: 1, percent: 0 },
      resolution: { met: 0, breached: 0, percent: null },
      atRisk: 1,
      overdue: 1,
    });
  });

  it('answers zeros and no percent for a técnico without clocks', async () => {
    const none = { met: 0, breached: 0, percent: null };
    expect((await technicianOf(desk.lead)).sla).toEqual({
      firstResponse: none,
      resolution: none,
      atRisk: 0,
      overdue: 0,
    });
  });
});

describe('the lists keep their limits', () => {
  it('answers at most 8 due tickets, replies and mentions, and 10 open tickets', async () => {
    const busyTech = await dashboardActor(testApp, 'TECHNICIAN');
    const busyClient = await dashboardActor(testApp, 'CLIENT');
    const made: MadeTicket[] = [];
    // Ticket i: created 30 + i hours ago, answered an hour later, the client wrote 20 + i hours
    // ago: due 4 − i hours from now, so the oldest (i = 9) is the most urgent.
    for (let i = 0; i < 10; i++) {
      made.push(
        await makeTicket(testApp.database, {
          title: `Carga ${i}`,
          status: 'EN_PROGRESO',
          departmentId: desk.department.id,
          assignee: busyTech.person,
          requester: busyClient.person,
          createdAt: h(30 + i),
          comments: [
            { by: busyTech.person, at: h(29 + i), body: `Respuesta ${i}` },
            { by: busyClient.person, at: h(20 + i), body: `Cliente ${i}` },
          ],
        }),
      );
      await makeNotification(testApp.database, {
        user: busyTech.person,
        type: 'COMMENT_ADDED',
        at: h(i),
      });
    }
    for (const i of [10, 11]) {
      made.push(
        await makeTicket(testApp.database, {
          title: `Carga ${i}`,
          status: 'PENDIENTE',
          departmentId: desk.department.id,
          requester: busyClient.person,
          createdAt: h(40 + i),
        }),
      );
    }
    const technician = await technicianOf(busyTech);
    expect(numbersOf(technician.dueSoon)).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2].map((i) => made[i]!.number),
    );
    expect(replyTickets(technician.clientReplies)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => made[i]!.number),
    );
    expect(technician.mentions.map((item: { createdAt: string }) => item.createdAt)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => iso(h(i))),
    );
    const client = await clientOf(busyClient);
    expect(numbersOf(client.myOpen)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => made[i]!.number),
    );
    expect(client.myCounts[0]).toEqual({ status: 'PENDIENTE', count: 2 });
    expect(replyTickets(client.recentReplies)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => made[i]!.number),
    );
  });
});
