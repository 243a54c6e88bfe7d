import { ticketMessages } from '@atiende/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeSignedInUser, makeUser } from '../../../test/build-test-app';

let adminHeaders: Record<string, string>;
const staff: Record<string, string> = {};

const testApp = useTestApp();
beforeAll(async () => {
  adminHeaders = (await makeSignedInUser(testApp, 'ADMIN')).headers;
  const people = [
    ['Álvaro Núñez', 'TECHNICIAN'],
    ['beatriz Soto', 'TECH_LEAD'],
    ['Carla Díaz', 'ADMIN'],
    ['Zoila Ramos', 'TECHNICIAN'],
  ] as const;
  for (const [name, role] of people) {
    staff[name] = (await makeUser(testApp.database, { name, role })).id;
  }
  await makeUser(testApp.database, { name: 'Cliente Uno', role: 'CLIENT' });
  await makeUser(testApp.database, { name: 'Baja Antigua', role: 'TECHNICIAN', isActive: false });
});

const getTechnicians = (headers: Record<string, string>, query = '') =>
  testApp.app.inject({ method: 'GET', url: `/api/users/technicians${query}`, headers });

describe('GET /api/users/technicians', () => {
  it.each(['ADMIN', 'TECH_LEAD', 'TECHNICIAN'] as const)(
    'gives a %s the active staff by name, without clients or inactive users',
    async (role) => {
      const { headers } = await makeSignedInUser(testApp, role);
      const response = await getTechnicians(headers);
      expect(response.statusCode).toBe(200);
      const users = response.json().data.users as Array<{ name: string; role: string }>;
      expect(users.every((user) => user.role !== 'CLIENT')).toBe(true);
      const names = users.map((user) => user.name);
      expect(names).not.toContain('Baja Antigua');
      expect(names.filter((name) => name in staff)).toEqual([
        'Álvaro Núñez',
        'beatriz Soto',
        'Carla Díaz',
        'Zoila Ramos',
      ]);
      expect(Object.keys(users[0]!).sort()).toEqual([
        'availability',
        'email',
        'id',
        'maxOpenTickets',
        'name',
        'openTickets',
        'role',
      ]);
    },
  );

  it('limits the list to the members and the lead of a department', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/departments',
      headers: adminHeaders,
      payload: { name: 'Redes e Infraestructura', leadId: staff['beatriz Soto'] },
    });
    const departmentId = created.json().data.department.id;
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/departments/${departmentId}/members`,
      headers: adminHeaders,
      payload: { userIds: [staff['Zoila Ramos'], staff['Álvaro Núñez']] },
    });
    const response = await getTechnicians(adminHeaders, `?departmentId=${departmentId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.users.map((user: { name: string }) => user.name)).toEqual([
      'Álvaro Núñez',
      'beatriz Soto',
      'Zoila Ramos',
    ]);
    const unknown = await getTechnicians(adminHeaders, `?departmentId=${crypto.randomUUID()}`);
    expect(unknown.json().data.users).toEqual([]);
  });

  it('gives each person their open tickets and capacity (the picker shows "8/10")', async () => {
    const capped = await makeUser(testApp.database, { name: 'Con Tope', role: 'TECHNICIAN' });
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/technicians/${capped.id}`,
      headers: adminHeaders,
      payload: { maxOpenTickets: 10 },
    });
    const response = await getTechnicians(adminHeaders);
    const person = response.json().data.users.find((user: { id: string }) => user.id === capped.id);
    expect(person).toMatchObject({ openTickets: 0, maxOpenTickets: 10 });
  });

  it('refuses a client with 403 and an anonymous caller with 401', async () => {
    const { headers } = await makeSignedInUser(testApp, 'CLIENT');
    const response = await getTechnicians(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    expect((await getTechnicians({})).statusCode).toBe(401);
  });

  it('rejects a malformed departmentId with 400 and its Spanish message', async () => {
    const response = await getTechnicians(adminHeaders, '?departmentId=redes');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'departmentId', message: ticketMessages.validation.invalidId },
    ]);
  });
});
