import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, useTestApp } from '../../../test/build-test-app';
import { requestsTo } from '../../../test/requests';
import { makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { breakPolicies, departmentMembers, slaCalendars } from '../../db/schema/index';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

type Actor = { headers: Record<string, string> };
const send = requestsTo(testApp);
const putShifts = (actor: Actor, userId: string, shifts: object[]) =>
  send(actor, 'PUT', `/api/schedules/users/${userId}/shifts`, { shifts });
/** Monday to Friday 08:00–17:00. */
const OFFICE = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: 480,
  durationMinutes: 540,
}));
// Monday 3 to Sunday 9 August 2026.
const WEEK = 'from=2026-08-03&to=2026-08-09';

describe('GET /api/schedules/team and /me, holidays', () => {
  it('takes the chosen calendar’s days off away and shows them with their names', async () => {
    const [calendar] = await testApp.database.db
      .insert(slaCalendars)
      .values({
        name: `Oficina ${Date.now()}`,
        week: [[], [{ start: '08:00', end: '17:00' }], [], [], [], [], []],
        daysOff: [{ date: '2026-08-06', name: 'Aniversario de la empresa' }],
      })
      .returning();
    expect(
      (await send(desk.lead, 'PUT', '/api/schedules/settings', { calendarId: calendar!.id }))
        .statusCode,
    ).toBe(403);
    const saved = await send(desk.admin, 'PUT', '/api/schedules/settings', {
      calendarId: calendar!.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings.effectiveCalendar.id).toBe(calendar!.id);
    expect(
      (
        await send(desk.admin, 'PUT', '/api/schedules/settings', {
          calendarId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);

    await putShifts(desk.admin, desk.technician.user.id, OFFICE);
    const me = await send(desk.technician, 'GET', `/api/schedules/me?${WEEK}`);
    expect(me.statusCode).toBe(200);
    const body = me.json().data;
    expect(body.hasSchedule).toBe(true);
    expect(body.holidays).toEqual([{ date: '2026-08-06', name: 'Aniversario de la empresa' }]);
    const thursday = body.days.find((day: { date: string }) => day.date === '2026-08-06');
    expect(thursday).toMatchObject({ holiday: 'Aniversario de la empresa', shifts: [] });
    await send(desk.admin, 'PUT', '/api/schedules/settings', { calendarId: null });
  });

  it('plans breaks in my days from the break policy, around the lunch', async () => {
    await testApp.database.db
      .insert(breakPolicies)
      .values({ name: 'General', everyMinutes: 120, breakMinutes: 10 });
    await putShifts(desk.admin, desk.technician.user.id, OFFICE);
    const me = (
      await send(desk.technician, 'GET', '/api/schedules/me?from=2026-08-03&to=2026-08-03')
    ).json().data;
    // 08:00–17:00: due 10:00, 12:00, 14:00, 16:00 (Lima), no lunch slot.
    expect(me.days[0].plannedBreaks.map((item: { startsAt: string }) => item.startsAt)).toEqual([
      '2026-08-03T15:00:00.000Z',
      '2026-08-03T17:00:00.000Z',
      '2026-08-03T19:00:00.000Z',
      '2026-08-03T21:00:00.000Z',
    ]);
    await testApp.database.db.delete(breakPolicies);
  });

  it('keeps técnicos to their own schedule and leads to their departments', async () => {
    const url = `/api/schedules/team?departmentId=${desk.otherDepartment.id}&${WEEK}`;
    expect((await send(desk.lead, 'GET', url)).statusCode).toBe(403);
    expect((await send(desk.technician, 'GET', `/api/schedules/team?${WEEK}`)).statusCode).toBe(
      403,
    );
    expect((await send(desk.client, 'GET', `/api/schedules/me?${WEEK}`)).statusCode).toBe(403);
    expect((await send(desk.technician, 'GET', '/api/schedules/settings')).statusCode).toBe(403);
    expect(
      (
        await send(
          desk.admin,
          'GET',
          `/api/schedules/team?departmentId=00000000-0000-4000-8000-000000000000&${WEEK}`,
        )
      ).statusCode,
    ).toBe(404);
    const tooLong = await send(
      desk.admin,
      'GET',
      '/api/schedules/team?from=2026-01-01&to=2026-06-01',
    );
    expect(tooLong.statusCode).toBe(400);
    // Without a department a lead sees their técnicos, not the others'.
    const mine = (await send(desk.lead, 'GET', `/api/schedules/team?${WEEK}`)).json().data.members;
    const ids = mine.map((member: { id: string }) => member.id);
    expect(ids).toContain(desk.technician.user.id);
    expect(ids).not.toContain(desk.outsider.user.id);
  });

  it('lists a técnico without a pattern as "sin horario"', async () => {
    const newcomer = await makeUser(testApp.database, { role: 'TECHNICIAN', name: 'Zoe Nueva' });
    await testApp.database.db
      .insert(departmentMembers)
      .values({ departmentId: desk.department.id, userId: newcomer.id });
    const team = (
      await send(
        desk.admin,
        'GET',
        `/api/schedules/team?departmentId=${desk.department.id}&${WEEK}`,
      )
    ).json().data;
    const member = team.members.find((m: { id: string }) => m.id === newcomer.id);
    expect(member).toMatchObject({ hasSchedule: false, shifts: [] });
  });
});
