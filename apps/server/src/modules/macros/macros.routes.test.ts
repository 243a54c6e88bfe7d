import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { createDeskTicket, makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

type Actor = { headers: Record<string, string> };
const inject = (options: InjectOptions) => testApp.app.inject(options);
const send = (actor: Actor, method: InjectOptions['method'], url: string, payload?: object) =>
  inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
const createMacro = (actor: Actor, payload: object) => send(actor, 'POST', '/api/macros', payload);
const listNames = async (actor: Actor) =>
  ((await send(actor, 'GET', '/api/macros')).json().data.macros as Array<{ name: string }>).map(
    (macro) => macro.name,
  );

describe('/api/macros CRUD and who may do what', () => {
  it('keeps a técnico personal plantillas to themselves: created, listed, edited, deleted', async () => {
    const created = await createMacro(desk.technician, {
      name: 'Reinicio de impresora',
      body: 'Hola {{cliente}}, reinicia la impresora.',
    });
    expect(created.statusCode).toBe(201);
    const macro = created.json().data.macro;
    expect(macro).toMatchObject({ scope: 'PERSONAL', usageCount: 0, canManage: true });
    expect(await listNames(desk.technician)).toContain('Reinicio de impresora');
    // Another técnico, a lead and an administrator never see it, nor edit or delete it.
    for (const other of [desk.outsider, desk.lead, desk.admin]) {
      expect(await listNames(other)).not.toContain('Reinicio de impresora');
      const edit = await send(other, 'PUT', `/api/macros/${macro.id}`, {
        name: 'Robada',
        body: 'x',
      });
      expect(edit.statusCode).toBe(404);
      expect((await send(other, 'DELETE', `/api/macros/${macro.id}`)).statusCode).toBe(404);
    }
    const edited = await send(desk.technician, 'PUT', `/api/macros/${macro.id}`, {
      name: 'Reinicio de impresora térmica',
      body: 'Hola {{cliente}}, reinicia la impresora térmica.',
      actions: { priority: 'ALTA' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.macro.actions).toMatchObject({ priority: 'ALTA', status: null });
    expect((await send(desk.technician, 'DELETE', `/api/macros/${macro.id}`)).statusCode).toBe(200);
    expect(await listNames(desk.technician)).not.toContain('Reinicio de impresora térmica');
  });

  it('refuses clients on every route, and anonymous callers', async () => {
    const shared = await createMacro(desk.admin, {
      name: 'Para todos',
      body: 'Hola',
      scope: 'SHARED',
    });
    const id = shared.json().data.macro.id;
    const ticket = await createDeskTicket(testApp.app, desk);
    for (const [method, url] of [
      ['GET', '/api/macros'],
      ['POST', '/api/macros'],
      ['PUT', `/api/macros/${id}`],
      ['DELETE', `/api/macros/${id}`],
      ['GET', `/api/tickets/${ticket.id}/macros`],
      ['POST', `/api/tickets/${ticket.id}/macros/${id}/apply`],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? { name: 'x', body: 'x' } : undefined;
      expect((await send(desk.client, method, url, payload)).statusCode).toBe(403);
      expect((await inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('lets only leads and administrators manage shared plantillas, leads within their departments', async () => {
    const refused = await createMacro(desk.technician, {
      name: 'Compartida',
      body: 'Hola',
      scope: 'SHARED',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Solo los líderes técnicos y los administradores pueden crear plantillas del equipo',
    );
    const otherDepartment = await createMacro(desk.lead, {
      name: 'De otro departamento',
      body: 'Hola',
      scope: 'SHARED',
      departmentId: desk.otherDepartment.id,
    });
    expect(otherDepartment.statusCode).toBe(400);
    expect(otherDepartment.json().error.details[0].field).toBe('departmentId');

    const ofDepartment = await createMacro(desk.lead, {
      name: 'Solo de soporte',
      body: 'Hola {{cliente}}',
      scope: 'SHARED',
      departmentId: desk.department.id,
    });
    expect(ofDepartment.statusCode).toBe(201);
    const macro = ofDepartment.json().data.macro;
    expect(macro.department).toEqual({ id: desk.department.id, name: desk.department.name });

    // The department's técnico uses it but may not change it; the outsider does not see it.
    const seen = (await send(desk.technician, 'GET', '/api/macros')).json().data.macros;
    expect(seen.find((item: { id: string }) => item.id === macro.id)).toMatchObject({
      canManage: false,
    });
    const edit = await send(desk.technician, 'PUT', `/api/macros/${macro.id}`, {
      name: 'Cambiada',
      body: 'x',
      scope: 'SHARED',
    });
    expect(edit.statusCode).toBe(403);
    expect((await send(desk.technician, 'DELETE', `/api/macros/${macro.id}`)).statusCode).toBe(403);
    expect(await listNames(desk.outsider)).not.toContain('Solo de soporte');
    // The administrator manages every shared one.
    const byAdmin = await send(desk.admin, 'PUT', `/api/macros/${macro.id}`, {
      name: 'Solo de soporte (revisada)',
      body: 'Hola {{cliente}}',
      scope: 'SHARED',
      departmentId: desk.department.id,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.macro.canManage).toBe(true);
  });

  it('rejects unknown variables, a resolution-less Resuelto, a repeated name and a client assignee', async () => {
    const unknown = await createMacro(desk.technician, { name: 'Mala', body: 'Hola {{nombre}}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0]).toEqual({
      field: 'body',
      message:
        '{{nombre}} no es una variable conocida. Usa {{cliente}}, {{empresa}}, {{ticket}}, {{asunto}}, {{tecnico}} o {{departamento}}.',
    });
    const resolved = await createMacro(desk.technician, {
      name: 'Resolver',
      body: 'Listo',
      actions: { status: 'RESUELTO' },
    });
    expect(resolved.statusCode).toBe(400);
    expect(resolved.json().error.details[0].field).toBe('actions.resolution');
    expect((await createMacro(desk.technician, { name: 'Saludo', body: 'Hola' })).statusCode).toBe(
      201,
    );
    const repeated = await createMacro(desk.technician, { name: 'saludo', body: 'Hola' });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().message).toBe('Ya existe una plantilla con ese nombre.');
    // Another técnico may use the same name for their own.
    expect((await createMacro(desk.outsider, { name: 'Saludo', body: 'Hola' })).statusCode).toBe(
      201,
    );
    const clientAssignee = await createMacro(desk.technician, {
      name: 'Asignar al cliente',
      body: 'Hola',
      actions: { assignTo: desk.client.user.id },
    });
    expect(clientAssignee.statusCode).toBe(400);
    expect(clientAssignee.json().error.details[0].field).toBe('actions.assignTo');
  });
});
