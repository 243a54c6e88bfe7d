import { fieldMessages, teamMessages, type Role } from '@atiende/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  useTestApp,
  makeSignedInUser,
  makeUser,
  signIn,
  type TestApp,
} from '../../../test/build-test-app';
import { injectWithHeaders } from '../../../test/role-sessions';
import { type HelpDesk, makeDepartment, makeHelpDesk } from '../../../test/ticket-factories';
import { errorFieldsOf, userIdsOf } from '../../../test/responses';
import { auditLogs, mailOutbox, users } from '../../db/schema/index';

let desk: HelpDesk;
const v = teamMessages.validation;

const call = injectWithHeaders(() => testApp);
const admin = () => desk.admin.headers;

const testApp = useTestApp();
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

const auditCount = (action: string, entityId: string) =>
  testApp.database.db
    .$count(auditLogs, and(eq(auditLogs.action, action), eq(auditLogs.entityId, entityId)))
    .then(Number);

describe('GET /api/users', () => {
  it('gives an administrator everyone, with departments and open tickets', async () => {
    const response = await call('GET', '/api/users?limit=100', admin());
    expect(response.statusCode).toBe(200);
    const { users: people, pagination } = response.json().data;
    expect(pagination).toMatchObject({ page: 1, limit: 100 });
    const ids = people.map((person: { id: string }) => person.id);
    expect(ids).toEqual(expect.arrayContaining([desk.client.user.id, desk.outsider.user.id]));
    const technician = people.find(
      (person: { id: string }) => person.id === desk.technician.user.id,
    );
    expect(technician).toMatchObject({
      role: 'TECHNICIAN',
      openTickets: 0,
      maxOpenTickets: null,
      departments: [{ id: desk.department.id, isMember: true, isLead: false }],
    });
    expect(technician).not.toHaveProperty('passwordHash');
  });

  it('gives a lead only the técnicos of their departments and themselves', async () => {
    const response = await call('GET', '/api/users', desk.lead.headers);
    expect(response.statusCode).toBe(200);
    const ids = userIdsOf(response).sort();
    expect(ids).toEqual([desk.lead.user.id, desk.technician.user.id].sort());
  });

  it('filters by search, role, department and status', async () => {
    const byRole = await call('GET', '/api/users?role=CLIENT', admin());
    expect(
      byRole.json().data.users.every((person: { role: Role }) => person.role === 'CLIENT'),
    ).toBe(true);
    const byDepartment = await call(
      'GET',
      `/api/users?departmentId=${desk.department.id}`,
      admin(),
    );
    expect(userIdsOf(byDepartment).sort()).toEqual(
      [desk.lead.user.id, desk.technician.user.id].sort(),
    );
    const bySearch = await call(
      'GET',
      `/api/users?search=${encodeURIComponent(desk.outsider.user.email.toUpperCase())}`,
      admin(),
    );
    expect(userIdsOf(bySearch)).toEqual([desk.outsider.user.id]);
    const inactive = await call('GET', '/api/users?isActive=false', admin());
    expect(
      inactive.json().data.users.every((person: { isActive: boolean }) => !person.isActive),
    ).toBe(true);
  });

  it("splits staff from clients (the page's two tabs)", async () => {
    const staff = userIdsOf(await call('GET', '/api/users?group=staff&limit=100', admin()));
    expect(staff).toEqual(expect.arrayContaining([desk.admin.user.id, desk.technician.user.id]));
    expect(staff).not.toContain(desk.client.user.id);
    const clients = await call('GET', '/api/users?group=clients&limit=100', admin());
    const people: Array<{ role: Role }> = clients.json().data.users;
    expect(userIdsOf(clients)).toEqual(
      expect.arrayContaining([desk.client.user.id, desk.otherClient.user.id]),
    );
    expect(people.every((person) => person.role === 'CLIENT')).toBe(true);
    // A lead's scope holds no clients: their clients tab is empty, never someone else's people.
    expect(userIdsOf(await call('GET', '/api/users?group=clients', desk.lead.headers))).toEqual([]);
  });

  it('rejects bad filters with Spanish messages', async () => {
    const response = await call(
      'GET',
      '/api/users?isActive=si&departmentId=x&group=todos',
      admin(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([
        { field: 'isActive', message: v.statusInvalid },
        { field: 'departmentId', message: v.idInvalid },
        { field: 'group', message: v.groupInvalid },
      ]),
    );
  });

  it.each(['TECHNICIAN', 'CLIENT'] as const)('refuses a %s with 403', async (role) => {
    const response = await call(
      'GET',
      '/api/users',
      desk[role === 'CLIENT' ? 'client' : 'technician'].headers,
    );
    expect(response.statusCode).toBe(403);
    expect(
      (await call('GET', `/api/users/${desk.client.user.id}`, desk.client.headers)).statusCode,
    ).toBe(403);
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await call('GET', '/api/users', {})).statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers 404 for people outside a lead’s scope and for unknown ids', async () => {
    expect(
      (await call('GET', `/api/users/${desk.technician.user.id}`, desk.lead.headers)).statusCode,
    ).toBe(200);
    const outside = await call('GET', `/api/users/${desk.outsider.user.id}`, desk.lead.headers);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.code).toBe('USER_NOT_FOUND');
    expect((await call('GET', `/api/users/${crypto.randomUUID()}`, admin())).statusCode).toBe(404);
    expect((await call('GET', '/api/users/abc', admin())).statusCode).toBe(400);
  });
});

