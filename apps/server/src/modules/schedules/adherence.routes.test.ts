import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { ticketActions } from '../../../test/notification-helpers';
import {
  createDeskTicket,
  makeDepartment,
  makeHelpDesk,
  type HelpDesk,
} from '../../../test/ticket-factories';
import {
  breakPolicies,
  lunchSlots,
  technicianPauses,
  ticketEvents,
  users,
  workShifts,
} from '../../db/schema/index';

/**
 * GET /api/schedules/adherence against hand-computed figures
 * (docs/schedules.md#cumplimiento-y-productividad): the desk's técnico works Tuesdays
 * 08:00–17:00 with lunch 13:00–14:00 under a policy of 10 minutes every 120; on Tuesday
 * 2026-11-17 they took breaks 10:00–10:12, 15:30–15:38 and 16:00–16:10 (closed automatically),
 * lunch 13:10–14:15, and resolved three tickets. Everyone's account exists, and the pattern was
 * saved, since 1 November; Tuesday 24 has the same shift and nothing recorded.
 */

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
const lima = (time: string) => new Date(`2026-11-17T${time}:00-05:00`);
const TUESDAY = '2026-11-17';
const NOVEMBER_1 = new Date('2026-11-01T00:00:00-05:00');

async function resolveAt(actor: HelpDesk['technician'], ticketId: string, time: string) {
  const actions = ticketActions(testApp.app);
  await actions.update(actor, ticketId, { status: 'RESUELTO', resolution: 'Se cambió el tóner.' });
  await testApp.database.db
    .update(ticketEvents)
    .set({ createdAt: lima(time) })
    .where(and(eq(ticketEvents.ticketId, ticketId), eq(ticketEvents.type, 'status_changed')));
}

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const db = testApp.database.db;
  const tecnico = desk.technician.user.id;
  // docs/schedules.md#cumplimiento-y-productividad: nothing is planned before the account existed.
  await db.update(users).set({ createdAt: NOVEMBER_1 });
  await db.insert(breakPolicies).values({
    name: 'Soporte',
    departmentId: desk.department.id,
    everyMinutes: 120,
    breakMinutes: 10,
  });
  await db.insert(workShifts).values({
    userId: tecnico,
    weekday: 2,
    startMinute: 480,
    durationMinutes: 540,
    createdAt: NOVEMBER_1,
  });
  await db.insert(lunchSlots).values({
    userId: tecnico,
    weekday: 2,
    startMinute: 780,
    durationMinutes: 60,
    departmentId: desk.department.id,
  });
  const pause = (
    kind: 'break' | 'lunch',
    from: string,
    to: string,
    planned: number,
    auto = false,
  ) => ({
    userId: tecnico,
    kind,
    startedAt: lima(from),
    endedAt: lima(to),
    plannedMinutes: planned,
    endedAutomatically: auto,
  });
  await db
    .insert(technicianPauses)
    .values([
      pause('break', '10:00', '10:12', 10),
      pause('lunch', '13:10', '14:15', 60),
      pause('break', '15:30', '15:38', 10),
      pause('break', '16:00', '16:10', 10, true),
    ]);
  const actions = ticketActions(testApp.app);
  for (const time of ['09:30', '11:00', '16:45']) {
    const ticket = await createDeskTicket(testApp.app, desk);
    await actions.assign(desk.admin, ticket.id, tecnico);
    await resolveAt(desk.technician, ticket.id, time);
  }
  // Resolved by the lead: not the técnico's.
  const byLead = await createDeskTicket(testApp.app, desk);
  await actions.assign(desk.admin, byLead.id, desk.lead.user.id);
  await resolveAt(desk.lead, byLead.id, '12:00');
});

