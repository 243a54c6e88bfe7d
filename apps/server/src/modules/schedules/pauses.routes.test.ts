import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSignedInUser, useTestApp } from '../../../test/build-test-app';
import { connectAs, listenForSockets, settle, type TestSocket } from '../../../test/socket-client';
import { makeDepartment, makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import {
  breakPolicies,
  departmentMembers,
  departmentScheduleSettings,
  lunchSlots,
  technicianPauses,
  workShifts,
} from '../../db/schema/index';
import type { DomainEvents } from '../../platform/events';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
const events: Array<[string, unknown]> = [];
const stops: Array<() => void> = [];
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  for (const name of ['pause.started', 'pause.ended'] as const) {
    stops.push(
      testApp.app.events.subscribe(name, (payload: DomainEvents[typeof name]) => {
        events.push([name, payload]);
      }),
    );
  }
});
afterAll(() => stops.forEach((stop) => stop()));

type Actor = { headers: Record<string, string>; user: { id: string } };
const start = (actor: Actor | null, kind: unknown = 'break') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/schedules/pauses',
    headers: actor?.headers ?? {},
    payload: { kind },
  });
const current = (actor: Actor | null) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/schedules/pauses/current',
    headers: actor?.headers ?? {},
  });
const end = (actor: Actor | null) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/schedules/pauses/current/end',
    headers: actor?.headers ?? {},
  });

const limaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' });
const limaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Lima',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function limaNow() {
  const now = new Date();
  const [hours, minutes] = limaClock.format(now).split(':').map(Number);
  return {
    weekday: new Date(`${limaDate.format(now)}T12:00:00Z`).getUTCDay(),
    minute: hours! * 60 + minutes!,
  };
}

/** A four-hour shift that started an hour ago (on yesterday's weekday just after midnight). */
async function shiftAroundNow(userId: string) {
  const { weekday, minute } = limaNow();
  const startAbsolute = minute - 60;
  const shift =
    startAbsolute >= 0
      ? { weekday, startMinute: startAbsolute }
      : { weekday: (weekday + 6) % 7, startMinute: startAbsolute + 1440 };
  await testApp.database.db.insert(workShifts).values({ userId, ...shift, durationMinutes: 240 });
  return shift;
}

/** A shift three days from today: the técnico is off shift now. */
async function shiftElsewhere(userId: string) {
  const { weekday } = limaNow();
  await testApp.database.db
    .insert(workShifts)
    .values({ userId, weekday: (weekday + 3) % 7, startMinute: 0, durationMinutes: 60 });
}

async function openPausesOf(userId: string) {
  return testApp.database.db
    .select()
    .from(technicianPauses)
    .where(and(eq(technicianPauses.userId, userId), isNull(technicianPauses.endedAt)));
}

