import type { AuditAction } from '@atiende/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeSignedInUser, makeUser } from '../../../test/build-test-app';
import { createDeskTicket, type HelpDesk, makeHelpDesk } from '../../../test/ticket-factories';
import { auditLogs } from '../../db/schema/index';

let desk: HelpDesk;

const SECRET_WORDS = /Soporte-Seguro-2026|Clave-Nueva-2026|password_hash|\$argon2/;

async function latest(action: AuditAction, entityId?: string) {
  const [row] = await testApp.database.db
    .select()
    .from(auditLogs)
    .where(
      and(eq(auditLogs.action, action), entityId ? eq(auditLogs.entityId, entityId) : undefined),
    )
    .orderBy(desc(auditLogs.createdAt))
    .limit(1);
  return row;
}

function expectNoSecrets(row: unknown) {
  expect(JSON.stringify(row)).not.toMatch(SECRET_WORDS);
}

const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...desk.admin.headers, 'user-agent': 'Vitest/Audit' },
    payload,
  });

const testApp = useTestApp();
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

describe('sign-in events', () => {
  it('records a successful sign-in with the user as actor, address and agent', async () => {
    const user = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'Vitest/Login', 'x-request-id': 'login-req-1' },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const row = await latest('LOGIN_SUCCEEDED', user.id);
    expect(row).toMatchObject({
      actorId: user.id,
      actorRole: 'TECHNICIAN',
      entityType: 'USER',
      severity: 'INFO',
      userAgent: 'Vitest/Login',
      requestId: 'login-req-1',
    });
    expect(row!.ip).toBeTruthy();
    expectNoSecrets(row);
  });

  it('records a failed sign-in as WARNING without the password tried', async () => {
    const user = await makeUser(testApp.database);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Clave-Nueva-2026' },
    });
    expect(response.statusCode).toBe(401);
    const row = await latest('LOGIN_FAILED', user.id);
    expect(row).toMatchObject({ actorId: null, severity: 'WARNING', entityType: 'USER' });
    expect(row!.details).toEqual({ email: user.email, reason: 'INVALID_CREDENTIALS' });
    expectNoSecrets(row);
  });

  it('records a failed sign-in for an unknown e-mail with no entity id', async () => {
    const email = `nadie.${Date.now()}@example.pe`;
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Clave-Nueva-2026' },
    });
    const [row] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'LOGIN_FAILED'))
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    expect(row).toMatchObject({ entityId: null, message: expect.stringContaining(email) });
  });

  it('records a sign-out', async () => {
    const signedIn = await makeSignedInUser(testApp, 'CLIENT');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: signedIn.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await latest('LOGOUT', signedIn.user.id)).toMatchObject({
      actorId: signedIn.user.id,
      actorRole: 'CLIENT',
    });
  });
});

