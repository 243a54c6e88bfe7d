import { teamMessages } from '@atiende/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSignedInUser, makeUser, useTestApp } from '../../../test/build-test-app';
import { injectWithHeaders } from '../../../test/role-sessions';
import { type HelpDesk, makeHelpDesk } from '../../../test/ticket-factories';
import { auditLogs, users } from '../../db/schema/index';

// docs/team.md#step-up: an e-mail or role change needs the acting person's current password.

const v = teamMessages.validation;
// A small failure limit keeps the lock-out test short; sign-in shares the setting.
const testApp = useTestApp({ RATE_LIMIT_LOGIN_FAILURES: '3' });
const call = injectWithHeaders(() => testApp);
let desk: HelpDesk;
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

const admin = () => desk.admin.headers;
const adminPassword = () => desk.admin.user.password;

async function stored(id: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const auditEntries = (action: string, entityId: string) =>
  testApp.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, entityId)));

function expectStepUpRefusal(
  response: { statusCode: number; json: () => unknown },
  message: string,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    message,
    error: { code: 'VALIDATION_FAILED', details: [{ field: 'currentPassword', message }] },
  });
}

describe('PUT /api/users/{id}: e-mail changes', () => {
  it('refuses an e-mail change without the password, or with an empty one, changing nothing', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    for (const extra of [{}, { currentPassword: '' }]) {
      const response = await call('PUT', `/api/users/${person.id}`, admin(), {
        name: 'Nombre nuevo',
        email: 'robado@example.pe',
        ...extra,
      });
      expectStepUpRefusal(response, v.stepUpRequired);
    }
    expect(await stored(person.id)).toMatchObject({ email: person.email, name: person.name });
    expect(await auditEntries('USER_UPDATED', person.id)).toHaveLength(0);
  });

  it('refuses a wrong password, changing nothing, and audits the refused attempt', async () => {
    const person = await makeUser(testApp.database, { role: 'CLIENT' });
    const response = await call('PUT', `/api/users/${person.id}`, admin(), {
      email: 'robado@example.pe',
      currentPassword: 'no-es-mi-clave',
    });
    expectStepUpRefusal(response, v.stepUpWrong);
    expect((await stored(person.id)).email).toBe(person.email);
    expect(await auditEntries('USER_UPDATED', person.id)).toHaveLength(0);
    const [entry] = await auditEntries('STEP_UP_FAILED', person.id);
    expect(entry).toMatchObject({
      actorId: desk.admin.user.id,
      severity: 'WARNING',
      details: { attempted: { email: 'robado@example.pe' } },
      message: teamMessages.audit.stepUpFailed(person.email),
    });
    expect(JSON.stringify(entry)).not.toContain('no-es-mi-clave');
  });

  it('changes the e-mail with the right password and audits it as before', async () => {
    const person = await makeUser(testApp.database, { role: 'CLIENT' });
    const response = await call('PUT', `/api/users/${person.id}`, admin(), {
      email: ' Nuevo.Correo@Example.pe ',
      currentPassword: adminPassword(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.email).toBe('nuevo.correo@example.pe');
    expect((await stored(person.id)).email).toBe('nuevo.correo@example.pe');
    const [entry] = await auditEntries('USER_UPDATED', person.id);
    expect(entry).toMatchObject({
      before: { email: person.email },
      after: { email: 'nuevo.correo@example.pe' },
    });
    expect(JSON.stringify(entry)).not.toContain(adminPassword());
  });

  it("needs the ACTING administrator's password to change another administrator's e-mail", async () => {
    const other = await makeUser(testApp.database, {
      role: 'ADMIN',
      password: 'Clave-Del-Otro-Admin-2026',
    });
    const withTargets = await call('PUT', `/api/users/${other.id}`, admin(), {
      email: 'otro.admin@example.pe',
      currentPassword: other.password,
    });
    expectStepUpRefusal(withTargets, v.stepUpWrong);
    expect((await stored(other.id)).email).toBe(other.email);
    const withMine = await call('PUT', `/api/users/${other.id}`, admin(), {
      email: 'otro.admin@example.pe',
      currentPassword: adminPassword(),
    });
    expect(withMine.statusCode, withMine.body).toBe(200);
    expect((await stored(other.id)).email).toBe('otro.admin@example.pe');
  });

  it('asks for nothing when the e-mail sent is the stored one, or only other fields change', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const same = await call('PUT', `/api/users/${person.id}`, admin(), {
      email: ` ${person.email.toUpperCase()} `,
      role: 'TECHNICIAN',
      name: 'Luz Ramos',
    });
    expect(same.statusCode, same.body).toBe(200);
    const details = await call('PUT', `/api/users/${person.id}`, admin(), {
      name: 'Luz Ramos Paz',
      phone: '+51 987 654 321',
      departmentIds: [desk.department.id],
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(await stored(person.id)).toMatchObject({
      email: person.email,
      name: 'Luz Ramos Paz',
      phone: '+51 987 654 321',
    });
  });
});

describe('PUT /api/users/{id}: role changes', () => {
  it('refuses a role change without the password or with a wrong one, changing nothing', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    expectStepUpRefusal(
      await call('PUT', `/api/users/${person.id}`, admin(), { role: 'ADMIN' }),
      v.stepUpRequired,
    );
    expectStepUpRefusal(
      await call('PUT', `/api/users/${person.id}`, admin(), {
        role: 'ADMIN',
        currentPassword: `${adminPassword()}x`,
      }),
      v.stepUpWrong,
    );
    expect((await stored(person.id)).role).toBe('TECHNICIAN');
    expect(await auditEntries('USER_ROLE_CHANGED', person.id)).toHaveLength(0);
    const [entry] = await auditEntries('STEP_UP_FAILED', person.id);
    expect(entry?.details).toEqual({ attempted: { role: 'ADMIN' } });
  });

  it('changes the role with the right password, audited as USER_ROLE_CHANGED', async () => {
    const person = await makeSignedInUser(testApp, 'TECHNICIAN');
    const response = await call('PUT', `/api/users/${person.user.id}`, admin(), {
      role: 'TECH_LEAD',
      currentPassword: adminPassword(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(person.user.id)).role).toBe('TECH_LEAD');
    expect(await auditEntries('USER_ROLE_CHANGED', person.user.id)).toHaveLength(1);
    // As before: the role travels in access tokens, so the person's sessions end.
    expect((await call('GET', '/api/auth/me', person.headers)).statusCode).toBe(401);
  });
});

describe('who may ask at all', () => {
  it('still refuses técnicos, clients and a lead changing a role, even with their password', async () => {
    const target = desk.technician.user.id;
    const technician = await call('PUT', `/api/users/${target}`, desk.outsider.headers, {
      email: 'otro@example.pe',
      currentPassword: desk.outsider.user.password,
    });
    expect(technician.statusCode).toBe(403);
    const client = await call('PUT', `/api/users/${target}`, desk.client.headers, {
      role: 'ADMIN',
      currentPassword: desk.client.user.password,
    });
    expect(client.statusCode).toBe(403);
    const lead = await call('PUT', `/api/users/${target}`, desk.lead.headers, {
      role: 'TECH_LEAD',
      currentPassword: desk.lead.user.password,
    });
    expect(lead.statusCode).toBe(403);
    expect(lead.json().message).toBe(v.roleChangeAdminOnly);
    expect(await stored(target)).toMatchObject({
      role: 'TECHNICIAN',
      email: desk.technician.user.email,
    });
  });

  it("asks a lead for their own password to change their técnico's e-mail", async () => {
    const technician = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    await call('PUT', `/api/departments/${desk.department.id}/members`, admin(), {
      userIds: [desk.technician.user.id, technician.id],
    });
    const without = await call('PUT', `/api/users/${technician.id}`, desk.lead.headers, {
      email: 'tecnico.nuevo@example.pe',
    });
    expect(without.statusCode, without.body).toBe(400);
    expect(without.json().error.details).toEqual([
      { field: 'currentPassword', message: v.stepUpRequired },
    ]);
    const withPassword = await call('PUT', `/api/users/${technician.id}`, desk.lead.headers, {
      email: 'tecnico.nuevo@example.pe',
      currentPassword: desk.lead.user.password,
    });
    expect(withPassword.statusCode, withPassword.body).toBe(200);
    expect((await stored(technician.id)).email).toBe('tecnico.nuevo@example.pe');
  });
});

describe('failed confirmations are limited like sign-ins', () => {
  it('locks the acting person out after RATE_LIMIT_LOGIN_FAILURES wrong passwords, right one included', async () => {
    const acting = await makeSignedInUser(testApp, 'ADMIN');
    const person = await makeUser(testApp.database, { role: 'CLIENT' });
    const attempt = (currentPassword: string) =>
      call('PUT', `/api/users/${person.id}`, acting.headers, {
        email: 'bloqueo@example.pe',
        currentPassword,
      });
    for (let index = 0; index < 3; index += 1) {
      expectStepUpRefusal(await attempt(`incorrecta-${index}`), v.stepUpWrong);
    }
    const locked = await attempt(acting.user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: v.stepUpTooMany,
      error: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stored(person.id)).email).toBe(person.email);
    // Another administrator is not locked out by someone else's failures.
    const other = await call('PUT', `/api/users/${person.id}`, admin(), {
      email: 'bloqueo@example.pe',
      currentPassword: adminPassword(),
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});
