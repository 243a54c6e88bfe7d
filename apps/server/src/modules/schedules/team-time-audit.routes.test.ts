import type { AuditAction } from '@atiende/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { requestsTo } from '../../../test/requests';
import { makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { auditLogs } from '../../db/schema/index';

/**
 * Every administrative change of team time is audited in its transaction (docs/audit.md#team-time):
 * actor, entity, before/after as the API shows them and a Spanish message; a refused change writes
 * nothing; the pauses técnicos take are not audited.
 */

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

const send = requestsTo(testApp);

/** The entries of one action, oldest first. */
const entriesOf = (action: AuditAction) =>
  testApp.database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.action, action))
    .orderBy(asc(auditLogs.createdAt));

async function countAll() {
  const [row] = await testApp.database.db.select({ total: count() }).from(auditLogs);
  return row!.total;
}

/** Runs the refused calls, checks their statuses, and that none wrote an entry. */
async function expectNothingWritten(calls: Array<[() => Promise<{ statusCode: number }>, number]>) {
  const before = await countAll();
  for (const [call, status] of calls) {
    const response = await call();
    expect(response.statusCode, JSON.stringify(response)).toBe(status);
  }
  expect(await countAll()).toBe(before);
}

const OFFICE = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: 480,
  durationMinutes: 540,
}));
const shiftsUrl = (userId: string) => `/api/schedules/users/${userId}/shifts`;
const departmentUrl = (departmentId: string, tail: string) =>
  `/api/schedules/departments/${departmentId}/${tail}`;
const departmentSettings = (overrides: object = {}) => ({
  minAvailable: 1,
  lunchMinutes: 60,
  lunchWindowStart: 720,
  lunchWindowEnd: 900,
  autoAssign: 'off',
  ...overrides,
});

describe('schedule settings', () => {
  it('records the holiday calendar chosen, with the settings before and after', async () => {
    const calendar = await send(desk.admin, 'POST', '/api/sla/calendars', {
      name: 'Feriados de Lima',
      week: [[], ...Array(5).fill([{ start: '08:00', end: '17:00' }]), []],
      holidayCountry: 'PE',
    });
    expect(calendar.statusCode, calendar.body).toBe(201);
    const calendarId = calendar.json().data.calendar.id;

    const chosen = await send(desk.admin, 'PUT', '/api/schedules/settings', { calendarId });
    expect(chosen.statusCode).toBe(200);
    const back = await send(desk.admin, 'PUT', '/api/schedules/settings', { calendarId: null });
    expect(back.statusCode).toBe(200);

    const entries = await entriesOf('SCHEDULE_SETTINGS_UPDATED');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: desk.admin.user.id,
      actorRole: 'ADMIN',
      entityType: 'SCHEDULE',
      entityId: null,
      severity: 'INFO',
      before: { calendarId: null },
      after: chosen.json().data.settings,
      message: 'Calendario de feriados de los horarios cambiado a «Feriados de Lima»',
    });
    expect(entries[1]).toMatchObject({
      before: chosen.json().data.settings,
      after: { calendarId: null },
      message:
        'Calendario de feriados de los horarios cambiado al de la política de SLA predeterminada',
    });
    expect(entries[0]!.requestId).toBeTruthy();
  });

  it('writes nothing for a lead (403) or an unknown calendar (404)', async () => {
    await expectNothingWritten([
      [() => send(desk.lead, 'PUT', '/api/schedules/settings', { calendarId: null }), 403],
      [() => send(desk.technician, 'PUT', '/api/schedules/settings', { calendarId: null }), 403],
      [
        () =>
          send(desk.admin, 'PUT', '/api/schedules/settings', {
            calendarId: '00000000-0000-4000-8000-000000000000',
          }),
        404,
      ],
    ]);
  });
});

