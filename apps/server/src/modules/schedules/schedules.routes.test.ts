import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { requestsTo } from '../../../test/requests';
import { errorFieldsOf } from '../../../test/responses';
import { makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';

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

describe('PUT /api/schedules/users/:userId/shifts', () => {
  it('replaces a técnico’s week and refuses overlaps naming the weekday, writing nothing', async () => {
    const saved = await putShifts(desk.admin, desk.technician.user.id, OFFICE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.shifts).toHaveLength(5);

    const midnight = await putShifts(desk.admin, desk.technician.user.id, [
      { weekday: 1, startMinute: 1320, durationMinutes: 480 },
      { weekday: 2, startMinute: 300, durationMinutes: 240 },
    ]);
    expect(midnight.statusCode).toBe(422);
    expect(midnight.json().message).toBe('El turno del martes se superpone con el del lunes.');
    expect(errorFieldsOf(midnight)).toEqual(['shifts.1']);

    const wrap = await putShifts(desk.admin, desk.technician.user.id, [
      { weekday: 0, startMinute: 120, durationMinutes: 240 },
      { weekday: 6, startMinute: 1320, durationMinutes: 300 },
    ]);
    expect(wrap.statusCode).toBe(422);
    expect(wrap.json().message).toBe('El turno del sábado se superpone con el del domingo.');

    const team = await send(
      desk.admin,
      'GET',
      `/api/schedules/team?departmentId=${desk.department.id}&${WEEK}`,
    );
    const member = team
      .json()
      .data.members.find((m: { id: string }) => m.id === desk.technician.user.id);
    expect(member.shifts).toHaveLength(5);
  });

  it('refuses a shape out of range with 400, a non-staff person with 422, an unknown one with 404', async () => {
    const tooLong = await putShifts(desk.admin, desk.technician.user.id, [
      { weekday: 1, startMinute: 480, durationMinutes: 1000 },
    ]);
    expect(tooLong.statusCode).toBe(400);
    const client = await putShifts(desk.admin, desk.client.user.id, OFFICE);
    expect(client.statusCode).toBe(422);
    expect(client.json().message).toBe('Solo los técnicos y los líderes técnicos tienen horario.');
    const unknown = await putShifts(desk.admin, '00000000-0000-4000-8000-000000000000', OFFICE);
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a lead change their técnicos only, and refuses técnicos and clients', async () => {
    expect((await putShifts(desk.lead, desk.technician.user.id, OFFICE)).statusCode).toBe(200);
    expect((await putShifts(desk.lead, desk.outsider.user.id, OFFICE)).statusCode).toBe(403);
    expect((await putShifts(desk.technician, desk.technician.user.id, OFFICE)).statusCode).toBe(
      403,
    );
    expect((await putShifts(desk.client, desk.technician.user.id, OFFICE)).statusCode).toBe(403);
    expect(
      (
        await send(null, 'PUT', `/api/schedules/users/${desk.technician.user.id}/shifts`, {
          shifts: [],
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('/api/schedules/exceptions', () => {
  const vacation = () => ({
    userId: desk.technician.user.id,
    kind: 'vacation',
    startsOn: '2026-08-04',
    endsOn: '2026-08-05',
  });

  it('adds, changes and deletes an exception, and the team’s days follow', async () => {
    await putShifts(desk.admin, desk.technician.user.id, OFFICE);
    const created = await send(desk.lead, 'POST', '/api/schedules/exceptions', {
      ...vacation(),
      note: 'Viaje',
    });
    expect(created.statusCode).toBe(201);
    const exception = created.json().data.exception;
    expect(exception).toMatchObject({ kind: 'vacation', note: 'Viaje', swapWith: null });

    const team = async () => {
      const answer = await send(
        desk.lead,
        'GET',
        `/api/schedules/team?departmentId=${desk.department.id}&${WEEK}`,
      );
      const me = answer
        .json()
        .data.members.find((m: { id: string }) => m.id === desk.technician.user.id);
      return me.days
        .filter((day: { shifts: unknown[] }) => day.shifts.length > 0)
        .map((day: { date: string }) => day.date);
    };
    expect(await team()).toEqual(['2026-08-03', '2026-08-06', '2026-08-07']);

    const changed = await send(desk.admin, 'PATCH', `/api/schedules/exceptions/${exception.id}`, {
      kind: 'leave',
      startMinute: 480,
      durationMinutes: 240,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.exception).toMatchObject({ kind: 'leave', startMinute: 480 });
    expect(await team()).toEqual([
      '2026-08-03',
      '2026-08-04',
      '2026-08-05',
      '2026-08-06',
      '2026-08-07',
    ]);

    const broken = await send(desk.admin, 'PATCH', `/api/schedules/exceptions/${exception.id}`, {
      endsOn: '2026-08-01',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('La fecha de fin no puede ser anterior a la de inicio.');

    expect(
      (await send(desk.admin, 'DELETE', `/api/schedules/exceptions/${exception.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await send(desk.admin, 'DELETE', `/api/schedules/exceptions/${exception.id}`)).statusCode,
    ).toBe(404);
    expect(await team()).toEqual([
      '2026-08-03',
      '2026-08-04',
      '2026-08-05',
      '2026-08-06',
      '2026-08-07',
    ]);
  });

  it('refuses dates backwards, a swap without partner and an extra without times with 422 per field', async () => {
    const cases: Array<[object, string, string]> = [
      [{ endsOn: '2026-08-01' }, 'endsOn', 'La fecha de fin no puede ser anterior a la de inicio.'],
      [{ kind: 'swap' }, 'swapWithUserId', 'Elige con quién se intercambia el turno.'],
      [{ kind: 'extra' }, 'startMinute', 'Un turno extra necesita hora de inicio y duración.'],
      [
        { kind: 'swap', swapWithUserId: desk.technician.user.id },
        'swapWithUserId',
        'No puedes intercambiar el turno contigo mismo.',
      ],
      [
        { kind: 'swap', swapWithUserId: '00000000-0000-4000-8000-000000000000' },
        'swapWithUserId',
        'La persona del intercambio no existe o no tiene horario.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const refused = await send(desk.admin, 'POST', '/api/schedules/exceptions', {
        ...vacation(),
        ...change,
      });
      expect(refused.statusCode, JSON.stringify(change)).toBe(422);
      expect(errorFieldsOf(refused)).toContain(field);
      expect(refused.json().message).toBe(message);
    }
  });

  it('refuses an unknown person (404), another department’s técnico for a lead and técnicos (403)', async () => {
    const unknown = await send(desk.admin, 'POST', '/api/schedules/exceptions', {
      ...vacation(),
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const other = await send(desk.lead, 'POST', '/api/schedules/exceptions', {
      ...vacation(),
      userId: desk.outsider.user.id,
    });
    expect(other.statusCode).toBe(403);
    const swapOutside = await send(desk.lead, 'POST', '/api/schedules/exceptions', {
      ...vacation(),
      kind: 'swap',
      swapWithUserId: desk.outsider.user.id,
    });
    expect(swapOutside.statusCode).toBe(403);
    expect(
      (await send(desk.technician, 'POST', '/api/schedules/exceptions', vacation())).statusCode,
    ).toBe(403);
    expect(
      (await send(desk.client, 'POST', '/api/schedules/exceptions', vacation())).statusCode,
    ).toBe(403);
    // The outsider's exception, made by an administrator, is out of the lead's reach.
    const theirs = await send(desk.admin, 'POST', '/api/schedules/exceptions', {
      ...vacation(),
      userId: desk.outsider.user.id,
    });
    const id = theirs.json().data.exception.id;
    expect(
      (await send(desk.lead, 'PATCH', `/api/schedules/exceptions/${id}`, { note: 'x' })).statusCode,
    ).toBe(403);
    expect((await send(desk.lead, 'DELETE', `/api/schedules/exceptions/${id}`)).statusCode).toBe(
      403,
    );
  });
});
