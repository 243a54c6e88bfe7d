import { beforeAll, describe, expect, it } from 'vitest';
import { makeSignedInUser, useTestApp } from '../../../test/build-test-app';
import { requestsTo } from '../../../test/requests';
import { errorFieldsOf } from '../../../test/responses';
import { makeDepartment, makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { scheduleExceptions, technicianPauses } from '../../db/schema/index';
import { localDateOf } from '../sla/index';
import { addDays } from './shift-plan';

const testApp = useTestApp({ LOG_LEVEL: 'error' });
type Actor = Awaited<ReturnType<typeof makeSignedInUser>>;
let desk: HelpDesk;
/** Three técnicos of a department of their own, led by the desk's lead, on Mondays 08:00–17:00. */
let team: Actor[];
let rotaDepartment: { id: string };

const send = requestsTo(testApp);
const MONDAY_OFFICE = [{ weekday: 1, startMinute: 480, durationMinutes: 540 }];

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  team = [];
  for (let index = 0; index < 3; index += 1)
    team.push(await makeSignedInUser(testApp, 'TECHNICIAN'));
  rotaDepartment = await makeDepartment(testApp.database, {
    leadId: desk.lead.user.id,
    memberIds: team.map((actor) => actor.user.id),
  });
  for (const actor of team)
    await send(desk.admin, 'PUT', `/api/schedules/users/${actor.user.id}/shifts`, {
      shifts: MONDAY_OFFICE,
    });
});

const settingsUrl = () => `/api/schedules/departments/${rotaDepartment.id}/settings`;
const rotaUrl = () => `/api/schedules/departments/${rotaDepartment.id}/lunch-rota`;
const settings = (minAvailable: number) => ({
  minAvailable,
  lunchMinutes: 60,
  lunchWindowStart: 720,
  lunchWindowEnd: 900,
  autoAssign: 'round_robin',
});
type Slot = { userId: string; startMinute: number };
const mondaySlots = (answer: { data: { days: Array<{ weekday: number; slots: Slot[] }> } }) =>
  answer.data.days[1]!.slots.map((slot) => slot.startMinute);