describe('POST /api/users (team details)', () => {
  it('lets a lead create only técnicos of their own departments', async () => {
    const payload = {
      name: 'Rosa Quispe',
      email: 'rosa.quispe@example.pe',
      password: 'Lomo-Saltado-2026',
      role: 'TECHNICIAN',
      departmentIds: [desk.department.id],
      specialties: ['Redes', 'Redes', 'POS'],
      maxOpenTickets: 8,
    };
    const asAdminRole = await call('POST', '/api/users', desk.lead.headers, {
      ...payload,
      role: 'ADMIN',
    });
    expect(asAdminRole.statusCode).toBe(403);
    expect(asAdminRole.json().message).toBe(v.roleNotAllowed);
    const otherDepartment = await call('POST', '/api/users', desk.lead.headers, {
      ...payload,
      departmentIds: [desk.otherDepartment.id],
    });
    expect(otherDepartment.statusCode).toBe(400);
    expect(otherDepartment.json().error.details).toEqual([
      { field: 'departmentIds', message: v.departmentNotYours },
    ]);
    const noDepartment = await call('POST', '/api/users', desk.lead.headers, {
      ...payload,
      departmentIds: [],
    });
    expect(noDepartment.json().error.details).toEqual([
      { field: 'departmentIds', message: v.departmentRequired },
    ]);
    expect(await testApp.database.db.$count(users, eq(users.email, payload.email))).toBe(0);

    const created = await call('POST', '/api/users', desk.lead.headers, payload);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.user).toMatchObject({
      role: 'TECHNICIAN',
      specialties: ['Redes', 'POS'],
      maxOpenTickets: 8,
      departments: [{ id: desk.department.id, isMember: true }],
    });
    expect(await auditCount('USER_CREATED', created.json().data.user.id)).toBe(1);
  });

  it('refuses departments for a client and unknown departments', async () => {
    const base = { name: 'Cliente Nuevo', password: 'Lomo-Saltado-2026' };
    const client = await call('POST', '/api/users', admin(), {
      ...base,
      email: 'cliente.dep@example.pe',
      role: 'CLIENT',
      departmentIds: [desk.department.id],
    });
    expect(client.json().error.details).toEqual([
      { field: 'departmentIds', message: v.departmentsStaffOnly },
    ]);
    const unknown = await call('POST', '/api/users', admin(), {
      ...base,
      email: 'tec.dep@example.pe',
      role: 'TECHNICIAN',
      departmentIds: [crypto.randomUUID()],
    });
    expect(unknown.json().error.details).toEqual([
      { field: 'departmentIds', message: v.departmentUnknown },
    ]);
  });
});

