import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSignedInUser, useTestApp } from '../../../test/build-test-app';
import { makeHelpDesk, type HelpDesk } from '../../../test/ticket-factories';
import { apiKeys, apiKeyUsage, users } from '../../db/schema/index';
import { forgetUser } from '../users/index';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

const tokenTest = (token: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/token-test',
    headers: desk.admin.headers,
    payload: { token },
  });

async function createKey(scopes: string[]) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: desk.admin.headers,
    payload: { name: 'Portal de clientes', scopes },
  });
  return response.json().data as { apiKey: { id: string; prefix: string }; secret: string };
}

type Route = { method: string; url: string };

describe('POST /api/auth/token-test', () => {
  it('tells who a key is, its scopes and routes, without echoing it or counting a use', async () => {
    const { apiKey, secret } = await createKey(['tickets:create', 'tickets:read:own']);
    const response = await tokenTest(secret);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(secret);
    const result = response.json().data;
    expect(result).toMatchObject({
      kind: 'API_KEY',
      isValid: true,
      problem: null,
      user: { id: desk.admin.user.id, role: 'ADMIN' },
      apiKey: { id: apiKey.id, name: 'Portal de clientes', prefix: apiKey.prefix },
      scopes: ['tickets:create', 'tickets:read:own'],
      expiresAt: null,
    });
    const routes = (result.routes as Route[]).map((route) => `${route.method} ${route.url}`);
    expect(routes.sort()).toEqual(
      ['GET /api/tickets', 'GET /api/tickets/:id', 'POST /api/tickets'].sort(),
    );
    const uses = await testApp.database.db
      .select()
      .from(apiKeyUsage)
      .where(eq(apiKeyUsage.apiKeyId, apiKey.id));
    expect(uses).toEqual([]);
  });

  it('says a revoked or expired key is not valid, and why', async () => {
    const { apiKey, secret } = await createKey(['customers:manage']);
    await testApp.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(apiKeys.id, apiKey.id));
    const expired = (await tokenTest(secret)).json().data;
    expect(expired).toMatchObject({
      kind: 'API_KEY',
      isValid: false,
      problem: 'La clave de API expiró.',
      routes: [],
    });
    await testApp.database.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(apiKeys.id, apiKey.id));
    const revoked = (await tokenTest(secret)).json().data;
    expect(revoked).toMatchObject({ isValid: false, problem: 'La clave de API fue revocada.' });
    const unknown = (await tokenTest('atk_12345678_desconocida')).json().data;
    expect(unknown).toMatchObject({ kind: 'API_KEY', isValid: false, user: null });
  });

  it("tells who an access token is, its role's routes and expiry", async () => {
    const response = await tokenTest(desk.technician.accessToken);
    expect(response.body).not.toContain(desk.technician.accessToken);
    const result = response.json().data;
    expect(result).toMatchObject({
      kind: 'ACCESS_TOKEN',
      isValid: true,
      user: { id: desk.technician.user.id, role: 'TECHNICIAN' },
      apiKey: null,
      scopes: [],
    });
    expect(Date.parse(result.expiresAt)).toBeGreaterThan(Date.now());
    const routes = (result.routes as Route[]).map((route) => `${route.method} ${route.url}`);
    expect(routes).toContain('GET /api/tickets');
    expect(routes).not.toContain('GET /api/api-keys');
    const admin = (await tokenTest(desk.admin.accessToken)).json().data;
    expect((admin.routes as Route[]).map((route) => route.url)).toContain('/api/api-keys');
  });

  it("says a deactivated person's token is no longer valid", async () => {
    const leaving = await makeSignedInUser(testApp, 'TECHNICIAN');
    await testApp.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, leaving.user.id));
    forgetUser(leaving.user.id);
    const result = (await tokenTest(leaving.accessToken)).json().data;
    expect(result).toMatchObject({
      kind: 'ACCESS_TOKEN',
      isValid: false,
      problem: 'La sesión de este token de acceso se cerró.',
      routes: [],
    });
  });

  it('says a forged or foreign text is neither', async () => {
    const forged = `${desk.admin.accessToken.slice(0, -4)}AAAA`;
    for (const token of [forged, 'hola', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const result = (await tokenTest(token)).json().data;
      expect(result).toMatchObject({ kind: 'UNKNOWN', isValid: false, user: null, routes: [] });
    }
  });

  it('refuses an empty or oversized text with 400', async () => {
    expect((await tokenTest('   ')).statusCode).toBe(400);
    expect((await tokenTest('x'.repeat(5000))).statusCode).toBe(400);
  });
});

describe('the OpenAPI document (docs/api-keys.md#which-routes-accept-a-key)', () => {
  it('marks the routes that take a key with their scopes, and only those', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.apiKeyAuth).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    expect(document.paths['/api/tickets'].post.security).toEqual([
      { bearerAuth: [] },
      { apiKeyAuth: ['tickets:create'] },
    ]);
    expect(document.paths['/api/customers-unified/{id}'].put.security).toContainEqual({
      apiKeyAuth: ['customers:manage'],
    });
    expect(document.paths['/api/api-keys'].get.security).toBeUndefined();
  });
});