const get = (actor: { headers: Record<string, string> } | null, query: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/schedules/adherence?${query}`,
    headers: actor?.headers ?? {},
  });

const expectedDay = () => ({
  userId: desk.technician.user.id,
  userName: desk.technician.user.name,
  date: TUESDAY,
  shiftMinutes: 540,
  plannedBreaks: { count: 4, minutes: 40 },
  actualBreaks: { count: 3, minutes: 30 },
  plannedLunch: { start: '13:00', minutes: 60 },
  actualLunch: { startedAt: lima('13:10').toISOString(), minutes: 65, startDeviationMinutes: 10 },
  overrunMinutes: 7,
  autoClosedCount: 1,
  workedMinutes: 445,
  ticketsHandled: 3,
  productivity: 0.4,
  adherencePercent: 96.9,
});

describe('GET /api/schedules/adherence', () => {
  it('answers the hand-computed figures of the day to an administrator', async () => {
    const response = await get(
      desk.admin,
      `from=${TUESDAY}&to=2026-11-18&userId=${desk.technician.user.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.days).toEqual([expectedDay()]);
  });

  it('lets a lead read the técnicos of their department, and a técnico only themselves', async () => {
    const asLead = await get(
      desk.lead,
      `from=${TUESDAY}&to=${TUESDAY}&departmentId=${desk.department.id}`,
    );
    expect(asLead.statusCode).toBe(200);
    const leadDays = asLead.json().data.days;
    expect(
      leadDays.find((day: { userId: string }) => day.userId === desk.technician.user.id),
    ).toEqual(expectedDay());
    // The lead's own resolution shows on their own row; the outsider is not there.
    expect(leadDays.map((day: { userId: string }) => day.userId).sort()).toEqual(
      [desk.technician.user.id, desk.lead.user.id].sort(),
    );

    const asTecnico = await get(desk.technician, `from=${TUESDAY}&to=${TUESDAY}`);
    expect(asTecnico.json().data.days).toEqual([expectedDay()]);
    const ownDepartment = await get(
      desk.technician,
      `from=${TUESDAY}&to=${TUESDAY}&departmentId=${desk.department.id}`,
    );
    expect(ownDepartment.json().data.days).toEqual([expectedDay()]);
  });

  it('refuses clients, a técnico asking for someone else, and a lead outside their departments', async () => {
    const range = `from=${TUESDAY}&to=${TUESDAY}`;
    const refusals = [
      await get(desk.client, range),
      await get(desk.client, `${range}&userId=${desk.technician.user.id}`),
      await get(desk.technician, `${range}&userId=${desk.outsider.user.id}`),
      await get(desk.outsider, `${range}&userId=${desk.technician.user.id}`),
      await get(desk.technician, `${range}&departmentId=${desk.otherDepartment.id}`),
      await get(desk.lead, `${range}&departmentId=${desk.otherDepartment.id}`),
      await get(desk.lead, `${range}&userId=${desk.outsider.user.id}`),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para realizar esta acción.');
    }
    expect((await get(null, range)).statusCode).toBe(401);
  });

  it('answers 404 for a department that does not exist, as the rest of the schedules API', async () => {
    const range = `from=${TUESDAY}&to=${TUESDAY}`;
    const unknown = `${range}&departmentId=00000000-0000-4000-8000-000000000000`;
    for (const actor of [desk.admin, desk.lead, desk.technician]) {
      const response = await get(actor, unknown);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe('DEPARTMENT_NOT_FOUND');
      expect(response.json().message).toBe('No se encontró el departamento.');
    }
    // Clients are refused before anything is looked up.
    expect((await get(desk.client, unknown)).statusCode).toBe(403);
    // A deactivated department still exists: its técnicos' past figures stay readable.
    const closed = await makeDepartment(testApp.database, {
      isActive: false,
      memberIds: [desk.technician.user.id],
    });
    const response = await get(desk.admin, `${range}&departmentId=${closed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.days).toEqual([expectedDay()]);
  });

  it('explains a bad range in Spanish', async () => {
    const backwards = await get(desk.admin, 'from=2026-11-18&to=2026-11-17');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details).toEqual([
      { field: 'from', message: 'La fecha de inicio no puede ser posterior a la de fin.' },
    ]);
    const tooLong = await get(desk.admin, 'from=2026-01-01&to=2026-04-03');
    expect(tooLong.json().error.details).toEqual([
      { field: 'to', message: 'El rango admite hasta 92 días.' },
    ]);
    const notADate = await get(desk.admin, 'from=2026-02-30&to=2026-03-01');
    expect(notADate.statusCode).toBe(400);
    const exactly92 = await get(desk.admin, 'from=2026-01-01&to=2026-04-02');
    expect(exactly92.statusCode).toBe(200);
  });

  it('counts the técnico’s pauses and tickets from the database, not the outsider’s', async () => {
    // A pause of the outsider on that Tuesday changes nothing for the técnico.
    await testApp.database.db.insert(technicianPauses).values({
      userId: desk.outsider.user.id,
      kind: 'break',
      startedAt: lima('10:00'),
      endedAt: lima('11:00'),
      plannedMinutes: 10,
    });
    const response = await get(desk.admin, `from=${TUESDAY}&to=${TUESDAY}`);
    const days = response.json().data.days as Array<{ userId: string; overrunMinutes: number }>;
    expect(days.find((day) => day.userId === desk.technician.user.id)).toEqual(expectedDay());
    expect(days.find((day) => day.userId === desk.outsider.user.id)?.overrunMinutes).toBe(50);
    await testApp.database.db
      .delete(technicianPauses)
      .where(inArray(technicianPauses.userId, [desk.outsider.user.id]));
  });

  describe('nothing planned before the account existed or the pattern was first saved', () => {
    const range = () => `from=${TUESDAY}&to=2026-11-24&userId=${desk.technician.user.id}`;
    const daysOf = async () => {
      const response = await get(desk.admin, range());
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.days;
    };
    /** Tuesday 24: the same shift, nothing recorded. */
    const tuesday24 = () => ({
      ...expectedDay(),
      date: '2026-11-24',
      actualBreaks: { count: 0, minutes: 0 },
      actualLunch: null,
      overrunMinutes: 0,
      autoClosedCount: 0,
      workedMinutes: 540,
      ticketsHandled: 0,
      productivity: 0,
      adherencePercent: 100,
    });
    /** Tuesday 17 without a planned shift: what was recorded, as on a day off. */
    const tuesdayNotPlanned = () => ({
      ...expectedDay(),
      shiftMinutes: 0,
      plannedBreaks: { count: 0, minutes: 0 },
      plannedLunch: null,
      actualLunch: { ...expectedDay().actualLunch, startDeviationMinutes: null },
      workedMinutes: 0,
      productivity: null,
      adherencePercent: null,
    });
    const setCreatedAt = (at: Date) =>
      testApp.database.db
        .update(users)
        .set({ createdAt: at })
        .where(eq(users.id, desk.technician.user.id));
    const setPatternSavedAt = (at: Date) =>
      testApp.database.db
        .update(workShifts)
        .set({ createdAt: at })
        .where(eq(workShifts.userId, desk.technician.user.id));

    it('plans no shift before the Lima day the técnico’s account was created', async () => {
      expect(await daysOf()).toEqual([expectedDay(), tuesday24()]);
      try {
        // Created on Tuesday at 23:30 in Lima (Wednesday in UTC): Tuesday is already theirs.
        await setCreatedAt(lima('23:30'));
        expect(await daysOf()).toEqual([expectedDay(), tuesday24()]);
        // Created on Wednesday 18: Tuesday was not a shift day; Tuesday 24 is unchanged.
        await setCreatedAt(new Date('2026-11-18T00:00:00-05:00'));
        expect(await daysOf()).toEqual([tuesdayNotPlanned(), tuesday24()]);
        // Created after the range: nothing planned in it.
        await setCreatedAt(new Date('2026-11-25T09:00:00-05:00'));
        expect(await daysOf()).toEqual([tuesdayNotPlanned()]);
      } finally {
        await setCreatedAt(NOVEMBER_1);
      }
    });

    it('plans nothing before the weekly pattern was first saved, which saving again keeps', async () => {
      try {
        await setPatternSavedAt(new Date('2026-11-20T10:00:00-05:00'));
        expect(await daysOf()).toEqual([tuesdayNotPlanned(), tuesday24()]);
        // The week saved again: its rows keep the day it was first saved.
        const saved = await testApp.app.inject({
          method: 'PUT',
          url: `/api/schedules/users/${desk.technician.user.id}/shifts`,
          headers: desk.admin.headers,
          payload: { shifts: [{ weekday: 2, startMinute: 480, durationMinutes: 540 }] },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const rows = await testApp.database.db
          .select({ createdAt: workShifts.createdAt })
          .from(workShifts)
          .where(eq(workShifts.userId, desk.technician.user.id));
        expect(rows.map((row) => row.createdAt.toISOString())).toEqual([
          '2026-11-20T15:00:00.000Z',
        ]);
        expect(await daysOf()).toEqual([tuesdayNotPlanned(), tuesday24()]);
      } finally {
        await setPatternSavedAt(NOVEMBER_1);
      }
      expect(await daysOf()).toEqual([expectedDay(), tuesday24()]);
    });
  });
});
