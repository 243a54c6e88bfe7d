import { fieldMessages, ticketMessages } from '@atiende/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeUser } from '../../../test/build-test-app';
import {
  createDepartmentAsAdmin,
  injectAsRole,
  type RoleHeaders,
  signInEveryRole,
} from '../../../test/role-sessions';
import { departmentStatuses, departments, tickets } from '../../db/schema/index';

const headers: RoleHeaders = {};
let leadId: string;

const testApp = useTestApp();
beforeAll(async () => {
  const userIds = await signInEveryRole(testApp, headers);
  leadId = userIds.TECH_LEAD;
});

const inject = injectAsRole(() => testApp, headers);

const createDepartment = (payload: Record<string, unknown>) =>
  createDepartmentAsAdmin(inject, payload);

const countByName = (name: string) =>
  testApp.database.db.$count(departments, eq(departments.name, name)).then(Number);

const waitingStatus = {
  name: 'Esperando al cliente',
  baseStatus: 'EN_PROGRESO',
  pausesSla: true,
};

describe('GET /api/departments/public', () => {
  it('lists active departments by name to anyone, with only id and name', async () => {
    await createDepartment({ name: 'Redes e Infraestructura' });
    await createDepartment({ name: 'Área Legal' });
    await createDepartment({ name: 'Archivo cerrado', isActive: false });
    const response = await inject('GET', '/api/departments/public');
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((item: { name: string }) => item.name);
    expect(names).toEqual(['Área Legal', 'Redes e Infraestructura']);
    expect(Object.keys(response.json().data[0]).sort()).toEqual(['id', 'name']);
  });
});

describe('GET /api/departments', () => {
  // Leads' and técnicos' own lists: departments-list.routes.test.ts.
  it('gives an administrator every active department with statuses, members and counts', async () => {
    const response = await inject('GET', '/api/departments', 'ADMIN');
    expect(response.statusCode).toBe(200);
    const list = response.json().data.departments;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toMatchObject({
      statuses: expect.any(Array),
      memberIds: expect.any(Array),
      counts: { members: 0, openTickets: 0, products: 0, services: 0 },
    });
    expect(list.some((item: { isActive: boolean }) => !item.isActive)).toBe(false);
  });

  it('shows inactive departments to administrators only', async () => {
    const admin = await inject('GET', '/api/departments?includeInactive=true', 'ADMIN');
    expect(admin.json().data.departments.map((item: { name: string }) => item.name)).toContain(
      'Archivo cerrado',
    );
    const technician = await inject('GET', '/api/departments?includeInactive=true', 'TECHNICIAN');
    expect(technician.statusCode).toBe(200);
    expect(
      technician.json().data.departments.map((item: { name: string }) => item.name),
    ).not.toContain('Archivo cerrado');
  });

  it('refuses a client with 403 and an anonymous caller with 401', async () => {
    expect((await inject('GET', '/api/departments', 'CLIENT')).statusCode).toBe(403);
    expect((await inject('GET', '/api/departments')).statusCode).toBe(401);
  });

  it('rejects a malformed includeInactive with its Spanish message', async () => {
    const response = await inject('GET', '/api/departments?includeInactive=quizas', 'ADMIN');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'includeInactive', message: fieldMessages.booleanInvalid },
    ]);
  });
});

