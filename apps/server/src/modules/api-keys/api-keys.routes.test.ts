import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { apiKeys, auditLogs } from '../../db/schema/index';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
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

const input = (overrides: object = {}) => ({
  name: 'Integración ERP',
  scopes: ['tickets:create', 'tickets:read:own'],
  rateLimitPerMinute: 30,
  ...overrides,
});

async function createKey(overrides: object = {}) {
  const response = await send(desk.admin, 'POST', '/api/api-keys', input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { apiKey: { id: string; prefix: string }; secret: string };
}

const auditOf = (id: string) =>
  testApp.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityType, 'API_KEY'), eq(auditLogs.entityId, id)));

describe('/api/api-keys', () => {
  it('creates a key shown once, stores only its hash, and never returns the secret again', async () => {
    const { apiKey, secret } = await createKey();
    expect(secret).toMatch(/^atk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${apiKey.prefix}_`)).toBe(true);
    expect(apiKey).toMatchObject({
      name: 'Integración ERP',
      scopes: ['tickets:create', 'tickets:read:own'],
      status: 'ACTIVE',
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
      rateLimitPerMinute: 30,
      usesLast24h: 0,
      createdBy: { id: desk.admin.user.id },
    });
    const [row] = await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret.split('_')[2]);
    const list = await send(desk.admin, 'GET', '/api/api-keys');
    const one = await send(desk.admin, 'GET', `/api/api-keys/${apiKey.id}`);
    for (const response of [list, one]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(secret);
      expect(response.body).not.toContain(row!.secretHash);
    }
    expect(list.json().data.apiKeys.map((key: { id: string }) => key.id)).toContain(apiKey.id);
    const [created] = await auditOf(apiKey.id);
    expect(created).toMatchObject({ action: 'API_KEY_CREATED', actorId: desk.admin.user.id });
    expect(JSON.stringify(created)).not.toContain(secret);
    expect(JSON.stringify(created)).not.toContain(row!.secretHash);
  });

  it('edits, revokes (once) and deletes a key, each audited', async () => {
    const { apiKey } = await createKey({ name: 'Para editar' });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const edited = await send(desk.admin, 'PUT', `/api/api-keys/${apiKey.id}`, {
      name: 'Editada',
      scopes: ['customers:manage'],
      expiresAt: future,
      rateLimitPerMinute: 5,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.apiKey).toMatchObject({
      name: 'Editada',
      scopes: ['customers:manage'],
      expiresAt: future,
      rateLimitPerMinute: 5,
    });
    const revoked = await send(desk.admin, 'POST', `/api/api-keys/${apiKey.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.apiKey.status).toBe('REVOKED');
    const again = await send(desk.admin, 'POST', `/api/api-keys/${apiKey.id}/revoke`);
    expect(again.json().data.apiKey.revokedAt).toBe(revoked.json().data.apiKey.revokedAt);
    const removed = await send(desk.admin, 'DELETE', `/api/api-keys/${apiKey.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.message).toBe('Clave eliminada');
    expect((await send(desk.admin, 'GET', `/api/api-keys/${apiKey.id}`)).statusCode).toBe(404);
    const actions = (await auditOf(apiKey.id)).map((row) => row.action).sort();
    expect(actions).toEqual([
      'API_KEY_CREATED',
      'API_KEY_DELETED',
      'API_KEY_REVOKED',
      'API_KEY_UPDATED',
    ]);
  });

  it('refuses bad input with 400 and Spanish field messages, writing nothing', async () => {
    const before = (await testApp.database.db.select().from(apiKeys)).length;
    for (const [payload, message] of [
      [input({ name: '  ' }), 'Escribe un nombre para la clave'],
      [input({ scopes: [] }), 'Elige al menos un permiso'],
      [input({ scopes: ['tickets:delete'] }), 'Ese permiso no existe'],
      [input({ expiresAt: '2020-01-01T00:00:00Z' }), 'La fecha de expiración debe ser futura'],
      [input({ rateLimitPerMinute: 0 }), 'El límite debe ser un número entero entre 1 y 6000'],
      [input({ rateLimitPerMinute: 1.5 }), 'El límite debe ser un número entero entre 1 y 6000'],
    ] as const) {
      const response = await send(desk.admin, 'POST', '/api/api-keys', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_FAILED' },
      });
      expect(response.body).toContain(message);
    }
    expect((await testApp.database.db.select().from(apiKeys)).length).toBe(before);
  });

  it('answers 404 in Spanish for an unknown key', async () => {
    const response = await send(desk.admin, 'POST', `/api/api-keys/${crypto.randomUUID()}/revoke`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No se encontró la clave de API.');
  });

  it('refuses every other role with 403 and anonymous callers with 401', async () => {
    const { apiKey } = await createKey({ name: 'Solo admins' });
    const routes = [
      ['GET', '/api/api-keys'],
      ['GET', `/api/api-keys/${apiKey.id}`],
      ['POST', '/api/api-keys'],
      ['PUT', `/api/api-keys/${apiKey.id}`],
      ['POST', `/api/api-keys/${apiKey.id}/revoke`],
      ['DELETE', `/api/api-keys/${apiKey.id}`],
      ['POST', '/api/auth/token-test'],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'PUT' || url.endsWith('api-keys') ? input() : { token: 'x' };
      for (const actor of [desk.lead, desk.technician, desk.client]) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : payload;
        expect((await send(actor, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await send(null, method, url)).statusCode).toBe(401);
    }
    const [row] = await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row).toMatchObject({ name: 'Solo admins' });
    expect(row!.revokedAt).toBeNull();
  });
});