describe('department schedule settings', () => {
  it('answers the defaults, saves a lead’s change and refuses bad windows with 422', async () => {
    const defaults = await send(desk.lead, 'GET', settingsUrl());
    expect(defaults.json().data.settings).toMatchObject({
      minAvailable: 1,
      lunchMinutes: 60,
      autoAssign: 'off',
    });
    const saved = await send(desk.lead, 'PUT', settingsUrl(), settings(2));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toMatchObject({
      minAvailable: 2,
      autoAssign: 'round_robin',
    });
    const empty = await send(desk.admin, 'PUT', settingsUrl(), {
      ...settings(2),
      lunchWindowEnd: 700,
    });
    expect(empty.statusCode).toBe(422);
    expect(errorFieldsOf(empty)).toEqual(['lunchWindowEnd']);
    const short = await send(desk.admin, 'PUT', settingsUrl(), {
      ...settings(2),
      lunchWindowEnd: 750,
    });
    expect(short.json().message).toBe(
      'La ventana de almuerzo debe ser al menos tan larga como el almuerzo.',
    );
    expect(
      (await send(desk.admin, 'PUT', settingsUrl(), { ...settings(2), minAvailable: 51 }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses another department to a lead, any to técnicos and clients, and an unknown one', async () => {
    const other = `/api/schedules/departments/${desk.otherDepartment.id}/settings`;
    expect((await send(desk.lead, 'GET', other)).statusCode).toBe(403);
    expect((await send(desk.lead, 'PUT', other, settings(1))).statusCode).toBe(403);
    expect((await send(team[0]!, 'GET', settingsUrl())).statusCode).toBe(403);
    expect((await send(desk.client, 'PUT', settingsUrl(), settings(1))).statusCode).toBe(403);
    const unknown = '/api/schedules/departments/00000000-0000-4000-8000-000000000000/settings';
    expect((await send(desk.admin, 'GET', unknown)).statusCode).toBe(404);
  });
});

describe('lunch rota', () => {
  it('proposes 12:00, 13:00 and 14:00 without saving, then saves when asked', async () => {
    await send(desk.admin, 'PUT', settingsUrl(), settings(2));
    const proposal = await send(desk.lead, 'POST', `${rotaUrl()}/generate`, {});
    expect(proposal.statusCode).toBe(200);
    expect(proposal.json().data.saved).toBe(false);
    expect(mondaySlots(proposal.json())).toEqual([720, 780, 840]);
    expect(proposal.json().data.days[1].warnings).toEqual([]);
    expect(mondaySlots((await send(desk.lead, 'GET', rotaUrl())).json())).toEqual([]);

    const saved = await send(desk.lead, 'POST', `${rotaUrl()}/generate`, { save: true });
    expect(saved.json().data.saved).toBe(true);
    expect(mondaySlots((await send(desk.lead, 'GET', rotaUrl())).json())).toEqual([720, 780, 840]);
  });

  it('warns with who and when once the minimum cannot be kept', async () => {
    await send(desk.admin, 'PUT', settingsUrl(), settings(3));
    const rota = (await send(desk.admin, 'GET', rotaUrl())).json().data;
    const warnings = rota.days[1].warnings;
    expect(
      warnings.map((gap: { fromMinute: number; toMinute: number }) => [
        gap.fromMinute,
        gap.toMinute,
      ]),
    ).toEqual([
      [720, 780],
      [780, 840],
      [840, 900],
    ]);
    const firstAtLunch = rota.days[1].slots[0].userName;
    expect(warnings[0].atLunch.map((person: { name: string }) => person.name)).toEqual([
      firstAtLunch,
    ]);
    expect(warnings[0].message).toBe(
      `lunes de 12:00 a 13:00: 2 disponibles de 3 como mínimo (almorzando: ${firstAtLunch}).`,
    );
    // The team view of the department carries the same warnings.
    const view = await send(
      desk.lead,
      'GET',
      `/api/schedules/team?departmentId=${rotaDepartment.id}&from=2026-08-03&to=2026-08-09`,
    );
    expect(view.json().data.warnings).toHaveLength(3);
    await send(desk.admin, 'PUT', settingsUrl(), settings(2));
  });

  it('refuses a lunch outside its shift, twice a day, on a day off or for a non-member, per field', async () => {
    const [first, second] = team.map((actor) => actor.user.id);
    const refused = await send(desk.lead, 'PUT', rotaUrl(), {
      slots: [
        { userId: first, weekday: 1, startMinute: 1000, durationMinutes: 60 },
        { userId: second, weekday: 1, startMinute: 720, durationMinutes: 60 },
        { userId: second, weekday: 1, startMinute: 780, durationMinutes: 60 },
        { userId: second, weekday: 2, startMinute: 720, durationMinutes: 60 },
        { userId: desk.outsider.user.id, weekday: 1, startMinute: 720, durationMinutes: 60 },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('El almuerzo del lunes debe quedar dentro de su turno.');
    expect(errorFieldsOf(refused)).toEqual([
      'slots.0.startMinute',
      'slots.2.weekday',
      'slots.3.weekday',
      'slots.4.userId',
    ]);
    // Nothing changed.
    expect(mondaySlots((await send(desk.lead, 'GET', rotaUrl())).json())).toEqual([720, 780, 840]);

    const edited = await send(desk.lead, 'PUT', rotaUrl(), {
      slots: [{ userId: first, weekday: 1, startMinute: 900, durationMinutes: 45 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(mondaySlots(edited.json())).toEqual([900]);
  });

  it('drops a lunch that no longer fits when the shift changes', async () => {
    const id = team[0]!.user.id;
    await send(desk.lead, 'PUT', rotaUrl(), {
      slots: [{ userId: id, weekday: 1, startMinute: 720, durationMinutes: 60 }],
    });
    const changed = await send(desk.lead, 'PUT', `/api/schedules/users/${id}/shifts`, {
      shifts: [{ weekday: 1, startMinute: 780, durationMinutes: 300 }],
    });
    expect(changed.json().data.removedLunchWeekdays).toEqual([1]);
    expect(mondaySlots((await send(desk.lead, 'GET', rotaUrl())).json())).toEqual([]);
    await send(desk.admin, 'PUT', `/api/schedules/users/${id}/shifts`, { shifts: MONDAY_OFFICE });
  });

  it('shows a técnico their departments’ rota only, and refuses generating to them', async () => {
    expect((await send(team[0]!, 'GET', rotaUrl())).statusCode).toBe(200);
    const other = `/api/schedules/departments/${desk.otherDepartment.id}/lunch-rota`;
    expect((await send(team[0]!, 'GET', other)).statusCode).toBe(403);
    expect((await send(desk.lead, 'GET', other)).statusCode).toBe(403);
    expect((await send(team[0]!, 'POST', `${rotaUrl()}/generate`, {})).statusCode).toBe(403);
    expect((await send(desk.client, 'GET', rotaUrl())).statusCode).toBe(403);
  });
});

describe('GET /api/schedules/availability', () => {
  it('answers each técnico’s state now and the coverage against the minimum', async () => {
    const [always, paused, away] = team.map((actor) => actor.user.id);
    // On shift round the clock: 00:00–16:00 and 16:00–24:00 every day.
    const allDay = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, startMinute: 0, durationMinutes: 960 },
      { weekday, startMinute: 960, durationMinutes: 480 },
    ]);
    for (const id of [always, paused, away])
      expect(
        (await send(desk.admin, 'PUT', `/api/schedules/users/${id}/shifts`, { shifts: allDay }))
          .statusCode,
      ).toBe(200);
    await testApp.database.db.insert(technicianPauses).values({
      userId: paused!,
      kind: 'lunch',
      plannedMinutes: 60,
      startedAt: new Date(Date.now() - 5 * 60_000),
    });
    const today = localDateOf(new Date(), 'America/Lima');
    await testApp.database.db.insert(scheduleExceptions).values({
      userId: away!,
      kind: 'vacation',
      startsOn: addDays(today, -1),
      endsOn: addDays(today, 1),
    });
    const answer = await send(
      team[0]!,
      'GET',
      `/api/schedules/availability?departmentId=${rotaDepartment.id}`,
    );
    expect(answer.statusCode).toBe(200);
    const [department] = answer.json().data.departments;
    const stateOf = (id: string) =>
      department.technicians.find((item: { id: string }) => item.id === id).state;
    expect([stateOf(always!), stateOf(paused!), stateOf(away!)]).toEqual([
      'available',
      'at_lunch',
      'off_shift',
    ]);
    expect(department).toMatchObject({ availableCount: 1, minAvailable: 2, isBelowMinimum: true });
    const pause = department.technicians.find((item: { id: string }) => item.id === paused).pause;
    expect(pause).toMatchObject({ kind: 'lunch', plannedMinutes: 60 });
  });

  it('keeps a técnico without a pattern available, and answers a lead their departments', async () => {
    const answer = await send(desk.lead, 'GET', '/api/schedules/availability');
    const names = answer
      .json()
      .data.departments.map((item: { departmentId: string }) => item.departmentId);
    expect(names).toContain(desk.department.id);
    expect(names).not.toContain(desk.otherDepartment.id);
    const own = answer
      .json()
      .data.departments.find(
        (item: { departmentId: string }) => item.departmentId === desk.department.id,
      );
    expect(own.technicians).toEqual([
      expect.objectContaining({
        id: desk.technician.user.id,
        state: 'available',
        hasSchedule: false,
      }),
    ]);
  });

  it('refuses another department to técnicos and leads, clients everywhere', async () => {
    const other = `/api/schedules/availability?departmentId=${desk.otherDepartment.id}`;
    expect((await send(desk.technician, 'GET', other)).statusCode).toBe(403);
    expect((await send(desk.lead, 'GET', other)).statusCode).toBe(403);
    expect((await send(desk.client, 'GET', '/api/schedules/availability')).statusCode).toBe(403);
    expect((await send(desk.outsider, 'GET', other)).statusCode).toBe(200);
  });
});