describe('POST /api/departments', () => {
  it('creates a department with its lead and custom statuses in list order', async () => {
    const response = await inject('POST', '/api/departments', 'ADMIN', {
      name: '  Facturación Electrónica ',
      description: 'Boletas, facturas y SUNAT',
      leadId,
      statuses: [waitingStatus, { name: 'Derivado a SUNAT', baseStatus: 'ESCALADO' }],
    });
    expect(response.statusCode).toBe(201);
    const department = response.json().data.department;
    expect(department).toMatchObject({
      name: 'Facturación Electrónica',
      leadId,
      isActive: true,
      memberIds: [],
      statuses: [
        { name: 'Esperando al cliente', baseStatus: 'EN_PROGRESO', pausesSla: true, position: 0 },
        { name: 'Derivado a SUNAT', baseStatus: 'ESCALADO', pausesSla: false, position: 1 },
      ],
    });
  });

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)(
    'refuses a %s with 403 and creates nothing',
    async (role) => {
      const response = await inject('POST', '/api/departments', role, { name: `Intento ${role}` });
      expect(response.statusCode).toBe(403);
      expect(await countByName(`Intento ${role}`)).toBe(0);
    },
  );

  it('answers a name taken in any case with 409 DEPARTMENT_NAME_TAKEN', async () => {
    const response = await inject('POST', '/api/departments', 'ADMIN', {
      name: 'FACTURACIÓN ELECTRÓNICA',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: ticketMessages.errors.DEPARTMENT_NAME_TAKEN,
      error: { code: 'DEPARTMENT_NAME_TAKEN' },
    });
    expect(await countByName('FACTURACIÓN ELECTRÓNICA')).toBe(0);
  });

  it('lets exactly one of two simultaneous creations with the same name through', async () => {
    const [first, second] = await Promise.all([
      inject('POST', '/api/departments', 'ADMIN', { name: 'Capacitación' }),
      inject('POST', '/api/departments', 'ADMIN', { name: 'capacitación' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
  });

  it.each([
    [{}, 'name', fieldMessages.nameRequired],
    [{ name: '   ' }, 'name', fieldMessages.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', fieldMessages.nameTooLong],
    [{ name: 'Mala FK', leadId: 'no-es-uuid' }, 'leadId', undefined],
    [
      { name: 'Mal estado', statuses: [{ name: 'X', baseStatus: 'PERDIDO' }] },
      'statuses.0.baseStatus',
      undefined,
    ],
    [
      { name: 'Mal id', statuses: [{ ...waitingStatus, id: crypto.randomUUID() }] },
      'statuses.0.id',
      fieldMessages.departmentStatusUnknown,
    ],
    [
      {
        name: 'Repetido',
        statuses: [waitingStatus, { ...waitingStatus, name: 'ESPERANDO AL CLIENTE' }],
      },
      'statuses.1.name',
      fieldMessages.departmentStatusNameRepeated,
    ],
  ])('rejects %j with 400 on %s and writes nothing', async (payload, field, message) => {
    const response = await inject('POST', '/api/departments', 'ADMIN', payload);
    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as Array<{ field: string; message: string }>;
    expect(details[0]!.field).toBe(field);
    if (message) expect(details[0]!.message).toBe(message);
    const name = (payload as { name?: string }).name;
    if (name?.trim()) expect(await countByName(name)).toBe(0);
  });

  it('rejects a lead who is a technician, a client, inactive or unknown', async () => {
    const technician = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const client = await makeUser(testApp.database, { role: 'CLIENT' });
    const inactive = await makeUser(testApp.database, { role: 'TECH_LEAD', isActive: false });
    for (const id of [technician.id, client.id, inactive.id, crypto.randomUUID()]) {
      const response = await inject('POST', '/api/departments', 'ADMIN', {
        name: 'Sin líder válido',
        leadId: id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        { field: 'leadId', message: fieldMessages.departmentLeadInvalid },
      ]);
    }
    expect(await countByName('Sin líder válido')).toBe(0);
  });
});

describe('PUT /api/departments/:id', () => {
  it('reconciles statuses: keeps ids, reorders, deactivates the missing, adds the new', async () => {
    const created = await createDepartment({
      name: 'Soporte de Sistemas POS',
      statuses: [waitingStatus, { name: 'En taller', baseStatus: 'EN_PROGRESO' }],
    });
    const [waiting, workshop] = created.statuses;
    const response = await inject('PUT', `/api/departments/${created.id}`, 'ADMIN', {
      name: 'Soporte POS',
      leadId,
      statuses: [
        { name: 'Visita técnica', baseStatus: 'EN_PROGRESO' },
        { ...waitingStatus, id: waiting!.id, name: 'Esperando respuesta del cliente' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const department = response.json().data.department;
    expect(department).toMatchObject({ name: 'Soporte POS', leadId });
    const active = department.statuses.filter((status: { isActive: boolean }) => status.isActive);
    expect(active).toMatchObject([
      { name: 'Visita técnica', position: 0 },
      { id: waiting!.id, name: 'Esperando respuesta del cliente', position: 1 },
    ]);
    // The deactivated status is still listed, marked, for the editor to bring it back.
    expect(department.statuses).toContainEqual(
      expect.objectContaining({ id: workshop!.id, isActive: false }),
    );
    const [kept] = await testApp.database.db
      .select()
      .from(departmentStatuses)
      .where(eq(departmentStatuses.id, workshop!.id));
    expect(kept).toMatchObject({ isActive: false, name: 'En taller' });

    // Sending the deactivated status's id brings it back.
    const restored = await inject('PUT', `/api/departments/${created.id}`, 'ADMIN', {
      name: 'Soporte POS',
      statuses: [{ id: workshop!.id, name: 'En taller', baseStatus: 'EN_PROGRESO' }],
    });
    expect(
      restored
        .json()
        .data.department.statuses.filter((status: { isActive: boolean }) => status.isActive),
    ).toMatchObject([{ id: workshop!.id, position: 0 }]);
  });

  it('lets the lead edit their department, ignoring leadId and isActive', async () => {
    const other = await makeUser(testApp.database, { role: 'TECH_LEAD' });
    const created = await createDepartment({ name: 'Cocina Digital', leadId });
    const response = await inject('PUT', `/api/departments/${created.id}`, 'TECH_LEAD', {
      name: 'Cocina Digital y Comandas',
      leadId: other.id,
      isActive: false,
      statuses: [waitingStatus],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.department).toMatchObject({
      name: 'Cocina Digital y Comandas',
      leadId,
      isActive: true,
      statuses: [{ name: 'Esperando al cliente' }],
    });
  });

  it('refuses a lead of another department, a technician and a client, changing nothing', async () => {
    const created = await createDepartment({ name: 'Delivery y Apps' });
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      const response = await inject('PUT', `/api/departments/${created.id}`, role, {
        name: `Cambiado por ${role}`,
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await countByName('Delivery y Apps')).toBe(1);
  });

  it('answers unknown and malformed ids, foreign status ids and taken names', async () => {
    const unknown = await inject('PUT', `/api/departments/${crypto.randomUUID()}`, 'ADMIN', {
      name: 'Nadie',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('DEPARTMENT_NOT_FOUND');

    const malformed = await inject('PUT', '/api/departments/123', 'ADMIN', { name: 'Nadie' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toEqual([
      { field: 'id', message: ticketMessages.validation.invalidId },
    ]);

    const first = await createDepartment({ name: 'Hardware', statuses: [waitingStatus] });
    const second = await createDepartment({ name: 'Software' });
    const foreign = await inject('PUT', `/api/departments/${second.id}`, 'ADMIN', {
      name: 'Software',
      statuses: [{ ...waitingStatus, id: first.statuses[0]!.id }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toEqual([
      { field: 'statuses.0.id', message: fieldMessages.departmentStatusUnknown },
    ]);

    const taken = await inject('PUT', `/api/departments/${second.id}`, 'ADMIN', {
      name: 'hardware',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('DEPARTMENT_NAME_TAKEN');
    expect(await countByName('Software')).toBe(1);
  });
});

describe('DELETE /api/departments/:id', () => {
  it('deletes an unused department with its statuses and products', async () => {
    const created = await createDepartment({ name: 'Temporal', statuses: [waitingStatus] });
    const product = await inject('POST', '/api/products', 'ADMIN', {
      name: 'Visita',
      price: 80,
      departmentId: created.id,
    });
    expect(product.statusCode).toBe(201);
    const response = await inject('DELETE', `/api/departments/${created.id}`, 'ADMIN');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(fieldMessages.departmentDeleted);
    expect(await countByName('Temporal')).toBe(0);
  });

  it('answers 409 DEPARTMENT_IN_USE when tickets refer to it, and keeps it', async () => {
    const created = await createDepartment({ name: 'Con tickets' });
    await testApp.database.db.insert(tickets).values({
      title: 'La impresora no imprime',
      description: 'Desde ayer',
      contactName: 'Ana',
      departmentId: created.id,
    });
    const response = await inject('DELETE', `/api/departments/${created.id}`, 'ADMIN');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: ticketMessages.errors.DEPARTMENT_IN_USE,
      error: { code: 'DEPARTMENT_IN_USE' },
    });
    expect(await countByName('Con tickets')).toBe(1);
  });

  it('refuses every other role with 403 and answers unknown ids with 404', async () => {
    const created = await createDepartment({ name: 'Protegido' });
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      expect((await inject('DELETE', `/api/departments/${created.id}`, role)).statusCode).toBe(403);
    }
    expect(await countByName('Protegido')).toBe(1);
    const unknown = await inject('DELETE', `/api/departments/${crypto.randomUUID()}`, 'ADMIN');
    expect(unknown.statusCode).toBe(404);
  });
});
