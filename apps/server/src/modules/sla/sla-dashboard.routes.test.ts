import { dashboardMessages, slaDashboardMessages } from '@atiende/contracts/dashboard';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { createTicket, makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { ticketSla, tickets } from '../../db/schema/index';
import { resolveViewer } from '../tickets/index';
import { slaDashboard } from './sla-dashboard.service';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
const ids: Record<string, string> = {};
const numbers: Record<string, number> = {};

// Instants relative to the start of the file: every one falls within the last 7 Lima days.
const start = Date.now();
const at = (minutes: number) => new Date(start + minutes * 60_000);

/** Sets a ticket's clock by hand, as the clock would stand after its changes. */
async function setClock(ticketId: string, changes: Partial<typeof ticketSla.$inferInsert>) {
  await testApp.database.db
    .update(ticketSla)
    .set({
      // Far from now unless the case says otherwise: nothing settled, nothing at risk.
      firstResponseWarnAt: at(60 * 24 * 3),
      firstResponseDueAt: at(60 * 24 * 4),
      resolutionWarnAt: at(60 * 24 * 5),
      resolutionDueAt: at(60 * 24 * 6),
      firstResponseAt: null,
      pausedSince: null,
      isCompleted: false,
      ...changes,
    })
    .where(eq(ticketSla.ticketId, ticketId));
}

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const make = async (key: string, departmentId = desk.department.id) => {
    const ticket = await createTicket(testApp.app, desk.admin, {
      departmentId,
      title: `Ticket ${key}`,
    });
    ids[key] = ticket.id;
    numbers[key] = ticket.number;
  };
  for (const key of ['answered', 'late', 'atRisk', 'resolved', 'paused', 'quiet']) await make(key);
  await make('otherLate', desk.otherDepartment.id);
  await testApp.app.events.drain();
  // A first response given 10 minutes ago, due in an hour: met.
  await setClock(ids.answered!, { firstResponseAt: at(-10), firstResponseDueAt: at(60) });
  // No first response, due 30 minutes ago while the clock ran: breached, and overdue now.
  await setClock(ids.late!, { firstResponseWarnAt: at(-120), firstResponseDueAt: at(-30) });
  await setClock(ids.otherLate!, { firstResponseWarnAt: at(-120), firstResponseDueAt: at(-30) });
  // Answered in time; its resolution is in its warning share, due in 30 minutes: at risk.
  await setClock(ids.atRisk!, {
    firstResponseAt: at(-50),
    firstResponseDueAt: at(-40),
    resolutionWarnAt: at(-5),
    resolutionDueAt: at(30),
  });
  // Resolved an hour ago, a day before its due time: resolution met.
  await testApp.database.db
    .update(tickets)
    .set({ status: 'RESUELTO', resolvedAt: at(-60) })
    .where(eq(tickets.id, ids.resolved!));
  await setClock(ids.resolved!, { isCompleted: true, pausedSince: at(-60) });
  // Paused (a status that pauses the clock) before its due time passed: stands still, no breach.
  await setClock(ids.paused!, {
    pausedSince: at(-90),
    firstResponseWarnAt: at(-80),
    firstResponseDueAt: at(-20),
  });
});

