import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { createDeskTicket, makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { apiKeys, apiKeyUsage, auditLogs, users } from '../../db/schema/index';
import { forgetUser } from '../users/index';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

const db = () => testApp.database.db;

async function createKey(scopes: string[], overrides: object = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: desk.admin.headers,
    payload: { name: `Clave ${scopes.join(' ')}`, scopes, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { apiKey: { id: string }; secret: string };
}

const withKey = (secret: string, method: InjectOptions['method'], url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: { 'x-api-key': secret },
    ...(payload ? { payload } : {}),
  });

const ticketBody = () => ({
  title: 'Pedido desde el ERP',
  description: 'El ERP informa un error de facturación.',
  departmentId: desk.department.id,
});

describe('X-API-Key on the routes its scopes allow', () => {
  it('creates a ticket as an API ticket and reads back only its own with tickets:read:own', async () => {
    const { apiKey, secret } = await createKey(['tickets:create', 'tickets:read:own']);
    const created = await withKey(secret, 'POST', '/api/tickets', ticketBody());
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json().data.ticket;
    expect(ticket.source).toBe('API');
    const someoneElses = await createDeskTicket(testApp.app, desk);

    const list = await withKey(secret, 'GET', '/api/tickets');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.tickets.map((t: { id: string }) => t.id)).toEqual([ticket.id]);
    // "My queue" does not widen it either.
    const mine = await withKey(secret, 'GET', '/api/tickets?assignedToId=me');
    expect(mine.json().data.tickets.map((t: { id: string }) => t.id)).not.toContain(
      someoneElses.id,
    );
    expect((await withKey(secret, 'GET', `/api/tickets/${ticket.id}`)).statusCode).toBe(200);
    expect((await withKey(secret, 'GET', `/api/tickets/${someoneElses.id}`)).statusCode).toBe(404);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('reads every ticket with tickets:read:all', async () => {
    const { secret } = await createKey(['tickets:read:all']);
    const someoneElses = await createDeskTicket(testApp.app, desk);
    const response = await withKey(secret, 'GET', `/api/tickets/${someoneElses.id}`);
    expect(response.statusCode).toBe(200);
    const list = await withKey(secret, 'GET', '/api/tickets?limit=100');
    expect(list.json().data.tickets.map((t: { id: string }) => t.id)).toContain(someoneElses.id);
  });

  it('manages customers with customers:manage', async () => {
    const { secret } = await createKey(['customers:manage']);
    const created = await withKey(secret, 'POST', '/api/customers-unified', {
      name: 'Bodega San Martín',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.customer.id;
    expect((await withKey(secret, 'GET', `/api/customers-unified/${id}`)).statusCode).toBe(200);
    expect((await withKey(secret, 'GET', '/api/customers-unified')).statusCode).toBe(200);
    const edited = await withKey(secret, 'PUT', `/api/customers-unified/${id}`, {
      name: 'Bodega San Martín SAC',
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('refuses a key out of its scope with 403, and on routes that take no key', async () => {
    const { secret } = await createKey(['tickets:read:own']);
    for (const [method, url, payload] of [
      ['POST', '/api/tickets', ticketBody()],
      ['GET', '/api/customers-unified', undefined],
      ['GET', '/api/api-keys', undefined],
      ['GET', '/api/departments', undefined],
      ['POST', '/api/auth/token-test', { token: secret }],
    ] as const) {
      const response = await withKey(secret, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'La clave de API no tiene permiso para esta operación.',
        error: { code: 'API_KEY_OUT_OF_SCOPE' },
      });
    }
    const { secret: createOnly } = await createKey(['tickets:create']);
    expect((await withKey(createOnly, 'GET', '/api/tickets')).statusCode).toBe(403);
  });

  it('refuses unknown, revoked and expired keys with 401 and their Spanish message', async () => {
    const unknown = await withKey('atk_00000000_nope', 'GET', '/api/tickets');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('API_KEY_INVALID');
    expect((await withKey('cualquier-cosa', 'GET', '/api/tickets')).statusCode).toBe(401);

    const revoked = await createKey(['tickets:read:all']);
    await testApp.app.inject({
      method: 'POST',
      url: `/api/api-keys/${revoked.apiKey.id}/revoke`,
      headers: desk.admin.headers,
    });
    const refused = await withKey(revoked.secret, 'GET', '/api/tickets');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      message: 'La clave de API fue revocada.',
      error: { code: 'API_KEY_REVOKED' },
    });

    const expired = await createKey(['tickets:read:all']);
    await db()
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.apiKey.id));
    const late = await withKey(expired.secret, 'GET', '/api/tickets');
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      message: 'La clave de API expiró.',
      error: { code: 'API_KEY_EXPIRED' },
    });
    // A refused key writes no use.
    const uses = await db()
      .select()
      .from(apiKeyUsage)
      .where(eq(apiKeyUsage.apiKeyId, expired.apiKey.id));
    expect(uses).toEqual([]);
  });

  it('stops working when its administrator is deactivated or no longer an administrator', async () => {
    const { secret } = await createKey(['tickets:read:all']);
    const ownerId = desk.admin.user.id;
    try {
      await db().update(users).set({ role: 'TECHNICIAN' }).where(eq(users.id, ownerId));
      forgetUser(ownerId);
      const response = await withKey(secret, 'GET', '/api/tickets');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain('ya no es un administrador activo');
    } finally {
      await db().update(users).set({ role: 'ADMIN' }).where(eq(users.id, ownerId));
      forgetUser(ownerId);
    }
  });

  it('refuses a key in the query string with 400, whatever the parameter is called', async () => {
    const { secret } = await createKey(['tickets:read:all']);
    for (const name of ['api_key', 'apiKey', 'API-KEY', 'x-api-key']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/tickets?${name}=${encodeURIComponent(secret)}`,
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'No envíes la clave de API en la dirección: usa la cabecera X-API-Key.',
        error: { code: 'API_KEY_IN_QUERY' },
      });
    }
    // Under any other name when it is a key; a plain `token` (an unsubscribe link's) passes.
    const named = await testApp.app.inject({
      method: 'GET',
      url: `/api/tickets?token=${encodeURIComponent(secret)}`,
    });
    expect(named.statusCode).toBe(400);
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/api/tickets?token=abc.def',
      headers: { ...desk.admin.headers },
    });
    expect(other.statusCode).toBe(200);
    // Even alongside a valid header or token.
    const both = await testApp.app.inject({
      method: 'GET',
      url: `/api/tickets?api_key=${encodeURIComponent(secret)}`,
      headers: { ...desk.admin.headers },
    });
    expect(both.statusCode).toBe(400);
  });

  it('answers 429 with Retry-After past the key limit per minute, and audits one row per minute', async () => {
    const { apiKey, secret } = await createKey(['tickets:read:all'], { rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await withKey(secret, 'GET', '/api/tickets?limit=1');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        const retryAfter = Number(response.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(response.json().error.code).toBe('API_KEY_RATE_LIMITED');
      }
    }
    // The five calls may straddle a minute's edge: then the new minute lets up to three through.
    const allowed = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(allowed).toBeGreaterThanOrEqual(3);
    const used = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, apiKey.id), eq(auditLogs.action, 'API_KEY_USED')));
    const minutes = await db()
      .select()
      .from(apiKeyUsage)
      .where(eq(apiKeyUsage.apiKeyId, apiKey.id));
    expect(used.length).toBe(minutes.length);
    expect(minutes.reduce((sum, row) => sum + row.requests, 0)).toBe(5);
    expect(used[0]).toMatchObject({
      actorId: desk.admin.user.id,
      entityType: 'API_KEY',
      details: { keyName: 'Clave tickets:read:all', firstRequest: 'GET /api/tickets' },
    });
    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/api-keys/${apiKey.id}`,
      headers: desk.admin.headers,
    });
    expect(listed.json().data.apiKey.usesLast24h).toBe(5);
  });

  it('keeps bearer tokens working as before, and a token wins over a key', async () => {
    const { secret } = await createKey(['tickets:read:all']);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/api-keys',
      headers: { ...desk.client.headers, 'x-api-key': secret },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});