describe('weekly patterns', () => {
  it('records the pattern before and after on the técnico, and a lunch it removed', async () => {
    const person = desk.technician.user;
    expect(
      (await send(desk.admin, 'PUT', shiftsUrl(person.id), { shifts: OFFICE })).statusCode,
    ).toBe(200);
    // A Monday lunch at 13:00, then the lead shortens Monday to the morning: the lunch goes.
    const rota = await send(desk.lead, 'PUT', departmentUrl(desk.department.id, 'lunch-rota'), {
      slots: [{ userId: person.id, weekday: 1, startMinute: 780, durationMinutes: 60 }],
    });
    expect(rota.statusCode, rota.body).toBe(200);
    const morning = [{ weekday: 1, startMinute: 480, durationMinutes: 240 }, ...OFFICE.slice(1)];
    const changed = await send(desk.lead, 'PUT', shiftsUrl(person.id), { shifts: morning });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.removedLunchWeekdays).toEqual([1]);

    const entries = await entriesOf('WORK_SHIFTS_UPDATED');
    expect(entries.map((entry) => [entry.actorId, entry.entityType, entry.entityId])).toEqual([
      [desk.admin.user.id, 'SCHEDULE', person.id],
      [desk.lead.user.id, 'SCHEDULE', person.id],
    ]);
    expect(entries[0]).toMatchObject({
      before: { shifts: [] },
      message: `Horario semanal de ${person.name} cambiado: 5 turnos`,
    });
    const first = (entries[0]!.after as { shifts: unknown[] }).shifts;
    expect(entries[1]).toMatchObject({
      actorRole: 'TECH_LEAD',
      before: { shifts: first },
      after: changed.json().data,
      message: `Horario semanal de ${person.name} cambiado: 5 turnos`,
    });
    expect(
      (entries[1]!.after as { shifts: Array<{ durationMinutes: number }> }).shifts[0],
    ).toMatchObject({ weekday: 1, durationMinutes: 240 });

    // Filtered in the audit log by the técnico, as /admin/audit-logs does.
    const listed = await send(
      desk.admin,
      'GET',
      `/api/audit-logs?entityType=SCHEDULE&entityId=${person.id}&action=WORK_SHIFTS_UPDATED`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.auditLogs).toHaveLength(2);
  });

  it('writes nothing for an overlap (422), another department’s técnico (403) or a técnico (403)', async () => {
    const overlap = [
      { weekday: 1, startMinute: 480, durationMinutes: 540 },
      { weekday: 1, startMinute: 600, durationMinutes: 60 },
    ];
    await expectNothingWritten([
      [() => send(desk.admin, 'PUT', shiftsUrl(desk.technician.user.id), { shifts: overlap }), 422],
      [() => send(desk.admin, 'PUT', shiftsUrl(desk.client.user.id), { shifts: OFFICE }), 422],
      [() => send(desk.lead, 'PUT', shiftsUrl(desk.outsider.user.id), { shifts: OFFICE }), 403],
      [
        () => send(desk.technician, 'PUT', shiftsUrl(desk.technician.user.id), { shifts: OFFICE }),
        403,
      ],
      [() => send(desk.client, 'PUT', shiftsUrl(desk.technician.user.id), { shifts: OFFICE }), 403],
    ]);
  });
});

