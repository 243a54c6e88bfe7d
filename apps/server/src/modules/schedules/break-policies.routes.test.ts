import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { requestsTo } from '../../../test/requests';
import { makeDepartment, makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { findApplicablePolicy } from './pauses.repository';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

const send = requestsTo(testApp);

let sequence = 0;
const policyBody = (overrides: object = {}) => ({
  name: `Pausas activas ${++sequence}`,
  everyMinutes: 120,
  breakMinutes: 10,
  ...overrides,
});

describe('/api/break-policies (docs/schedules.md#pausas-y-recordatorios)', () => {
  it('creates, reads, changes and deletes a policy as an administrator', async () => {
    const created = await send(desk.admin, 'POST', '/api/break-policies', {
      ...policyBody({ name: 'Soporte en campo' }),
      departmentId: desk.department.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const policy = created.json().data.policy;
    expect(policy).toMatchObject({
      name: 'Soporte en campo',
      departmentId: desk.department.id,
      departmentName: desk.department.name,
      everyMinutes: 120,
      breakMinutes: 10,
      autoCloseAfterMinutes: 30,
      remindersEnabled: true,
      isActive: true,
    });

    const changed = await send(desk.admin, 'PATCH', `/api/break-policies/${policy.id}`, {
      breakMinutes: 15,
      remindersEnabled: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.policy).toMatchObject({
      name: 'Soporte en campo',
      everyMinutes: 120,
      breakMinutes: 15,
      remindersEnabled: false,
    });

    const list = await send(desk.admin, 'GET', '/api/break-policies');
    expect(list.json().data.policies.map((item: { id: string }) => item.id)).toContain(policy.id);
    const one = await send(desk.admin, 'GET', `/api/break-policies/${policy.id}`);
    expect(one.json().data.policy.breakMinutes).toBe(15);

    const removed = await send(desk.admin, 'DELETE', `/api/break-policies/${policy.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.message).toBe('Política de pausas eliminada.');
    const gone = await send(desk.admin, 'GET', `/api/break-policies/${policy.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No se encontró la política de pausas.');
    const again = await send(desk.admin, 'DELETE', `/api/break-policies/${policy.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses every other role with 403 and anonymous callers with 401', async () => {
    const created = await send(desk.admin, 'POST', '/api/break-policies', policyBody());
    const id = created.json().data.policy.id;
    for (const actor of [desk.lead, desk.technician, desk.client]) {
      const calls: Array<[InjectOptions['method'], string, object?]> = [
        ['GET', '/api/break-policies'],
        ['GET', `/api/break-policies/${id}`],
        ['POST', '/api/break-policies', policyBody()],
        ['PATCH', `/api/break-policies/${id}`, { breakMinutes: 5 }],
        ['DELETE', `/api/break-policies/${id}`],
      ];
      for (const [method, url, payload] of calls) {
        const response = await send(actor, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('No tienes permiso para realizar esta acción.');
      }
    }
    expect((await send(null, 'GET', '/api/break-policies')).statusCode).toBe(401);
    const kept = await send(desk.admin, 'GET', `/api/break-policies/${id}`);
    expect(kept.json().data.policy.breakMinutes).toBe(10);
  });

  it('explains each bad field in Spanish and writes nothing', async () => {
    const before = (await send(desk.admin, 'GET', '/api/break-policies')).json().data.policies;
    const cases: Array<[object, string, string]> = [
      [{ name: '  ' }, 'name', 'Escribe un nombre.'],
      [{ name: 'x'.repeat(81) }, 'name', 'El nombre admite hasta 80 caracteres.'],
      [
        { everyMinutes: 30 },
        'everyMinutes',
        'La frecuencia debe ser un número entero de minutos entre 60 y 480 (1 a 8 horas).',
      ],
      [
        { everyMinutes: 90.5 },
        'everyMinutes',
        'La frecuencia debe ser un número entero de minutos entre 60 y 480 (1 a 8 horas).',
      ],
      [{ breakMinutes: 61 }, 'breakMinutes', 'La pausa debe durar entre 5 y 60 minutos.'],
      [
        { everyMinutes: 60, breakMinutes: 60 },
        'breakMinutes',
        'La pausa no puede durar más que el intervalo entre pausas.',
      ],
      [
        { autoCloseAfterMinutes: -1 },
        'autoCloseAfterMinutes',
        'El cierre automático debe ser un número entero de minutos entre 0 y 240.',
      ],
      [{ departmentId: 'soporte' }, 'departmentId', 'El departamento no existe.'],
      [
        { departmentId: '00000000-0000-4000-8000-000000000000' },
        'departmentId',
        'El departamento no existe.',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await send(desk.admin, 'POST', '/api/break-policies', policyBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.details).toEqual([{ field, message }]);
    }
    const after = (await send(desk.admin, 'GET', '/api/break-policies')).json().data.policies;
    expect(after).toEqual(before);
  });

  it('refuses a name taken in any case with 409, on create and on change', async () => {
    const first = await send(
      desk.admin,
      'POST',
      '/api/break-policies',
      policyBody({ name: 'Turno noche' }),
    );
    expect(first.statusCode).toBe(201);
    const taken = await send(
      desk.admin,
      'POST',
      '/api/break-policies',
      policyBody({ name: 'TURNO NOCHE' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe una política de pausas con ese nombre.');
    const other = await send(desk.admin, 'POST', '/api/break-policies', policyBody());
    const renamed = await send(
      desk.admin,
      'PATCH',
      `/api/break-policies/${other.json().data.policy.id}`,
      { name: 'turno noche' },
    );
    expect(renamed.statusCode).toBe(409);
    // Two creations with one name at once: one wins, the other gets the same 409.
    const raced = await Promise.all(
      [1, 2].map(() =>
        send(desk.admin, 'POST', '/api/break-policies', policyBody({ name: 'Carrera' })),
      ),
    );
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('checks a change against the stored fields and refuses an empty change', async () => {
    const created = await send(
      desk.admin,
      'POST',
      '/api/break-policies',
      policyBody({ everyMinutes: 120, breakMinutes: 60 }),
    );
    const id = created.json().data.policy.id;
    // Only the frequency is sent: the stored 60-minute break no longer fits in it.
    const againstStored = await send(desk.admin, 'PATCH', `/api/break-policies/${id}`, {
      everyMinutes: 60,
    });
    expect(againstStored.statusCode).toBe(400);
    expect(againstStored.json().error.details).toEqual([
      {
        field: 'breakMinutes',
        message: 'La pausa no puede durar más que el intervalo entre pausas.',
      },
    ]);
    const kept = await send(desk.admin, 'GET', `/api/break-policies/${id}`);
    expect(kept.json().data.policy.everyMinutes).toBe(120);
    const empty = await send(desk.admin, 'PATCH', `/api/break-policies/${id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].message).toBe('Indica al menos un dato que cambiar.');
    const unknown = await send(
      desk.admin,
      'PATCH',
      '/api/break-policies/00000000-0000-4000-8000-000000000000',
      { breakMinutes: 5 },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('applies a member’s department policy over the general one, else the first general by name', async () => {
    const db = testApp.database.db;
    const policyOf = async (userId: string) => (await findApplicablePolicy(db, userId))?.id ?? null;
    // Every general policy of the file so far applies to the outsider: the first by name.
    const general = await send(desk.admin, 'GET', '/api/break-policies');
    const generalOnes = general
      .json()
      .data.policies.filter(
        (item: { departmentId: string | null; isActive: boolean }) =>
          item.departmentId === null && item.isActive,
      )
      .sort((a: { name: string }, b: { name: string }) =>
        a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1,
      );
    const firstGeneral = generalOnes[0].id;
    expect(await policyOf(desk.outsider.user.id)).toBe(firstGeneral);

    const mine = await send(desk.admin, 'POST', '/api/break-policies', {
      ...policyBody(),
      departmentId: desk.department.id,
    });
    expect(await policyOf(desk.technician.user.id)).toBe(mine.json().data.policy.id);
    // Members only: the lead (not a member) and the outsider keep the general one.
    expect(await policyOf(desk.lead.user.id)).toBe(firstGeneral);
    expect(await policyOf(desk.outsider.user.id)).toBe(firstGeneral);
    // In two departments with policies: the first department by name.
    const first = await makeDepartment(testApp.database, {
      name: `Aaa mesa ${Date.now()}`,
      memberIds: [desk.technician.user.id],
    });
    const firstPolicy = await send(desk.admin, 'POST', '/api/break-policies', {
      ...policyBody({ name: 'Zzz de la primera' }),
      departmentId: first.id,
    });
    expect(await policyOf(desk.technician.user.id)).toBe(firstPolicy.json().data.policy.id);
    await send(desk.admin, 'PATCH', `/api/break-policies/${firstPolicy.json().data.policy.id}`, {
      isActive: false,
    });
    expect(await policyOf(desk.technician.user.id)).toBe(mine.json().data.policy.id);
    // Inactive: back to the general policy.
    await send(desk.admin, 'PATCH', `/api/break-policies/${mine.json().data.policy.id}`, {
      isActive: false,
    });
    expect(await policyOf(desk.technician.user.id)).toBe(firstGeneral);
  });
});
