import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { makeDepartment, makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { and, eq } from 'drizzle-orm';
import { auditLogs, customers } from '../../db/schema/index';

let desk: HelpDesk;
let companyId: string;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const [company] = await testApp.database.db
    .insert(customers)
    .values({ name: `Cevichería El Puerto ${Date.now()}` })
    .returning();
  companyId = company!.id;
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

const targets = (firstResponseMinutes: number, resolutionMinutes: number) => ({
  BAJA: {
    firstResponseMinutes: firstResponseMinutes * 4,
    resolutionMinutes: resolutionMinutes * 4,
  },
  MEDIA: {
    firstResponseMinutes: firstResponseMinutes * 2,
    resolutionMinutes: resolutionMinutes * 2,
  },
  ALTA: { firstResponseMinutes, resolutionMinutes },
  URGENTE: { firstResponseMinutes: 15, resolutionMinutes: 120 },
});
const weekday = [
  { start: '08:30', end: '13:00' },
  { start: '14:00', end: '18:00' },
];
const officeWeek = [
  [],
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  [{ start: '09:00', end: '13:00' }],
];
let sequence = 0;
const calendarBody = (overrides: object = {}) => ({
  name: `Oficina ${++sequence}`,
  week: officeWeek,
  holidayCountry: 'PE',
  daysOff: [{ date: '2026-12-24', name: 'Nochebuena' }],
  ...overrides,
});
const policyBody = (overrides: object = {}) => ({
  name: `Política ${++sequence}`,
  departmentId: desk.department.id,
  targets: targets(60, 480),
  ...overrides,
});
const fieldMessage = (response: { json: () => { message: string } }) => response.json().message;

describe('SLA policies and calendars: who may do what', () => {
  it('seeds the default policy (24 hours to a first response) and the office calendar', async () => {
    const policies = (await send(desk.admin, 'GET', '/api/sla/policies')).json().data.policies;
    expect(policies[0]).toMatchObject({
      name: 'Política predeterminada',
      isDefault: true,
      calendarId: null,
      warningPercent: 75,
      autoEscalate: false,
    });
    for (const priority of ['BAJA', 'MEDIA'])
      expect(policies[0].targets[priority].firstResponseMinutes).toBe(1440);
    const calendars = (await send(desk.admin, 'GET', '/api/sla/calendars')).json().data.calendars;
    expect(
      calendars.find((each: { name: string }) => each.name === 'Horario de oficina'),
    ).toMatchObject({
      timeZone: 'America/Lima',
      holidayCountry: 'PE',
      weeklyMinutes: 5 * 510 + 240,
    });
  });

  it('lets leads read, and refuses them every change; refuses técnicos, clients and anonymous callers', async () => {
    expect((await send(desk.lead, 'GET', '/api/sla/policies')).statusCode).toBe(200);
    expect((await send(desk.lead, 'GET', '/api/sla/calendars')).statusCode).toBe(200);
    const policy = (await send(desk.admin, 'POST', '/api/sla/policies', policyBody())).json().data
      .policy;
    const calendar = (await send(desk.admin, 'POST', '/api/sla/calendars', calendarBody())).json()
      .data.calendar;
    const writes = [
      ['POST', '/api/sla/policies', policyBody()],
      ['PUT', `/api/sla/policies/${policy.id}`, policyBody()],
      ['DELETE', `/api/sla/policies/${policy.id}`, undefined],
      ['POST', '/api/sla/calendars', calendarBody()],
      ['PUT', `/api/sla/calendars/${calendar.id}`, calendarBody()],
      ['DELETE', `/api/sla/calendars/${calendar.id}`, undefined],
    ] as const;
    for (const [method, url, body] of writes) {
      expect((await send(desk.lead, method, url, body)).statusCode).toBe(403);
      expect((await send(desk.technician, method, url, body)).statusCode).toBe(403);
      expect((await send(desk.client, method, url, body)).statusCode).toBe(403);
      expect((await send(null, method, url, body)).statusCode).toBe(401);
    }
    for (const url of ['/api/sla/policies', `/api/sla/calendars/${calendar.id}`]) {
      expect((await send(desk.technician, 'GET', url)).statusCode).toBe(403);
      expect((await send(desk.client, 'GET', url)).statusCode).toBe(403);
    }
  });

  it('creates, edits and deletes a calendar and a policy that uses it', async () => {
    const created = await send(
      desk.admin,
      'POST',
      '/api/sla/calendars',
      calendarBody({ name: 'Sede Cusco', holidayRegion: 'CUS' }),
    );
    expect(created.statusCode).toBe(201);
    const calendar = created.json().data.calendar;
    expect(calendar).toMatchObject({
      holidayRegion: 'CUS',
      policyCount: 0,
      weeklyMinutes: 5 * 510 + 240,
    });
    const policy = await send(
      desk.admin,
      'POST',
      '/api/sla/policies',
      policyBody({
        calendarId: calendar.id,
        customerId: companyId,
        warningPercent: 80,
        autoEscalate: true,
      }),
    );
    expect(policy.statusCode).toBe(201);
    const saved = policy.json().data.policy;
    expect(saved).toMatchObject({
      calendarName: 'Sede Cusco',
      departmentName: desk.department.name,
      customerId: companyId,
      isDefault: false,
      warningPercent: 80,
      autoEscalate: true,
    });
    // A calendar a policy uses stays.
    const inUse = await send(desk.admin, 'DELETE', `/api/sla/calendars/${calendar.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('SLA_CALENDAR_IN_USE');
    const edited = await send(
      desk.admin,
      'PUT',
      `/api/sla/policies/${saved.id}`,
      policyBody({ name: 'Cevichería VIP', customerId: companyId, calendarId: null }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.policy).toMatchObject({ name: 'Cevichería VIP', calendarId: null });
    expect((await send(desk.admin, 'DELETE', `/api/sla/calendars/${calendar.id}`)).statusCode).toBe(
      200,
    );
    expect((await send(desk.admin, 'GET', `/api/sla/calendars/${calendar.id}`)).statusCode).toBe(
      404,
    );
    expect((await send(desk.admin, 'DELETE', `/api/sla/policies/${saved.id}`)).statusCode).toBe(
      200,
    );
    expect((await send(desk.admin, 'GET', `/api/sla/policies/${saved.id}`)).statusCode).toBe(404);
  });
});

describe('SLA bad input', () => {
  it.each([
    [
      'a zero target',
      {
        targets: { ...targets(60, 480), ALTA: { firstResponseMinutes: 0, resolutionMinutes: 480 } },
      },
      'El plazo debe ser un número entero de minutos mayor que cero.',
    ],
    [
      'a negative target',
      {
        targets: {
          ...targets(60, 480),
          URGENTE: { firstResponseMinutes: 15, resolutionMinutes: -5 },
        },
      },
      'El plazo debe ser un número entero de minutos mayor que cero.',
    ],
    [
      'a fractional target',
      { targets: targets(60.5, 480) },
      'El plazo debe ser un número entero de minutos mayor que cero.',
    ],
    [
      'a first response after the resolution',
      { targets: targets(600, 480) },
      'La primera respuesta no puede vencer después de la resolución.',
    ],
    [
      'a missing priority',
      { targets: { ALTA: { firstResponseMinutes: 1, resolutionMinutes: 2 } } },
      null,
    ],
    [
      'a warning at 100 %',
      { warningPercent: 100 },
      'El aviso debe estar entre el 1 % y el 99 % del plazo.',
    ],
    ['an empty name', { name: '  ' }, 'Escribe un nombre.'],
  ])('refuses a policy with %s (400)', async (_case, overrides, message) => {
    const response = await send(desk.admin, 'POST', '/api/sla/policies', policyBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    if (message) expect(fieldMessage(response)).toBe(message);
  });

  it.each([
    [
      'an unknown department',
      () => ({ departmentId: '00000000-0000-4000-8000-000000000001' }),
      'El departamento no existe.',
    ],
    [
      'an unknown company',
      () => ({ customerId: '00000000-0000-4000-8000-000000000002' }),
      'La empresa no existe.',
    ],
    [
      'an unknown calendar',
      () => ({ calendarId: '00000000-0000-4000-8000-000000000003' }),
      'El calendario laboral no existe.',
    ],
  ])('refuses a policy for %s (400)', async (_case, overrides, message) => {
    const response = await send(desk.admin, 'POST', '/api/sla/policies', policyBody(overrides()));
    expect(response.statusCode).toBe(400);
    expect(fieldMessage(response)).toBe(message);
  });

  it('refuses a policy that would match nothing: a deactivated department or company (400)', async () => {
    const closed = await makeDepartment(testApp.database, { isActive: false });
    const [formerClient] = await testApp.database.db
      .insert(customers)
      .values({ name: `Pollería Cerrada ${Date.now()}`, isActive: false })
      .returning();
    const toClosed = await send(
      desk.admin,
      'POST',
      '/api/sla/policies',
      policyBody({ departmentId: closed.id }),
    );
    expect(toClosed.statusCode).toBe(400);
    expect(toClosed.json().error.details).toEqual([
      {
        field: 'departmentId',
        message:
          'El departamento está desactivado: la política no se aplicaría a ningún ticket nuevo.',
      },
    ]);
    const toFormer = await send(
      desk.admin,
      'POST',
      '/api/sla/policies',
      policyBody({ departmentId: null, customerId: formerClient!.id }),
    );
    expect(toFormer.statusCode).toBe(400);
    expect(fieldMessage(toFormer)).toBe(
      'La empresa está desactivada: la política no se aplicaría a ningún ticket nuevo.',
    );

    // A policy whose company is deactivated later keeps its scope and can still be edited.
    const [later] = await testApp.database.db
      .insert(customers)
      .values({ name: `Chifa Luego ${Date.now()}` })
      .returning();
    const body = policyBody({ departmentId: null, customerId: later!.id });
    const created = await send(desk.admin, 'POST', '/api/sla/policies', body);
    expect(created.statusCode).toBe(201);
    await testApp.database.db
      .update(customers)
      .set({ isActive: false })
      .where(eq(customers.id, later!.id));
    const edited = await send(
      desk.admin,
      'PUT',
      `/api/sla/policies/${created.json().data.policy.id}`,
      { ...body, warningPercent: 80 },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.policy.warningPercent).toBe(80);
  });

  it('refuses a second policy for the same scope and a taken name (409)', async () => {
    const first = await send(
      desk.admin,
      'POST',
      '/api/sla/policies',
      policyBody({ departmentId: desk.otherDepartment.id }),
    );
    expect(first.statusCode).toBe(201);
    const sameScope = await send(
      desk.admin,
      'POST',
      '/api/sla/policies',
      policyBody({ departmentId: desk.otherDepartment.id }),
    );
    expect(sameScope.statusCode).toBe(409);
    expect(sameScope.json().error.code).toBe('SLA_POLICY_SCOPE_TAKEN');
    const sameName = await send(
      desk.admin,
      'POST',
      '/api/sla/policies',
      policyBody({
        name: first.json().data.policy.name.toUpperCase(),
        departmentId: null,
        customerId: companyId,
      }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('Ya existe una política de SLA con ese nombre.');
    // A second default (no scope) is the same scope as the seeded one.
    const secondDefault = await send(
      desk.admin,
      'POST',
      '/api/sla/policies',
      policyBody({ departmentId: null }),
    );
    expect(secondDefault.statusCode).toBe(409);
  });

  it('keeps the default policy: it cannot be deleted, deactivated or narrowed (409)', async () => {
    const policies = (await send(desk.admin, 'GET', '/api/sla/policies')).json().data.policies;
    const fallback = policies.find((policy: { isDefault: boolean }) => policy.isDefault);
    const base = { name: fallback.name, targets: fallback.targets };
    for (const change of [
      { isActive: false },
      { departmentId: desk.department.id },
      { customerId: companyId },
    ]) {
      const response = await send(desk.admin, 'PUT', `/api/sla/policies/${fallback.id}`, {
        ...base,
        ...change,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('SLA_DEFAULT_POLICY_REQUIRED');
    }
    expect((await send(desk.admin, 'DELETE', `/api/sla/policies/${fallback.id}`)).statusCode).toBe(
      409,
    );
    // Its targets may change.
    const edited = await send(desk.admin, 'PUT', `/api/sla/policies/${fallback.id}`, {
      ...base,
      warningPercent: 70,
    });
    expect(edited.statusCode).toBe(200);
    await send(desk.admin, 'PUT', `/api/sla/policies/${fallback.id}`, {
      ...base,
      warningPercent: 75,
    });
  });

  it.each([
    [
      'overlapping intervals',
      {
        week: [
          [],
          [
            { start: '08:00', end: '13:00' },
            { start: '12:30', end: '18:00' },
          ],
          [],
          [],
          [],
          [],
          [],
        ],
      },
      'Los horarios de un mismo día no pueden superponerse.',
    ],
    [
      'no working time',
      { week: [[], [], [], [], [], [], []] },
      'El calendario debe tener al menos un horario de atención en la semana.',
    ],
    [
      'an interval that ends before it starts',
      { week: [[], [{ start: '18:00', end: '08:00' }], [], [], [], [], []] },
      'La hora de fin debe ser posterior a la de inicio.',
    ],
    [
      'a time past 24:00',
      { week: [[], [{ start: '08:00', end: '24:30' }], [], [], [], [], []] },
      'Escribe la hora como HH:MM, entre 00:00 y 24:00.',
    ],
    [
      'six days',
      { week: [[], weekday, weekday, weekday, weekday, weekday] },
      'El horario debe tener los siete días de la semana, de domingo a sábado.',
    ],
    ['an unknown time zone', { timeZone: 'America/Atlantis' }, 'La zona horaria no es válida.'],
    [
      'an unknown holiday country',
      { holidayCountry: 'ZZ' },
      'No conocemos los feriados de ese país.',
    ],
    ['an unknown region', { holidayRegion: 'ZZZ' }, 'No conocemos los feriados de ese país.'],
    [
      'a day off that is no date',
      { daysOff: [{ date: '2026-02-30', name: 'Nunca' }] },
      'Escribe la fecha como AAAA-MM-DD.',
    ],
    [
      'a day off twice',
      {
        daysOff: [
          { date: '2026-12-24', name: 'A' },
          { date: '2026-12-24', name: 'B' },
        ],
      },
      'Ese día libre ya está en la lista.',
    ],
  ])('refuses a calendar with %s (400)', async (_case, overrides, message) => {
    const response = await send(desk.admin, 'POST', '/api/sla/calendars', calendarBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(fieldMessage(response)).toBe(message);
  });

  it('answers 404 for unknown policies and calendars, 409 for a taken calendar name', async () => {
    const unknown = '00000000-0000-4000-8000-000000000009';
    expect(
      (await send(desk.admin, 'PUT', `/api/sla/policies/${unknown}`, policyBody())).statusCode,
    ).toBe(404);
    expect((await send(desk.admin, 'DELETE', `/api/sla/calendars/${unknown}`)).statusCode).toBe(
      404,
    );
    const response = await send(
      desk.admin,
      'POST',
      '/api/sla/calendars',
      calendarBody({ name: 'horario de OFICINA' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Ya existe un calendario laboral con ese nombre.');
  });
});

describe('SLA changes in the audit log', () => {
  const entriesOf = (entityId: string) =>
    testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'SLA'), eq(auditLogs.entityId, entityId)))
      .orderBy(auditLogs.createdAt);

  it('records who created, edited and deleted a policy, with before and after', async () => {
    const department = await makeDepartment(testApp.database);
    const created = await send(
      desk.admin,
      'POST',
      '/api/sla/policies',
      policyBody({ departmentId: department.id }),
    );
    expect(created.statusCode).toBe(201);
    const policy = created.json().data.policy;
    const edited = await send(
      desk.admin,
      'PUT',
      `/api/sla/policies/${policy.id}`,
      policyBody({
        departmentId: department.id,
        name: `${policy.name} editada`,
        warningPercent: 80,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await send(desk.admin, 'DELETE', `/api/sla/policies/${policy.id}`)).statusCode).toBe(
      200,
    );
    const entries = await entriesOf(policy.id);
    expect(entries.map((entry) => [entry.action, entry.severity, entry.message])).toEqual([
      ['SLA_POLICY_CREATED', 'INFO', `Se creó la política de SLA ${policy.name}`],
      ['SLA_POLICY_UPDATED', 'INFO', `Se editó la política de SLA ${policy.name} editada`],
      ['SLA_POLICY_DELETED', 'WARNING', `Se eliminó la política de SLA ${policy.name} editada`],
    ]);
    expect(entries.every((entry) => entry.actorId === desk.admin.user.id)).toBe(true);
    expect(entries[1]).toMatchObject({
      before: expect.objectContaining({ name: policy.name, warningPercent: 75 }),
      after: expect.objectContaining({ name: `${policy.name} editada`, warningPercent: 80 }),
    });
    expect(entries[2]!.before).toMatchObject({ id: policy.id });
  });

  it('records calendar changes, and nothing for a refused one', async () => {
    const created = await send(desk.admin, 'POST', '/api/sla/calendars', calendarBody());
    expect(created.statusCode).toBe(201);
    const calendar = created.json().data.calendar;
    const refused = await send(
      desk.lead,
      'PUT',
      `/api/sla/calendars/${calendar.id}`,
      calendarBody({ name: 'Sin permiso' }),
    );
    expect(refused.statusCode).toBe(403);
    const edited = await send(
      desk.admin,
      'PUT',
      `/api/sla/calendars/${calendar.id}`,
      calendarBody({ name: `${calendar.name} (verano)` }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await send(desk.admin, 'DELETE', `/api/sla/calendars/${calendar.id}`)).statusCode).toBe(
      200,
    );
    const entries = await entriesOf(calendar.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'SLA_CALENDAR_CREATED',
      'SLA_CALENDAR_UPDATED',
      'SLA_CALENDAR_DELETED',
    ]);
    expect(entries[1]).toMatchObject({
      before: expect.objectContaining({ name: calendar.name }),
      after: expect.objectContaining({ name: `${calendar.name} (verano)` }),
      message: `Se editó el calendario laboral ${calendar.name} (verano)`,
    });
    expect(entries[2]).toMatchObject({ severity: 'WARNING' });
  });
});