describe('administrative actions', () => {
  it('records a user creation with the created user and never the password', async () => {
    const response = await asAdmin('POST', '/api/users', {
      name: 'Ana Torres',
      email: `ana.${Date.now()}@example.pe`,
      password: 'Clave-Nueva-2026',
      role: 'TECHNICIAN',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data.user;
    const row = await latest('USER_CREATED', created.id);
    expect(row).toMatchObject({
      actorId: desk.admin.user.id,
      actorRole: 'ADMIN',
      entityType: 'USER',
      userAgent: 'Vitest/Audit',
    });
    expect(row!.after).toMatchObject({ email: created.email, role: 'TECHNICIAN' });
    expectNoSecrets(row);
  });

  it('records a department created, edited (statuses included), staffed and deleted', async () => {
    const created = await asAdmin('POST', '/api/departments', {
      name: `Auditoría POS ${Date.now()}`,
      statuses: [{ name: 'Esperando repuesto', baseStatus: 'EN_PROGRESO' }],
    });
    expect(created.statusCode).toBe(201);
    const department = created.json().data.department;
    expect((await latest('DEPARTMENT_CREATED', department.id))!.after).toMatchObject({
      name: department.name,
      statuses: [expect.objectContaining({ name: 'Esperando repuesto' })],
    });

    const updated = await asAdmin('PUT', `/api/departments/${department.id}`, {
      name: `${department.name} editado`,
      statuses: [{ name: 'Esperando al cliente', baseStatus: 'EN_PROGRESO' }],
    });
    expect(updated.statusCode).toBe(200);
    const edit = await latest('DEPARTMENT_UPDATED', department.id);
    expect(edit!.before).toMatchObject({
      name: department.name,
      statuses: [expect.objectContaining({ name: 'Esperando repuesto' })],
    });
    expect(edit!.after).toMatchObject({
      name: `${department.name} editado`,
      statuses: [expect.objectContaining({ name: 'Esperando al cliente' })],
    });

    const members = await asAdmin('PUT', `/api/departments/${department.id}/members`, {
      userIds: [desk.technician.user.id],
    });
    expect(members.statusCode).toBe(200);
    const staffed = await latest('DEPARTMENT_MEMBERS_CHANGED', department.id);
    expect(staffed).toMatchObject({
      before: { memberIds: [] },
      after: { memberIds: [desk.technician.user.id] },
    });

    const deleted = await asAdmin('DELETE', `/api/departments/${department.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await latest('DEPARTMENT_DELETED', department.id)).toMatchObject({
      severity: 'WARNING',
      before: expect.objectContaining({ name: `${department.name} editado` }),
      after: null,
    });
  });

  it('records a product created, edited and deleted', async () => {
    const created = await asAdmin('POST', '/api/products', {
      name: 'Terminal POS',
      price: 1250.5,
      departmentId: desk.department.id,
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().data.product;
    expect((await latest('PRODUCT_CREATED', product.id))!.after).toMatchObject({
      name: 'Terminal POS',
      price: 1250.5,
    });

    await asAdmin('PUT', `/api/products/${product.id}`, {
      name: 'Terminal POS táctil',
      price: 1300,
      departmentId: desk.department.id,
    });
    const edit = await latest('PRODUCT_UPDATED', product.id);
    expect(edit).toMatchObject({
      before: expect.objectContaining({ price: 1250.5 }),
      after: expect.objectContaining({ price: 1300, name: 'Terminal POS táctil' }),
    });

    expect((await asAdmin('DELETE', `/api/products/${product.id}`)).statusCode).toBe(200);
    expect(await latest('PRODUCT_DELETED', product.id)).toMatchObject({
      details: { isDeactivated: false },
      before: expect.objectContaining({ name: 'Terminal POS táctil' }),
    });
  });

  it('records a ticket deletion with what the ticket was', async () => {
    const ticket = await createDeskTicket(testApp.app, desk, { title: 'Pantalla en negro' });
    const response = await asAdmin('DELETE', `/api/tickets/${ticket.id}`);
    expect(response.statusCode).toBe(200);
    expect(await latest('TICKET_DELETED', ticket.id)).toMatchObject({
      actorId: desk.admin.user.id,
      entityType: 'TICKET',
      severity: 'WARNING',
      before: expect.objectContaining({ number: ticket.number, title: 'Pantalla en negro' }),
    });
  });

  it('records a bulk change once, with the tickets changed and those that failed', async () => {
    const first = await createDeskTicket(testApp.app, desk);
    const second = await createDeskTicket(testApp.app, desk);
    const response = await asAdmin('POST', '/api/tickets/bulk', {
      action: 'priority',
      ticketIds: [first.id, second.id],
      priority: 'ALTA',
    });
    expect(response.statusCode).toBe(200);
    const row = await latest('TICKETS_BULK_UPDATED');
    expect(row).toMatchObject({
      actorId: desk.admin.user.id,
      entityType: 'TICKET',
      after: { action: 'priority', priority: 'ALTA', updated: [first.id, second.id] },
      details: { failed: [] },
    });
  });

  it('writes nothing when the change is refused', async () => {
    const before = await testApp.database.db.$count(auditLogs);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/departments',
      headers: desk.technician.headers,
      payload: { name: 'No debería existir' },
    });
    expect(response.statusCode).toBe(403);
    expect(await testApp.database.db.$count(auditLogs)).toBe(before);
  });
});
