import type { ReportResult } from '@atiende/contracts/reports';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { ticketActions } from '../../../../test/notification-helpers';
import { createTicket, makeHelpDesk, type HelpDesk } from '../../../../test/ticket-factories';
import {
  breakPolicies,
  lunchSlots,
  technicianPauses,
  ticketEvents,
  users,
  workShifts,
} from '../../../db/schema/index';

/**
 * The team-time reports against hand-computed figures (docs/reports.md#productivity, #breaks,
 * #compliance; each day's figures as docs/schedules.md#cumplimiento-y-productividad defines
 * them). Period: Monday 16 – Wednesday 18 November 2026.
 *
 * - Rosa Quispe (técnico of Soporte; policy every 120 / 10 min): Tuesday 17 08:00–17:00 with
 *   lunch slot 13:00–14:00 — breaks 10:00–10:12, 15:30–15:38, 16:00–16:10 (closed
 *   automatically), lunch 13:10–14:15, three tickets resolved: planned 4 / 40 min, taken 3 /
 *   30, overrun 2 + 5 = 7, lunch 10 min late, worked 540 − 95 = 445, adherence
 *   100 − 100 × 17 / 540 = 96.9. Wednesday 18 08:00–12:00: planned 1 / 10 (the 12:00 one would
 *   end after the shift), break 09:00–10:02 (52 over), one ticket: worked 240 − 62 = 178,
 *   adherence 100 − 100 × 52 / 240 = 78.3 — below 80.
 * - Pedro Huamán (técnico of Ventas, no policy): Tuesday 17 09:00–13:00, break 10:00–10:19
 *   (planned 10: 9 over), two tickets: worked 221, adherence 100 − 100 × 9 / 240 = 96.3.
 * - Carlos Mendoza (lead of Soporte, no shift): resolves one ticket on Tuesday at 12:00.
 *
 * Every account exists, and every pattern was saved, since 1 November (nothing is planned before
 * either day: docs/schedules.md#cumplimiento-y-productividad).
 */

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
const lima = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00-05:00`);
const PERIOD = { period: 'custom', from: '2026-11-16', to: '2026-11-18' };
const NOVEMBER_1 = new Date('2026-11-01T00:00:00-05:00');

type Actor = HelpDesk['admin'];

async function resolvedAt(resolver: Actor, departmentId: string, at: Date) {
  const actions = ticketActions(testApp.app);
  const ticket = await createTicket(testApp.app, desk.client, { departmentId });
  await actions.assign(desk.admin, ticket.id, resolver.user.id);
  await actions.update(resolver, ticket.id, { status: 'RESUELTO', resolution: 'Listo.' });
  await testApp.database.db
    .update(ticketEvents)
    .set({ createdAt: at })
    .where(and(eq(ticketEvents.ticketId, ticket.id), eq(ticketEvents.type, 'status_changed')));
}

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const db = testApp.database.db;
  const rosa = desk.technician.user.id;
  const pedro = desk.outsider.user.id;
  for (const [id, name] of [
    [rosa, 'Rosa Quispe'],
    [pedro, 'Pedro Huamán'],
    [desk.lead.user.id, 'Carlos Mendoza'],
  ] as const)
    await db.update(users).set({ name }).where(eq(users.id, id));
  await db.insert(breakPolicies).values({
    name: 'Soporte',
    departmentId: desk.department.id,
    everyMinutes: 120,
    breakMinutes: 10,
  });
  await db.update(users).set({ createdAt: NOVEMBER_1 });
  await db.insert(workShifts).values([
    { userId: rosa, weekday: 2, startMinute: 480, durationMinutes: 540, createdAt: NOVEMBER_1 },
    { userId: rosa, weekday: 3, startMinute: 480, durationMinutes: 240, createdAt: NOVEMBER_1 },
    { userId: pedro, weekday: 2, startMinute: 540, durationMinutes: 240, createdAt: NOVEMBER_1 },
  ]);
  await db.insert(lunchSlots).values({
    userId: rosa,
    weekday: 2,
    startMinute: 780,
    durationMinutes: 60,
    departmentId: desk.department.id,
  });
  const pause = (
    userId: string,
    kind: 'break' | 'lunch',
    [day, from, to]: [number, string, string],
    plannedMinutes: number,
    endedAutomatically = false,
  ) => ({
    userId,
    kind,
    startedAt: lima(day, from),
    endedAt: lima(day, to),
    plannedMinutes,
    endedAutomatically,
  });
  await db
    .insert(technicianPauses)
    .values([
      pause(rosa, 'break', [17, '10:00', '10:12'], 10),
      pause(rosa, 'lunch', [17, '13:10', '14:15'], 60),
      pause(rosa, 'break', [17, '15:30', '15:38'], 10),
      pause(rosa, 'break', [17, '16:00', '16:10'], 10, true),
      pause(rosa, 'break', [18, '09:00', '10:02'], 10),
      pause(pedro, 'break', [17, '10:00', '10:19'], 10),
    ]);
  for (const time of ['09:30', '11:00', '16:45'])
    await resolvedAt(desk.technician, desk.department.id, lima(17, time));
  await resolvedAt(desk.technician, desk.department.id, lima(18, '11:00'));
  for (const time of ['10:30', '11:30'])
    await resolvedAt(desk.outsider, desk.otherDepartment.id, lima(17, time));
  await resolvedAt(desk.lead, desk.department.id, lima(17, '12:00'));
});

type Query = Record<string, string>;

function get(actor: Actor, family: string, type: string, query: Query = PERIOD) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/reports/${family}/${type}?${new URLSearchParams(query).toString()}`,
    headers: actor.headers,
  });
}