const get = (actor: { headers: Record<string, string> } | null, query = '') =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/sla/dashboard${query}`,
    headers: actor?.headers ?? {},
  });

describe('GET /api/sla/dashboard', () => {
  it('gives an administrator the compliance of every department, the at-risk list and the trend', async () => {
    const response = await get(desk.admin);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.range.period).toBe('7d');
    expect(data.summary).toEqual({
      firstResponse: { met: 2, breached: 2, percent: 50 },
      resolution: { met: 1, breached: 0, percent: 100 },
      atRisk: 1,
      overdue: 2,
    });
    expect(data.byPriority.map((row: { priority: string }) => row.priority)).toEqual([
      'URGENTE',
      'ALTA',
      'MEDIA',
      'BAJA',
    ]);
    const media = data.byPriority.find((row: { priority: string }) => row.priority === 'MEDIA');
    expect(media.firstResponse).toEqual({ met: 2, breached: 2, percent: 50 });
    expect(data.byDepartment).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          department: { id: desk.department.id, name: expect.any(String) },
          firstResponse: { met: 2, breached: 1, percent: 66.7 },
          resolution: { met: 1, breached: 0, percent: 100 },
        }),
        expect.objectContaining({
          department: { id: desk.otherDepartment.id, name: expect.any(String) },
          firstResponse: { met: 0, breached: 1, percent: 0 },
        }),
      ]),
    );
    expect(data.byTechnician).toEqual([
      expect.objectContaining({
        technician: null,
        resolution: { met: 1, breached: 0, percent: 100 },
      }),
    ]);
    expect(data.trend).toHaveLength(7);
    const trendTotals = data.trend.reduce(
      (sum: { met: number; breached: number }, day: { met: number; breached: number }) => ({
        met: sum.met + day.met,
        breached: sum.breached + day.breached,
      }),
      { met: 0, breached: 0 },
    );
    expect(trendTotals).toEqual({ met: 3, breached: 2 });
    expect(data.atRisk).toEqual([
      expect.objectContaining({
        id: ids.atRisk,
        number: numbers.atRisk,
        title: 'Ticket atRisk',
        priority: 'MEDIA',
        target: 'RESOLUTION',
        dueAt: at(30).toISOString(),
        assignedTo: null,
        department: { id: desk.department.id, name: expect.any(String) },
      }),
    ]);
  });

  it("narrows a lead's figures to their departments, and refuses another department's", async () => {
    const response = await get(desk.lead);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.departments.map((row: { id: string }) => row.id)).toEqual([desk.department.id]);
    expect(data.summary).toMatchObject({
      firstResponse: { met: 2, breached: 1, percent: 66.7 },
      overdue: 1,
      atRisk: 1,
    });
    expect(JSON.stringify(data)).not.toContain(ids.otherLate);
    const narrowed = await get(desk.lead, `?departmentId=${desk.department.id}`);
    expect(narrowed.statusCode).toBe(200);
    const other = await get(desk.lead, `?departmentId=${desk.otherDepartment.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(dashboardMessages.errors.departmentForbidden);
  });

  it("narrows an administrator's figures to one department", async () => {
    const response = await get(desk.admin, `?departmentId=${desk.otherDepartment.id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.summary).toEqual({
      firstResponse: { met: 0, breached: 1, percent: 0 },
      resolution: { met: 0, breached: 0, percent: null },
      atRisk: 0,
      overdue: 1,
    });
    expect(data.atRisk).toEqual([]);
  });

  it('refuses técnicos and clients with 403 and its Spanish message, and strangers with 401', async () => {
    for (const actor of [desk.technician, desk.client]) {
      const response = await get(actor);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(slaDashboardMessages.errors.roleForbidden);
    }
    expect((await get(null)).statusCode).toBe(401);
  });

  it('answers a bad period or department with 400 and the field, an unknown department too', async () => {
    const period = await get(desk.admin, '?period=semana');
    expect(period.statusCode).toBe(400);
    expect(JSON.stringify(period.json())).toContain('period');
    const malformed = await get(desk.admin, '?departmentId=caja');
    expect(malformed.statusCode).toBe(400);
    const unknown = await get(desk.admin, '?departmentId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(dashboardMessages.validation.departmentInvalid);
  });

  it('counts a target in the period it was settled in, every day of the period listed', async () => {
    // A custom period that ended years ago holds none of these targets.
    const old = await get(desk.admin, '?period=custom&from=2020-01-01&to=2020-01-31');
    expect(old.statusCode).toBe(200);
    expect(old.json().data.summary.firstResponse).toEqual({ met: 0, breached: 0, percent: null });
    expect(old.json().data.trend).toHaveLength(31);
  });
});

describe("a long period's compliance", () => {
  it('is read from the daily counts on every request: a new target counts at once', async () => {
    const viewer = await resolveViewer(testApp.database.db, {
      userId: desk.lead.user.id,
      role: 'TECH_LEAD',
      sessionId: 'test',
    });
    // A fixed range around the file's start (a named period would move at a Lima midnight).
    const day = (days: number) => new Date(start + days * 86_400_000).toISOString().slice(0, 10);
    const query = { period: 'custom' as const, from: day(-20), to: day(10) };
    const first = await slaDashboard(testApp.database.db, viewer, query, at(0));
    expect(first.summary.firstResponse).toEqual({ met: 2, breached: 1, percent: 66.7 });
    const extra = await createTicket(testApp.app, desk.admin, {
      departmentId: desk.department.id,
      title: 'Ticket extra',
    });
    await testApp.app.events.drain();
    await setClock(extra.id, { firstResponseAt: at(-5), firstResponseDueAt: at(30) });
    await setClock(ids.quiet!, { firstResponseWarnAt: at(-10), firstResponseDueAt: at(20) });
    const soon = await slaDashboard(testApp.database.db, viewer, query, at(0.5));
    expect(soon.summary.firstResponse).toEqual({ met: 3, breached: 1, percent: 75 });
    expect(soon.summary.atRisk).toBe(first.summary.atRisk + 1);
    // Its due time passed with the clock running: breached from then on.
    const later = await slaDashboard(testApp.database.db, viewer, query, at(21));
    expect(later.summary.firstResponse).toEqual({ met: 3, breached: 2, percent: 60 });
    await setClock(ids.quiet!, {});
    await setClock(extra.id, {});
  });
});

describe('GET /api/dashboard/overview: the SLA figures', () => {
  it("adds the period's compliance and now's at-risk and overdue tickets, scoped like the rest", async () => {
    const admin = await testApp.app.inject({
      method: 'GET',
      url: '/api/dashboard/overview',
      headers: desk.admin.headers,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.sla).toEqual({
      firstResponse: { met: 2, breached: 2, percent: 50 },
      resolution: { met: 1, breached: 0, percent: 100 },
      atRisk: 1,
      overdue: 2,
    });
    const lead = await testApp.app.inject({
      method: 'GET',
      url: '/api/dashboard/overview',
      headers: desk.lead.headers,
    });
    expect(lead.json().data.sla).toMatchObject({
      firstResponse: { met: 2, breached: 1 },
      overdue: 1,
    });
  });
});
