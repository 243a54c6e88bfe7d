import { fieldMessages, type Role } from '@atiende/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeUser } from '../../../test/build-test-app';
import { type RoleHeaders, signInEveryRole } from '../../../test/role-sessions';
import { departmentMembers } from '../../db/schema/index';

const headers: RoleHeaders = {};
let leadId: string;
let departmentId: string;

const testApp = useTestApp();
beforeAll(async () => {
  const userIds = await signInEveryRole(testApp, headers);
  leadId = userIds.TECH_LEAD;
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/departments',
    headers: headers.ADMIN,
    payload: { name: 'Soporte de Sistemas POS', leadId },
  });
  departmentId = created.json().data.department.id;
});

const putMembers = (role: Role, payload: unknown, id = departmentId) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/departments/${id}/members`,
    headers: headers[role],
    payload: payload as object,
  });

const storedMembers = () =>
  testApp.database.db
    .select({ userId: departmentMembers.userId })
    .from(departmentMembers)
    .where(eq(departmentMembers.departmentId, departmentId))
    .then((rows) => rows.map((row) => row.userId).sort());

describe('PUT /api/departments/:id/members', () => {
  it('lets an administrator replace the staff of a department', async () => {
    const carlos = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const ana = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const first = await putMembers('ADMIN', { userIds: [carlos.id, ana.id, carlos.id] });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.department.memberIds.sort()).toEqual([carlos.id, ana.id].sort());

    const second = await putMembers('ADMIN', { userIds: [ana.id] });
    expect(second.json().data.department.memberIds).toEqual([ana.id]);
    expect(await storedMembers()).toEqual([ana.id]);

    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/departments',
      headers: headers.ADMIN,
    });
    expect(listed.json().data.departments[0]).toMatchObject({
      memberIds: [ana.id],
      counts: { members: 1 },
    });
  });

  it("lets the department's lead manage the team, including other leads", async () => {
    const rosa = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const jorge = await makeUser(testApp.database, { role: 'TECH_LEAD' });
    const response = await putMembers('TECH_LEAD', { userIds: [rosa.id, jorge.id] });
    expect(response.statusCode).toBe(200);
    expect(await storedMembers()).toEqual([rosa.id, jorge.id].sort());
  });

  it('refuses a lead of another department, a technician and a client', async () => {
    const before = await storedMembers();
    const other = await testApp.app.inject({
      method: 'POST',
      url: '/api/departments',
      headers: headers.ADMIN,
      payload: { name: 'Capacitación' },
    });
    const otherId = other.json().data.department.id;
    const technician = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    expect((await putMembers('TECH_LEAD', { userIds: [technician.id] }, otherId)).statusCode).toBe(
      403,
    );
    for (const role of ['TECHNICIAN', 'CLIENT'] as const) {
      expect((await putMembers(role, { userIds: [technician.id] })).statusCode).toBe(403);
    }
    expect(await storedMembers()).toEqual(before);
  });

  it('rejects clients, inactive, unknown and malformed users and writes nothing', async () => {
    const before = await storedMembers();
    const technician = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const client = await makeUser(testApp.database, { role: 'CLIENT' });
    const inactive = await makeUser(testApp.database, { role: 'TECHNICIAN', isActive: false });
    for (const bad of [client.id, inactive.id, crypto.randomUUID(), 'no-es-uuid']) {
      const response = await putMembers('ADMIN', { userIds: [technician.id, bad] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        { field: 'userIds.1', message: fieldMessages.departmentMemberInvalid },
      ]);
    }
    expect(await storedMembers()).toEqual(before);
  });

  it('rejects a missing list, a wrong type and more than 100 members', async () => {
    const missing = await putMembers('ADMIN', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      { field: 'userIds', message: fieldMessages.required },
    ]);
    expect((await putMembers('ADMIN', { userIds: 'todos' })).statusCode).toBe(400);
    const tooMany = await putMembers('ADMIN', {
      userIds: Array.from({ length: 101 }, () => crypto.randomUUID()),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(fieldMessages.departmentMembersTooMany);
  });

  it('answers an unknown department with 404', async () => {
    const response = await putMembers('ADMIN', { userIds: [] }, crypto.randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('DEPARTMENT_NOT_FOUND');
  });
});