describe('exceptions', () => {
  const vacation = () => ({
    userId: desk.technician.user.id,
    kind: 'vacation',
    startsOn: '2026-08-04',
    endsOn: '2026-08-05',
  });

  it('records an exception created, changed and deleted, with before and after', async () => {
    const name = desk.technician.user.name;
    const created = await send(desk.lead, 'POST', '/api/schedules/exceptions', {
      ...vacation(),
      note: 'Viaje',
    });
    expect(created.statusCode).toBe(201);
    const exception = created.json().data.exception;
    const changed = await send(desk.admin, 'PATCH', `/api/schedules/exceptions/${exception.id}`, {
      kind: 'leave',
      endsOn: '2026-08-04',
    });
    expect(changed.statusCode).toBe(200);
    const removed = await send(desk.admin, 'DELETE', `/api/schedules/exceptions/${exception.id}`);
    expect(removed.statusCode).toBe(200);

    const [createdEntry] = await entriesOf('SCHEDULE_EXCEPTION_CREATED');
    expect(createdEntry).toMatchObject({
      actorId: desk.lead.user.id,
      entityType: 'SCHEDULE',
      entityId: exception.id,
      severity: 'INFO',
      before: null,
      after: exception,
      message: `Excepción de horario creada: Vacaciones de ${name}, del 04/08/2026 al 05/08/2026`,
    });
    const [updatedEntry] = await entriesOf('SCHEDULE_EXCEPTION_UPDATED');
    expect(updatedEntry).toMatchObject({
      actorId: desk.admin.user.id,
      entityId: exception.id,
      before: exception,
      after: changed.json().data.exception,
      message: `Excepción de horario editada: Licencia de ${name}, el 04/08/2026`,
    });
    const [deletedEntry] = await entriesOf('SCHEDULE_EXCEPTION_DELETED');
    expect(deletedEntry).toMatchObject({
      actorId: desk.admin.user.id,
      entityId: exception.id,
      severity: 'WARNING',
      before: changed.json().data.exception,
      after: null,
      message: `Excepción de horario eliminada: Licencia de ${name}, el 04/08/2026`,
    });
  });

  it('writes nothing for a refused exception (422, 403, 404)', async () => {
    const outsiders = await send(desk.admin, 'POST', '/api/schedules/exceptions', {
      ...vacation(),
      userId: desk.outsider.user.id,
    });
    expect(outsiders.statusCode).toBe(201);
    const theirs = `/api/schedules/exceptions/${outsiders.json().data.exception.id}`;
    const mine = await send(desk.admin, 'POST', '/api/schedules/exceptions', vacation());
    const own = `/api/schedules/exceptions/${mine.json().data.exception.id}`;
    await expectNothingWritten([
      [
        () =>
          send(desk.admin, 'POST', '/api/schedules/exceptions', { ...vacation(), kind: 'swap' }),
        422,
      ],
      [() => send(desk.admin, 'PATCH', own, { endsOn: '2026-08-01' }), 422],
      [
        () =>
          send(desk.lead, 'POST', '/api/schedules/exceptions', {
            ...vacation(),
            userId: desk.outsider.user.id,
          }),
        403,
      ],
      [() => send(desk.technician, 'POST', '/api/schedules/exceptions', vacation()), 403],
      [() => send(desk.lead, 'PATCH', theirs, { note: 'x' }), 403],
      [() => send(desk.lead, 'DELETE', theirs), 403],
      [() => send(desk.technician, 'DELETE', own), 403],
      [
        () =>
          send(
            desk.admin,
            'DELETE',
            '/api/schedules/exceptions/00000000-0000-4000-8000-000000000000',
          ),
        404,
      ],
    ]);
  });
});

describe('department schedule settings', () => {
  it('records the settings before and after, naming a new automatic assignment mode', async () => {
    const url = departmentUrl(desk.department.id, 'settings');
    const defaults = (await send(desk.lead, 'GET', url)).json().data.settings;
    const roundRobin = await send(
      desk.lead,
      'PUT',
      url,
      departmentSettings({ autoAssign: 'round_robin', minAvailable: 2 }),
    );
    expect(roundRobin.statusCode).toBe(200);
    const minimum = await send(
      desk.admin,
      'PUT',
      url,
      departmentSettings({ autoAssign: 'round_robin', minAvailable: 3 }),
    );
    expect(minimum.statusCode).toBe(200);

    const entries = await entriesOf('DEPARTMENT_SCHEDULE_SETTINGS_UPDATED');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: desk.lead.user.id,
      entityType: 'SCHEDULE',
      entityId: desk.department.id,
      before: defaults,
      after: roundRobin.json().data.settings,
      message: `Configuración de horarios del departamento «${desk.department.name}» cambiada (asignación automática: Por turnos)`,
    });
    expect(entries[1]).toMatchObject({
      actorId: desk.admin.user.id,
      before: roundRobin.json().data.settings,
      after: { minAvailable: 3, autoAssign: 'round_robin' },
      message: `Configuración de horarios del departamento «${desk.department.name}» cambiada`,
    });
  });

  it('writes nothing for a bad window (422), another department or a técnico (403)', async () => {
    const url = departmentUrl(desk.department.id, 'settings');
    await expectNothingWritten([
      [() => send(desk.admin, 'PUT', url, departmentSettings({ lunchWindowEnd: 700 })), 422],
      [
        () =>
          send(
            desk.lead,
            'PUT',
            departmentUrl(desk.otherDepartment.id, 'settings'),
            departmentSettings(),
          ),
        403,
      ],
      [() => send(desk.technician, 'PUT', url, departmentSettings()), 403],
      [() => send(desk.client, 'PUT', url, departmentSettings()), 403],
      [
        () =>
          send(
            desk.admin,
            'PUT',
            departmentUrl('00000000-0000-4000-8000-000000000000', 'settings'),
            departmentSettings(),
          ),
        404,
      ],
    ]);
  });
});