describe('PUT /api/users/{id}', () => {
  it('edits name, e-mail, phone and departments and audits before → after', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN', name: 'Luis Paz' });
    const response = await call('PUT', `/api/users/${person.id}`, admin(), {
      name: 'Luis Paz Soto',
      email: ' LUIS.PAZ@example.pe ',
      phone: '+51 987 654 321',
      departmentIds: [desk.department.id, desk.otherDepartment.id],
      currentPassword: desk.admin.user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      name: 'Luis Paz Soto',
      email: 'luis.paz@example.pe',
      phone: '+51 987 654 321',
    });
    expect(response.json().data.user.departments).toHaveLength(2);
    const [entry] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'USER_UPDATED'), eq(auditLogs.entityId, person.id)));
    expect(entry?.before).toMatchObject({ name: 'Luis Paz', departmentIds: [] });
    expect(entry?.after).toMatchObject({ name: 'Luis Paz Soto', email: 'luis.paz@example.pe' });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('refuses a duplicate e-mail with 409 and its Spanish message, changing nothing', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN', name: 'Ana Duplicada' });
    const response = await call('PUT', `/api/users/${person.id}`, admin(), {
      name: 'Otro nombre',
      email: desk.client.user.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      details: [{ field: 'email', message: fieldMessages.emailTaken }],
    });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.name).toBe('Ana Duplicada');
  });

  it('changes a role (administrators only), audited as USER_ROLE_CHANGED', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const byLead = await call('PUT', `/api/users/${person.id}`, desk.lead.headers, {
      role: 'ADMIN',
    });
    expect(byLead.statusCode).toBe(404); // not in the lead's departments
    const own = await call('PUT', `/api/users/${desk.technician.user.id}`, desk.lead.headers, {
      role: 'TECH_LEAD',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(v.roleChangeAdminOnly);
    const response = await call('PUT', `/api/users/${person.id}`, admin(), {
      role: 'TECH_LEAD',
      currentPassword: desk.admin.user.password,
    });
    expect(response.json().data.user.role).toBe('TECH_LEAD');
    expect(await auditCount('USER_ROLE_CHANGED', person.id)).toBe(1);
  });

  it('refuses changing your own role or deactivating yourself', async () => {
    const role = await call('PUT', `/api/users/${desk.admin.user.id}`, admin(), { role: 'CLIENT' });
    expect(role.statusCode).toBe(409);
    expect(role.json()).toMatchObject({
      message: teamMessages.errors.SELF_ROLE_CHANGE,
      error: { code: 'SELF_ROLE_CHANGE' },
    });
    const deactivate = await call('POST', `/api/users/${desk.admin.user.id}/deactivate`, admin());
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().message).toBe(teamMessages.errors.SELF_DEACTIVATION);
    const remove = await call('DELETE', `/api/users/${desk.admin.user.id}`, admin());
    expect(remove.statusCode).toBe(409);
  });

  it('lets a lead edit their técnico but not themselves or people of other roles', async () => {
    const self = await call('PUT', `/api/users/${desk.lead.user.id}`, desk.lead.headers, {
      name: 'X',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(v.leadManagesTechniciansOnly);
    const response = await call('PUT', `/api/users/${desk.technician.user.id}`, desk.lead.headers, {
      phone: '+51 999 888 777',
    });
    expect(response.statusCode).toBe(200);
  });

  it('rejects malformed fields and unknown ids', async () => {
    const bad = await call('PUT', `/api/users/${desk.technician.user.id}`, admin(), {
      email: 'no-es-email',
      phone: 'abc',
      role: 'ROOT',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFieldsOf(bad)).toEqual(['email', 'phone', 'role']);
    const unknown = await call('PUT', `/api/users/${crypto.randomUUID()}`, admin(), { name: 'X' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('deactivation', () => {
  it('ends every session at once: tokens, refresh, sign-in; reactivation lets them back', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const first = await signIn(testApp.app, person.email, person.password);
    const second = await signIn(testApp.app, person.email, person.password);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await call('GET', '/api/auth/me', bearer(first.accessToken))).statusCode).toBe(200);

    const response = await call('POST', `/api/users/${person.id}/deactivate`, admin());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ isActive: false });
    expect(response.json().data.user.deactivatedAt).toEqual(expect.any(String));

    for (const session of [first, second]) {
      const me = await call('GET', '/api/auth/me', bearer(session.accessToken));
      expect(me.statusCode).toBe(401);
      const refresh = await call('POST', '/api/auth/refresh', {
        cookie: `atiende_refresh=${session.refreshToken}`,
      });
      expect(refresh.statusCode).toBe(401);
    }
    const login = await call(
      'POST',
      '/api/auth/login',
      {},
      {
        email: person.email,
        password: person.password,
      },
    );
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('ACCOUNT_DISABLED');
    expect(await auditCount('USER_DEACTIVATED', person.id)).toBe(1);

    const reactivated = await call('POST', `/api/users/${person.id}/reactivate`, admin());
    expect(reactivated.json().data.user).toMatchObject({ isActive: true, deactivatedAt: null });
    expect(await auditCount('USER_REACTIVATED', person.id)).toBe(1);
    await expect(signIn(testApp.app, person.email, person.password)).resolves.toBeDefined();
  });

  it('works through PUT isActive too, and a lead may deactivate their técnico', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const department = await makeDepartment(testApp.database, {
      leadId: desk.lead.user.id,
      memberIds: [person.id],
    });
    expect(department.id).toBeDefined();
    const response = await call('PUT', `/api/users/${person.id}`, desk.lead.headers, {
      isActive: false,
    });
    expect(response.json().data.user.isActive).toBe(false);
  });

  it('refuses clients and técnicos with 403', async () => {
    for (const actor of [desk.client, desk.outsider]) {
      const response = await call(
        'POST',
        `/api/users/${desk.technician.user.id}/deactivate`,
        actor.headers,
      );
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes a user without history', async () => {
    const person = await makeUser(testApp.database, { role: 'CLIENT' });
    const response = await call('DELETE', `/api/users/${person.id}`, admin());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      outcome: 'DELETED',
      message: teamMessages.deletion.deleted,
    });
    expect(await testApp.database.db.$count(users, eq(users.id, person.id))).toBe(0);
    expect(await auditCount('USER_DELETED', person.id)).toBe(1);
  });

  it('deactivates a user with history instead, and says so', async () => {
    const person = await makeSignedInUser(testApp, 'CLIENT'); // signing in leaves audit entries
    const response = await call('DELETE', `/api/users/${person.user.id}`, admin());
    expect(response.json().data).toEqual({
      outcome: 'DEACTIVATED',
      message: teamMessages.deletion.deactivated,
    });
    expect((await call('GET', '/api/auth/me', person.headers)).statusCode).toBe(401);
    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, person.user.id));
    expect(row?.isActive).toBe(false);
  });

  it('answers 404 for unknown ids and 403 for técnicos', async () => {
    expect((await call('DELETE', `/api/users/${crypto.randomUUID()}`, admin())).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/api/users/${desk.client.user.id}`, desk.technician.headers))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/users/{id}/reset-password', () => {
  it('sets a typed password, ends the sessions and audits without the hash', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const session = await signIn(testApp.app, person.email, person.password);
    const weak = await call('POST', `/api/users/${person.id}/reset-password`, admin(), {
      mode: 'password',
      password: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(fieldMessages.passwordTooCommon);

    const response = await call('POST', `/api/users/${person.id}/reset-password`, admin(), {
      mode: 'password',
      password: 'Ceviche-Mixto-2026',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(teamMessages.passwordReset.passwordSet);
    const me = await call('GET', '/api/auth/me', {
      authorization: `Bearer ${session.accessToken}`,
    });
    expect(me.statusCode).toBe(401);
    await expect(signIn(testApp.app, person.email, 'Ceviche-Mixto-2026')).resolves.toBeDefined();
    const [entry] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'USER_PASSWORD_RESET_BY_ADMIN'),
          eq(auditLogs.entityId, person.id),
        ),
      );
    expect(JSON.stringify(entry)).not.toContain('Ceviche');
  });

  it('e-mails a reset link, but not to a deactivated account', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const response = await call('POST', `/api/users/${person.id}/reset-password`, admin(), {
      mode: 'email',
    });
    expect(response.json().data.message).toBe(teamMessages.passwordReset.linkSent);
    const queued = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, person.email), eq(mailOutbox.kind, 'password_reset')));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.textBody).toContain('https://soporte.example.pe/reset-password/');
    await call('POST', `/api/users/${person.id}/deactivate`, admin());
    const inactive = await call('POST', `/api/users/${person.id}/reset-password`, admin(), {
      mode: 'email',
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.details).toEqual([
      { field: 'mode', message: v.inactiveResetLink },
    ]);
  });

  it('refuses a bad mode, a client and an anonymous caller', async () => {
    const url = `/api/users/${desk.technician.user.id}/reset-password`;
    expect((await call('POST', url, admin(), { mode: 'sms' })).statusCode).toBe(400);
    expect((await call('POST', url, desk.client.headers, { mode: 'email' })).statusCode).toBe(403);
    expect((await call('POST', url, {}, { mode: 'email' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/export', () => {
  it('exports the filtered list as CSV with formula cells neutralised, and audits it', async () => {
    await makeUser(testApp.database, { role: 'TECHNICIAN', name: '=HYPERLINK("x")' });
    const response = await call('GET', '/api/users/export?format=csv&role=TECHNICIAN', admin());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toContain('Nombre,Email,Rol');
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(response.body).not.toContain('Cliente,');
    const exported = await testApp.database.db.$count(
      auditLogs,
      eq(auditLogs.action, 'DATA_EXPORTED'),
    );
    expect(Number(exported)).toBeGreaterThan(0);
  });

  it('sends XLSX, keeps a lead to their técnicos and refuses técnicos', async () => {
    const xlsx = await call('GET', '/api/users/export', desk.lead.headers);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('GET', '/api/users/export', desk.technician.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/users/export?format=pdf', admin())).statusCode).toBe(400);
  });
});

describe('last active administrator', () => {
  let lone: TestApp;
  afterAll(async () => lone.app.close());

  it('refuses demoting, deactivating or deleting the only active administrator', async () => {
    lone = await buildTestApp();
    const last = await makeSignedInUser(lone, 'ADMIN');
    const stale = await makeSignedInUser(lone, 'ADMIN');
    // Another instance deactivated `stale` a moment ago: their token still says ADMIN, but the
    // rule is checked in the database, so `last` stays the one active administrator.
    await lone.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, stale.user.id));
    for (const [method, url, payload] of [
      [
        'PUT',
        `/api/users/${last.user.id}`,
        { role: 'TECHNICIAN', currentPassword: stale.user.password },
      ],
      ['PUT', `/api/users/${last.user.id}`, { isActive: false }],
      ['POST', `/api/users/${last.user.id}/deactivate`, undefined],
      ['DELETE', `/api/users/${last.user.id}`, undefined],
    ] as const) {
      const response = await lone.app.inject({ method, url, headers: stale.headers, payload });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: teamMessages.errors.LAST_ADMIN,
        error: { code: 'LAST_ADMIN' },
      });
    }
    const [row] = await lone.database.db.select().from(users).where(eq(users.id, last.user.id));
    expect(row).toMatchObject({ role: 'ADMIN', isActive: true });
    expect(
      (await lone.app.inject({ method: 'GET', url: '/api/auth/me', headers: last.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('lets one of two active administrators demote the other, whose sessions end', async () => {
    const first = await makeSignedInUser(lone, 'ADMIN');
    const second = await makeSignedInUser(lone, 'ADMIN');
    const response = await lone.app.inject({
      method: 'PUT',
      url: `/api/users/${second.user.id}`,
      headers: first.headers,
      payload: { role: 'TECH_LEAD', currentPassword: first.user.password },
    });
    expect(response.statusCode).toBe(200);
    // The token carried the old role: the person signs in again and gets the new one.
    const me = await lone.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: second.headers,
    });
    expect(me.statusCode).toBe(401);
  });
});