/** GET /api/reports/:family/:type, answered 200. */
async function run(actor: Actor, family: string, type: string, query: Query = PERIOD) {
  const response = await get(actor, family, type, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ReportResult;
}

const cellsOf = (body: ReportResult) => body.rows.map((row) => row.cells);

describe('productivity reports', () => {
  it('adds up each técnico’s days for an administrator, every department', async () => {
    const body = await run(desk.admin, 'productivity', 'by-technician');
    expect(body.columns.map((column) => [column.key, column.label, column.kind])).toEqual([
      ['technician', 'Técnico', 'text'],
      ['daysWithShift', 'Días con turno', 'count'],
      ['workedHours', 'Horas trabajadas', 'hours'],
      ['ticketsHandled', 'Tickets atendidos', 'count'],
      ['ticketsPerHour', 'Tickets por hora', 'decimal'],
    ]);
    expect(cellsOf(body)).toEqual([
      // A lead without a shift: their ticket counts, no hour was worked.
      {
        technician: 'Carlos Mendoza',
        daysWithShift: 0,
        workedHours: 0,
        ticketsHandled: 1,
        ticketsPerHour: null,
      },
      // 221 min = 3.68 h; 2 / 3.683 = 0.54.
      {
        technician: 'Pedro Huamán',
        daysWithShift: 1,
        workedHours: 3.68,
        ticketsHandled: 2,
        ticketsPerHour: 0.54,
      },
      // 445 + 178 = 623 min = 10.38 h; 4 / 10.383 = 0.39.
      {
        technician: 'Rosa Quispe',
        daysWithShift: 2,
        workedHours: 10.38,
        ticketsHandled: 4,
        ticketsPerHour: 0.39,
      },
    ]);
    // 844 min = 14.07 h; 7 / 14.067 = 0.50.
    expect(body.totals).toEqual({
      technician: 'Total',
      daysWithShift: 3,
      workedHours: 14.07,
      ticketsHandled: 7,
      ticketsPerHour: 0.5,
    });
    expect(body.summary).toBe(
      'El equipo trabajó 14.1 horas y atendió 7 tickets: 0.5 por hora. ' +
        'El mayor ritmo fue el de Pedro Huamán, con 0.54 tickets por hora.',
    );
    expect(body.chart).toEqual({
      kind: 'bar',
      x: 'technician',
      series: ['ticketsPerHour'],
      stacked: false,
      horizontal: true,
    });
    expect(body.truncated).toBe(false);
    expect(body.rows.every((row) => row.drill === undefined)).toBe(true);
  });

  it('shows a lead only the people of their departments', async () => {
    const body = await run(desk.lead, 'productivity', 'by-technician');
    expect(cellsOf(body).map((cells) => cells.technician)).toEqual([
      'Carlos Mendoza',
      'Rosa Quispe',
    ]);
    // 623 min = 10.38 h; 5 / 10.383 = 0.48.
    expect(body.totals).toEqual({
      technician: 'Total',
      daysWithShift: 2,
      workedHours: 10.38,
      ticketsHandled: 5,
      ticketsPerHour: 0.48,
    });
    expect(body.summary).toBe(
      'El equipo trabajó 10.4 horas y atendió 5 tickets: 0.48 por hora. ' +
        'El mayor ritmo fue el de Rosa Quispe, con 0.39 tickets por hora.',
    );
    const ownDepartment = await run(desk.lead, 'productivity', 'by-technician', {
      ...PERIOD,
      departmentId: desk.department.id,
    });
    expect(ownDepartment.rows).toEqual(body.rows);
  });

  it('narrows to one técnico, and an administrator to one department', async () => {
    const rosa = await run(desk.admin, 'productivity', 'by-technician', {
      ...PERIOD,
      technicianId: desk.technician.user.id,
    });
    expect(cellsOf(rosa).map((cells) => cells.technician)).toEqual(['Rosa Quispe']);
    expect(rosa.totals).toMatchObject({ workedHours: 10.38, ticketsHandled: 4 });
    const ventas = await run(desk.admin, 'productivity', 'by-technician', {
      ...PERIOD,
      departmentId: desk.otherDepartment.id,
    });
    expect(cellsOf(ventas).map((cells) => cells.technician)).toEqual(['Pedro Huamán']);
  });

  it('answers every day of the period, in order, with zeros', async () => {
    const body = await run(desk.admin, 'productivity', 'by-day');
    expect(body.columns.map((column) => column.key)).toEqual([
      'day',
      'techniciansOnShift',
      'workedHours',
      'ticketsHandled',
      'ticketsPerHour',
    ]);
    expect(cellsOf(body)).toEqual([
      {
        day: '2026-11-16',
        techniciansOnShift: 0,
        workedHours: 0,
        ticketsHandled: 0,
        ticketsPerHour: null,
      },
      // 445 + 221 = 666 min = 11.1 h; 3 + 2 + 1 tickets; 6 / 11.1 = 0.54.
      {
        day: '2026-11-17',
        techniciansOnShift: 2,
        workedHours: 11.1,
        ticketsHandled: 6,
        ticketsPerHour: 0.54,
      },
      // 178 min = 2.97 h; 1 / 2.967 = 0.34.
      {
        day: '2026-11-18',
        techniciansOnShift: 1,
        workedHours: 2.97,
        ticketsHandled: 1,
        ticketsPerHour: 0.34,
      },
    ]);
    expect(body.totals).toEqual({
      day: 'Total',
      techniciansOnShift: 2,
      workedHours: 14.07,
      ticketsHandled: 7,
      ticketsPerHour: 0.5,
    });
    expect(body.summary).toBe(
      'El equipo trabajó 14.1 horas y atendió 7 tickets: 0.5 por hora. ' +
        'El día con más tickets atendidos fue el 17/11/2026 (6).',
    );
    expect(body.chart).toMatchObject({ kind: 'line', x: 'day' });
  });

  it('says so when nobody worked in the period', async () => {
    const body = await run(desk.admin, 'productivity', 'by-day', {
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-03',
    });
    expect(body.rows).toHaveLength(3);
    expect(body.summary).toBe('No hubo turnos, pausas ni tickets atendidos en el periodo.');
  });
});

describe('breaks reports', () => {
  it('adds up planned against taken pauses per técnico', async () => {
    const body = await run(desk.admin, 'breaks', 'by-technician');
    expect(body.columns.map((column) => [column.key, column.kind])).toEqual([
      ['technician', 'text'],
      ['plannedBreaks', 'count'],
      ['plannedBreakMinutes', 'minutes'],
      ['takenBreaks', 'count'],
      ['takenBreakMinutes', 'minutes'],
      ['overrunMinutes', 'minutes'],
      ['autoClosed', 'count'],
      ['lunchesTaken', 'count'],
      ['lunchDeviation', 'minutes'],
    ]);
    const none = {
      plannedBreaks: 0,
      plannedBreakMinutes: 0,
      takenBreaks: 0,
      takenBreakMinutes: 0,
      overrunMinutes: 0,
      autoClosed: 0,
      lunchesTaken: 0,
      lunchDeviation: null,
    };
    const rosa = {
      plannedBreaks: 5, // 4 on Tuesday, 1 on Wednesday
      plannedBreakMinutes: 50,
      takenBreaks: 4,
      takenBreakMinutes: 92, // 12 + 8 + 10 + 62
      overrunMinutes: 59, // 2 + 5 (lunch) + 52
      autoClosed: 1,
      lunchesTaken: 1,
      lunchDeviation: 10,
    };
    expect(cellsOf(body)).toEqual([
      { technician: 'Carlos Mendoza', ...none },
      {
        technician: 'Pedro Huamán',
        ...none,
        takenBreaks: 1,
        takenBreakMinutes: 19,
        overrunMinutes: 9,
      },
      { technician: 'Rosa Quispe', ...rosa },
    ]);
    expect(body.totals).toEqual({
      technician: 'Total',
      ...rosa,
      takenBreaks: 5,
      takenBreakMinutes: 111,
      overrunMinutes: 68,
    });
    expect(body.summary).toBe(
      'Se tomaron 5 de 5 pausas planificadas (111 de 50 minutos); ' +
        'los excesos suman 68 minutos y 1 pausa se cerró automáticamente.',
    );
  });

  it('adds up the team’s pauses per day', async () => {
    const body = await run(desk.admin, 'breaks', 'by-day');
    expect(cellsOf(body)).toEqual([
      {
        day: '2026-11-16',
        plannedBreaks: 0,
        plannedBreakMinutes: 0,
        takenBreaks: 0,
        takenBreakMinutes: 0,
        overrunMinutes: 0,
        autoClosed: 0,
        lunchesTaken: 0,
        lunchDeviation: null,
      },
      {
        day: '2026-11-17',
        plannedBreaks: 4,
        plannedBreakMinutes: 40,
        takenBreaks: 4, // Rosa's 3, Pedro's 1
        takenBreakMinutes: 49, // 30 + 19
        overrunMinutes: 16, // 7 + 9
        autoClosed: 1,
        lunchesTaken: 1,
        lunchDeviation: 10,
      },
      {
        day: '2026-11-18',
        plannedBreaks: 1,
        plannedBreakMinutes: 10,
        takenBreaks: 1,
        takenBreakMinutes: 62,
        overrunMinutes: 52,
        autoClosed: 0,
        lunchesTaken: 0,
        lunchDeviation: null,
      },
    ]);
    expect(body.totals).toMatchObject({ day: 'Total', takenBreakMinutes: 111, overrunMinutes: 68 });
  });

  it('counts only the lead’s department for a lead', async () => {
    const body = await run(desk.lead, 'breaks', 'by-day');
    // Pedro's break on Tuesday is not there.
    expect(body.rows[1]?.cells).toMatchObject({ takenBreaks: 3, takenBreakMinutes: 30 });
    expect(body.summary).toBe(
      'Se tomaron 4 de 5 pausas planificadas (92 de 50 minutos); ' +
        'los excesos suman 59 minutos y 1 pausa se cerró automáticamente.',
    );
  });
});

describe('compliance reports', () => {
  it('averages each técnico’s days with a shift and counts those below 80 %', async () => {
    const body = await run(desk.admin, 'compliance', 'by-technician');
    expect(body.columns.map((column) => [column.key, column.label, column.kind])).toEqual([
      ['technician', 'Técnico', 'text'],
      ['daysWithShift', 'Días con turno', 'count'],
      ['adherencePercent', 'Cumplimiento', 'percent'],
      ['daysBelowThreshold', 'Días bajo 80 %', 'count'],
    ]);
    expect(cellsOf(body)).toEqual([
      {
        technician: 'Carlos Mendoza',
        daysWithShift: 0,
        adherencePercent: null,
        daysBelowThreshold: 0,
      },
      {
        technician: 'Pedro Huamán',
        daysWithShift: 1,
        adherencePercent: 96.3,
        daysBelowThreshold: 0,
      },
      // (96.9 + 78.3) / 2
      {
        technician: 'Rosa Quispe',
        daysWithShift: 2,
        adherencePercent: 87.6,
        daysBelowThreshold: 1,
      },
    ]);
    // (96.9 + 78.3 + 96.3) / 3
    expect(body.totals).toEqual({
      technician: 'Total',
      daysWithShift: 3,
      adherencePercent: 90.5,
      daysBelowThreshold: 1,
    });
    expect(body.summary).toBe(
      'El cumplimiento del equipo fue de 90.5 % en 3 días con turno; 1 quedó por debajo del 80 %.',
    );
  });

  it('gives the team’s adherence per day', async () => {
    const body = await run(desk.admin, 'compliance', 'by-day');
    expect(cellsOf(body)).toEqual([
      {
        day: '2026-11-16',
        techniciansOnShift: 0,
        adherencePercent: null,
        techniciansBelowThreshold: 0,
      },
      // (96.9 + 96.3) / 2
      {
        day: '2026-11-17',
        techniciansOnShift: 2,
        adherencePercent: 96.6,
        techniciansBelowThreshold: 0,
      },
      {
        day: '2026-11-18',
        techniciansOnShift: 1,
        adherencePercent: 78.3,
        techniciansBelowThreshold: 1,
      },
    ]);
    expect(body.totals).toEqual({
      day: 'Total',
      techniciansOnShift: 2,
      adherencePercent: 90.5,
      techniciansBelowThreshold: 1,
    });
    expect(body.chart).toEqual({
      kind: 'line',
      x: 'day',
      series: ['adherencePercent'],
      stacked: false,
      horizontal: false,
    });
  });

  it('says there is nothing to measure without a shift', async () => {
    const pedroAlone = await run(desk.admin, 'compliance', 'by-technician', {
      period: 'custom',
      from: '2026-11-18',
      to: '2026-11-18',
      technicianId: desk.outsider.user.id,
    });
    expect(pedroAlone.summary).toBe(
      'No hubo días con turno en el periodo: no hay cumplimiento que medir.',
    );
    const rosaWednesday = await run(desk.lead, 'compliance', 'by-technician', {
      period: 'custom',
      from: '2026-11-18',
      to: '2026-11-18',
    });
    expect(rosaWednesday.summary).toBe(
      'El cumplimiento del equipo fue de 78.3 % en 1 día con turno; 1 quedó por debajo del 80 %.',
    );
  });
});

describe('days before the account or the pattern existed', () => {
  it('counts no shift day before a técnico’s account was created', async () => {
    const db = testApp.database.db;
    const pedro = desk.outsider.user.id;
    // Pedro's account created on Wednesday 18: his Tuesday was no shift day. His break and his
    // two tickets still count; Rosa's figures are unchanged.
    await db
      .update(users)
      .set({ createdAt: lima(18, '09:00') })
      .where(eq(users.id, pedro));
    try {
      const compliance = await run(desk.admin, 'compliance', 'by-technician');
      expect(cellsOf(compliance)[1]).toEqual({
        technician: 'Pedro Huamán',
        daysWithShift: 0,
        adherencePercent: null,
        daysBelowThreshold: 0,
      });
      expect(cellsOf(compliance)[2]).toMatchObject({ daysWithShift: 2, adherencePercent: 87.6 });
      // (96.9 + 78.3) / 2
      expect(compliance.totals).toEqual({
        technician: 'Total',
        daysWithShift: 2,
        adherencePercent: 87.6,
        daysBelowThreshold: 1,
      });
      expect(compliance.summary).toBe(
        'El cumplimiento del equipo fue de 87.6 % en 2 días con turno; 1 quedó por debajo del 80 %.',
      );
      const productivity = await run(desk.admin, 'productivity', 'by-technician');
      expect(cellsOf(productivity)[1]).toEqual({
        technician: 'Pedro Huamán',
        daysWithShift: 0,
        workedHours: 0,
        ticketsHandled: 2,
        ticketsPerHour: null,
      });
      // Rosa's 623 minutes alone; 7 tickets / 10.38 h = 0.67.
      expect(productivity.totals).toEqual({
        technician: 'Total',
        daysWithShift: 2,
        workedHours: 10.38,
        ticketsHandled: 7,
        ticketsPerHour: 0.67,
      });
      const byDay = await run(desk.admin, 'compliance', 'by-day');
      expect(cellsOf(byDay)[1]).toEqual({
        day: '2026-11-17',
        techniciansOnShift: 1,
        adherencePercent: 96.9,
        techniciansBelowThreshold: 0,
      });
    } finally {
      await db.update(users).set({ createdAt: NOVEMBER_1 }).where(eq(users.id, pedro));
    }
  });

  it('plans nothing before the day a técnico’s weekly pattern was first saved', async () => {
    const db = testApp.database.db;
    const rosa = desk.technician.user.id;
    // Rosa's pattern first saved on Wednesday 18 at 10:00: Wednesday counts, Tuesday does not.
    await db
      .update(workShifts)
      .set({ createdAt: lima(18, '10:00') })
      .where(eq(workShifts.userId, rosa));
    const query = { ...PERIOD, technicianId: rosa };
    try {
      const breaks = await run(desk.admin, 'breaks', 'by-technician', query);
      expect(cellsOf(breaks)).toEqual([
        {
          technician: 'Rosa Quispe',
          plannedBreaks: 1, // Wednesday's alone
          plannedBreakMinutes: 10,
          takenBreaks: 4,
          takenBreakMinutes: 92,
          overrunMinutes: 59, // each pause against its own planned length, as before
          autoClosed: 1,
          lunchesTaken: 1,
          lunchDeviation: null, // Tuesday's lunch had no slot to start from
        },
      ]);
      const compliance = await run(desk.admin, 'compliance', 'by-technician', query);
      expect(cellsOf(compliance)).toEqual([
        {
          technician: 'Rosa Quispe',
          daysWithShift: 1,
          adherencePercent: 78.3,
          daysBelowThreshold: 1,
        },
      ]);
    } finally {
      await db.update(workShifts).set({ createdAt: NOVEMBER_1 }).where(eq(workShifts.userId, rosa));
    }
    expect(cellsOf(await run(desk.admin, 'compliance', 'by-technician', query))[0]).toMatchObject({
      daysWithShift: 2,
      adherencePercent: 87.6,
    });
  });
});

describe('who and how long', () => {
  const FAMILIES = ['productivity', 'breaks', 'compliance'] as const;

  it('states the report’s title and filters in words', async () => {
    const body = await run(desk.lead, 'productivity', 'by-technician', {
      ...PERIOD,
      technicianId: desk.technician.user.id,
    });
    expect(body.title).toBe('Productividad por técnico');
    expect(body.appliedFilters).toEqual([
      { label: 'Periodo', value: 'Personalizado (16/11/2026 – 18/11/2026)' },
      { label: 'Técnico', value: 'Rosa Quispe' },
    ]);
    expect(cellsOf(body)).toEqual([
      {
        technician: 'Rosa Quispe',
        daysWithShift: 2,
        workedHours: 10.38,
        ticketsHandled: 4,
        ticketsPerHour: 0.39,
      },
    ]);
  });

  it('refuses técnicos and clients', async () => {
    for (const actor of [desk.technician, desk.client]) {
      for (const family of FAMILIES) {
        const response = await get(actor, family, 'by-day');
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(
          'Los reportes son para administradores y jefes de equipo.',
        );
      }
    }
  });

  it('refuses a lead a técnico or a department outside theirs, never answering empty', async () => {
    for (const family of FAMILIES) {
      const outsider = await get(desk.lead, family, 'by-technician', {
        ...PERIOD,
        technicianId: desk.outsider.user.id,
      });
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().message).toBe('No puedes ver reportes de ese técnico.');
      const department = await get(desk.lead, family, 'by-day', {
        ...PERIOD,
        departmentId: desk.otherDepartment.id,
      });
      expect(department.statusCode).toBe(403);
      expect(department.json().message).toBe('No puedes ver reportes de ese departamento.');
    }
    // A técnico of another department than the one asked for, to an administrator too.
    const mismatch = await get(desk.admin, 'breaks', 'by-day', {
      ...PERIOD,
      departmentId: desk.department.id,
      technicianId: desk.outsider.user.id,
    });
    expect(mismatch.statusCode).toBe(403);
    // A client is nobody's técnico.
    const client = await get(desk.admin, 'compliance', 'by-day', {
      ...PERIOD,
      technicianId: desk.client.user.id,
    });
    expect(client.statusCode).toBe(400);
    expect(client.json().error.details).toEqual([
      { field: 'technicianId', message: 'Ese técnico no existe.' },
    ]);
  });

  it('accepts at most 92 days', async () => {
    const exactly92 = { period: 'custom', from: '2026-08-01', to: '2026-10-31' };
    expect((await run(desk.admin, 'compliance', 'by-day', exactly92)).rows).toHaveLength(92);
    expect((await run(desk.lead, 'breaks', 'by-day', { period: '90d' })).rows).toHaveLength(90);
    const tooLongQueries: Query[] = [
      { period: 'custom', from: '2026-08-01', to: '2026-11-01' },
      { period: 'year' },
    ];
    for (const query of tooLongQueries) {
      for (const family of FAMILIES) {
        const tooLong = await get(desk.admin, family, 'by-technician', query);
        expect(tooLong.statusCode).toBe(422);
        expect(tooLong.json().error.code).toBe('REPORT_RANGE_TOO_LONG');
        expect(tooLong.json().message).toBe(
          'Los reportes de horarios abarcan hasta 92 días. Elige un periodo más corto.',
        );
      }
    }
  });

  it('keeps a deactivated técnico’s past days when they are asked for by name', async () => {
    const db = testApp.database.db;
    await db.update(users).set({ isActive: false }).where(eq(users.id, desk.outsider.user.id));
    try {
      const everyone = await run(desk.admin, 'compliance', 'by-technician');
      expect(cellsOf(everyone).map((cells) => cells.technician)).toEqual([
        'Carlos Mendoza',
        'Rosa Quispe',
      ]);
      const pedro = await run(desk.admin, 'compliance', 'by-technician', {
        ...PERIOD,
        technicianId: desk.outsider.user.id,
      });
      expect(cellsOf(pedro)).toEqual([
        {
          technician: 'Pedro Huamán',
          daysWithShift: 1,
          adherencePercent: 96.3,
          daysBelowThreshold: 0,
        },
      ]);
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.id, desk.outsider.user.id));
    }
  });
});