describe('/api/schedules/pauses (docs/schedules.md#pausas-y-recordatorios)', () => {
  it('starts, reads and ends a break of a técnico on shift, announcing both', async () => {
    const tecnico = await makeSignedInUser(testApp, 'TECHNICIAN');
    await testApp.database.db.insert(breakPolicies).values({
      name: 'Soporte',
      departmentId: desk.department.id,
      everyMinutes: 120,
      breakMinutes: 10,
    });
    // Also in a department without a policy that sorts first: the department's policy applies.
    await makeDepartment(testApp.database, { name: 'Aaa campo', memberIds: [tecnico.user.id] });
    await testApp.database.db
      .insert(departmentMembers)
      .values({ departmentId: desk.department.id, userId: tecnico.user.id });
    await shiftAroundNow(tecnico.user.id);

    expect((await current(tecnico)).json().data.pause).toBeNull();
    const started = await start(tecnico);
    expect(started.statusCode, started.body).toBe(201);
    const pause = started.json().data.pause;
    // The department's policy: 10 minutes (the other department has none).
    expect(pause).toMatchObject({ kind: 'break', plannedMinutes: 10, endedAt: null });
    expect((await current(tecnico)).json().data.pause).toEqual(pause);

    const ended = await end(tecnico);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.pause).toMatchObject({ id: pause.id, endedAutomatically: false });
    expect(Date.parse(ended.json().data.pause.endedAt)).toBeGreaterThanOrEqual(
      Date.parse(pause.startedAt),
    );
    expect((await current(tecnico)).json().data.pause).toBeNull();
    const again = await end(tecnico);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No tienes una pausa en curso.');

    await testApp.app.events.drain();
    const mine = events.filter(
      ([, payload]) => (payload as { pauseId: string }).pauseId === pause.id,
    );
    expect(mine).toEqual([
      ['pause.started', { userId: tecnico.user.id, pauseId: pause.id, kind: 'break' }],
      [
        'pause.ended',
        { userId: tecnico.user.id, pauseId: pause.id, kind: 'break', automatically: false },
      ],
    ]);
  });

  it('refuses a second pause with 409 and its message, even when both start at once', async () => {
    const tecnico = await makeSignedInUser(testApp, 'TECHNICIAN');
    expect((await start(tecnico)).statusCode).toBe(201);
    const second = await start(tecnico, 'lunch');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: 'Ya tienes una pausa en curso. Termínala antes de iniciar otra.',
      error: { code: 'PAUSE_ALREADY_RUNNING' },
    });
    expect(await openPausesOf(tecnico.user.id)).toHaveLength(1);

    const racer = await makeSignedInUser(testApp, 'TECHNICIAN');
    const raced = await Promise.all([start(racer), start(racer), start(racer, 'lunch')]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await openPausesOf(racer.user.id)).toHaveLength(1);
  });

  it('refuses a técnico off shift with 422; one without any schedule may pause', async () => {
    const offShift = await makeSignedInUser(testApp, 'TECHNICIAN');
    await shiftElsewhere(offShift.user.id);
    const refused = await start(offShift);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'No estás en turno: solo puedes iniciar una pausa durante tu horario.',
    );
    expect(await openPausesOf(offShift.user.id)).toHaveLength(0);

    // "Sin horario": no pattern at all; no policy applies to them here, so 15 minutes.
    const free = await makeSignedInUser(testApp, 'TECH_LEAD');
    const started = await start(free);
    expect(started.statusCode).toBe(201);
    expect(started.json().data.pause.plannedMinutes).toBe(15);
  });

  it('plans a lunch by the slot, else by the department, else 60 minutes', async () => {
    const db = testApp.database.db;
    const withSlot = await makeSignedInUser(testApp, 'TECHNICIAN');
    const department = await makeDepartment(testApp.database, {
      memberIds: [withSlot.user.id],
    });
    const shift = await shiftAroundNow(withSlot.user.id);
    await db.insert(lunchSlots).values({
      userId: withSlot.user.id,
      weekday: shift.weekday,
      startMinute: shift.startMinute + 120,
      durationMinutes: 45,
      departmentId: department.id,
    });
    const lunch = await start(withSlot, 'lunch');
    expect(lunch.statusCode, lunch.body).toBe(201);
    expect(lunch.json().data.pause).toMatchObject({ kind: 'lunch', plannedMinutes: 45 });

    const bySettings = await makeSignedInUser(testApp, 'TECHNICIAN');
    const settled = await makeDepartment(testApp.database, { memberIds: [bySettings.user.id] });
    await db
      .insert(departmentScheduleSettings)
      .values({ departmentId: settled.id, lunchMinutes: 30 });
    await shiftAroundNow(bySettings.user.id);
    expect((await start(bySettings, 'lunch')).json().data.pause.plannedMinutes).toBe(30);

    const plain = await makeSignedInUser(testApp, 'TECHNICIAN');
    expect((await start(plain, 'lunch')).json().data.pause.plannedMinutes).toBe(60);
  });

  it('refuses clients (403), anonymous callers (401) and an unknown kind (400)', async () => {
    for (const call of [start, current, end]) {
      const refused = await call(desk.client);
      expect(refused.statusCode).toBe(403);
      expect((await call(null)).statusCode).toBe(401);
    }
    expect(await openPausesOf(desk.client.user.id)).toHaveLength(0);
    const bad = await start(desk.technician, 'siesta');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { field: 'kind', message: 'Elige si inicias una pausa o tu almuerzo.' },
    ]);
  });

  it('ends only the caller’s own pause', async () => {
    const first = await makeSignedInUser(testApp, 'TECHNICIAN');
    const second = await makeSignedInUser(testApp, 'TECHNICIAN');
    await start(first);
    expect((await end(second)).statusCode).toBe(404);
    expect(await openPausesOf(first.user.id)).toHaveLength(1);
  });

  it('tells the técnico’s department and the administrators on the socket, not others', async () => {
    const baseUrl = await listenForSockets(testApp.app);
    const sockets: Record<string, TestSocket> = {};
    for (const [key, actor] of Object.entries({
      lead: desk.lead,
      admin: desk.admin,
      outsider: desk.outsider,
      client: desk.client,
    }))
      sockets[key] = await connectAs(testApp.app, baseUrl, actor.headers);
    try {
      // desk.technician: a member of desk.department, "sin horario".
      const started = await start(desk.technician);
      expect(started.statusCode).toBe(201);
      const isOurs = (message: { data: { userId: string } }) =>
        message.data.userId === desk.technician.user.id;
      await sockets.lead!.next('availability_changed', isOurs);
      await sockets.admin!.next('availability_changed', isOurs);
      await end(desk.technician);
      await settle();
      for (const key of ['outsider', 'client'])
        expect(sockets[key]!.messages.filter((m) => m.type === 'availability_changed')).toEqual([]);
      expect(sockets.lead!.messages.filter((m) => m.type === 'availability_changed')).toHaveLength(
        2,
      );
    } finally {
      for (const socket of Object.values(sockets)) socket.socket.close();
    }
  });
});