describe('lunch rota', () => {
  it('records a rota saved by hand and one generated and saved, not a proposal', async () => {
    const person = desk.technician.user;
    await send(desk.admin, 'PUT', shiftsUrl(person.id), { shifts: OFFICE });
    const url = departmentUrl(desk.department.id, 'lunch-rota');
    const already = (await entriesOf('LUNCH_ROTA_SAVED')).length;
    const beforeSlots = (await send(desk.lead, 'GET', url))
      .json()
      .data.days.flatMap((day: { slots: unknown[] }) => day.slots);

    const byHand = await send(desk.lead, 'PUT', url, {
      slots: [
        { userId: person.id, weekday: 2, startMinute: 720, durationMinutes: 60 },
        { userId: person.id, weekday: 3, startMinute: 780, durationMinutes: 45 },
      ],
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    const proposal = await send(desk.admin, 'POST', `${url}/generate`, {});
    expect(proposal.statusCode).toBe(200);
    expect((await entriesOf('LUNCH_ROTA_SAVED')).length).toBe(already + 1);
    const generated = await send(desk.admin, 'POST', `${url}/generate`, { save: true });
    expect(generated.statusCode).toBe(200);

    const entries = (await entriesOf('LUNCH_ROTA_SAVED')).slice(already);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: desk.lead.user.id,
      entityType: 'SCHEDULE',
      entityId: desk.department.id,
      before: { slots: beforeSlots },
      after: {
        slots: [
          {
            userId: person.id,
            userName: person.name,
            weekday: 2,
            startMinute: 720,
            durationMinutes: 60,
          },
          {
            userId: person.id,
            userName: person.name,
            weekday: 3,
            startMinute: 780,
            durationMinutes: 45,
          },
        ],
      },
      details: null,
      message: `Rota de almuerzo del departamento «${desk.department.name}» guardada: 2 almuerzos`,
    });
    const generatedSlots = generated
      .json()
      .data.days.flatMap((day: { slots: unknown[] }) => day.slots);
    expect(generatedSlots).toHaveLength(5);
    expect(entries[1]).toMatchObject({
      actorId: desk.admin.user.id,
      before: entries[0]!.after,
      after: { slots: generatedSlots },
      details: { generated: true },
      message: `Rota de almuerzo del departamento «${desk.department.name}» generada y guardada: 5 almuerzos`,
    });
  });

  it('writes nothing for a slot outside the shift (422), another department or a técnico (403)', async () => {
    const url = departmentUrl(desk.department.id, 'lunch-rota');
    const outside = {
      slots: [
        { userId: desk.technician.user.id, weekday: 1, startMinute: 1200, durationMinutes: 60 },
      ],
    };
    await expectNothingWritten([
      [() => send(desk.lead, 'PUT', url, outside), 422],
      [
        () =>
          send(desk.lead, 'PUT', departmentUrl(desk.otherDepartment.id, 'lunch-rota'), {
            slots: [],
          }),
        403,
      ],
      [
        () =>
          send(
            desk.lead,
            'POST',
            `${departmentUrl(desk.otherDepartment.id, 'lunch-rota')}/generate`,
            { save: true },
          ),
        403,
      ],
      [() => send(desk.technician, 'PUT', url, { slots: [] }), 403],
      [() => send(desk.technician, 'POST', `${url}/generate`, { save: true }), 403],
    ]);
  });
});

describe('break policies', () => {
  it('records a policy created, changed and deleted (a deletion is a WARNING)', async () => {
    const created = await send(desk.admin, 'POST', '/api/break-policies', {
      name: 'Estándar',
      everyMinutes: 120,
      breakMinutes: 10,
    });
    expect(created.statusCode).toBe(201);
    const policy = created.json().data.policy;
    const changed = await send(desk.admin, 'PATCH', `/api/break-policies/${policy.id}`, {
      name: 'Estándar 2027',
      breakMinutes: 15,
    });
    expect(changed.statusCode).toBe(200);
    expect((await send(desk.admin, 'DELETE', `/api/break-policies/${policy.id}`)).statusCode).toBe(
      200,
    );

    const entries = [
      ...(await entriesOf('BREAK_POLICY_CREATED')),
      ...(await entriesOf('BREAK_POLICY_UPDATED')),
      ...(await entriesOf('BREAK_POLICY_DELETED')),
    ].filter((entry) => entry.entityId === policy.id);
    expect(entries.map((entry) => [entry.action, entry.severity, entry.message])).toEqual([
      ['BREAK_POLICY_CREATED', 'INFO', 'Política de pausas «Estándar» creada'],
      ['BREAK_POLICY_UPDATED', 'INFO', 'Política de pausas «Estándar 2027» editada'],
      ['BREAK_POLICY_DELETED', 'WARNING', 'Política de pausas «Estándar 2027» eliminada'],
    ]);
    expect(entries.every((entry) => entry.actorId === desk.admin.user.id)).toBe(true);
    expect(entries.every((entry) => entry.entityType === 'SCHEDULE')).toBe(true);
    expect(entries[0]).toMatchObject({ before: null, after: policy });
    expect(entries[1]).toMatchObject({ before: policy, after: changed.json().data.policy });
    expect(entries[2]).toMatchObject({ before: changed.json().data.policy, after: null });
  });

  it('writes nothing for a refused change (400, 409, 403, 404)', async () => {
    const kept = await send(desk.admin, 'POST', '/api/break-policies', {
      name: 'Campo',
      everyMinutes: 120,
      breakMinutes: 10,
    });
    const url = `/api/break-policies/${kept.json().data.policy.id}`;
    const body = { name: 'Otra', everyMinutes: 120, breakMinutes: 10 };
    await expectNothingWritten([
      [() => send(desk.admin, 'PATCH', url, { breakMinutes: 200 }), 400],
      [() => send(desk.admin, 'PATCH', url, { everyMinutes: 60, breakMinutes: 60 }), 400],
      [() => send(desk.admin, 'POST', '/api/break-policies', { ...body, name: 'campo' }), 409],
      [() => send(desk.lead, 'POST', '/api/break-policies', body), 403],
      [() => send(desk.lead, 'PATCH', url, { breakMinutes: 5 }), 403],
      [() => send(desk.lead, 'DELETE', url), 403],
      [() => send(desk.technician, 'DELETE', url), 403],
      [
        () =>
          send(desk.admin, 'DELETE', '/api/break-policies/00000000-0000-4000-8000-000000000000'),
        404,
      ],
    ]);
  });
});

describe('pauses', () => {
  it('are not audited: they are the adherence data itself', async () => {
    // The outsider has no weekly pattern ("sin horario"): they may pause at any time.
    await expectNothingWritten([
      [() => send(desk.outsider, 'POST', '/api/schedules/pauses', { kind: 'break' }), 201],
      [() => send(desk.outsider, 'POST', '/api/schedules/pauses/current/end'), 200],
    ]);
  });
});
