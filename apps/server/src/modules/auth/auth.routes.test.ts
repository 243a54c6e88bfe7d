import { describe, expect, it } from 'vitest';
import { errorMessages } from '@atiende/contracts';
import { makeSignedInUser, makeUser, signIn, useTestApp } from '../../../test/build-test-app';

const testApp = useTestApp({
  RATE_LIMIT_LOGIN_FAILURES: '3',
  RATE_LIMIT_REGISTER_PER_HOUR: '1000',
});

function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

describe('POST /api/auth/register', () => {
  it('creates a CLIENT account and signs it in, ignoring a role in the body', async () => {
    const response = await post('/api/auth/register', {
      name: '  Ana Torres ',
      email: ' Ana.Torres@MiRestaurante.PE ',
      password: 'Lomo-Saltado-2026',
      role: 'ADMIN',
      isActive: false,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({
      name: 'Ana Torres',
      email: 'ana.torres@mirestaurante.pe',
      role: 'CLIENT',
      isActive: true,
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.accessToken).toEqual(expect.any(String));
    const cookie = response.cookies.find((item) => item.name === 'atiende_refresh');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      secure: true,
    });
  });

  it('keeps one account per e-mail whatever its case or spaces (409)', async () => {
    await post('/api/auth/register', {
      name: 'Luis',
      email: 'luis@example.pe',
      password: 'Ceviche-Mixto-77',
    });
    const response = await post('/api/auth/register', {
      name: 'Luis bis',
      email: '  LUIS@Example.pe',
      password: 'Ceviche-Mixto-77',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: errorMessages.EMAIL_TAKEN,
      error: { code: 'EMAIL_TAKEN' },
    });
  });

  it.each([
    ['missing fields', {}, ['name', 'email', 'password']],
    ['empty fields', { name: ' ', email: '', password: '' }, ['name', 'email', 'password']],
    [
      'a malformed e-mail',
      { name: 'Ana', email: 'ana@', password: 'Lomo-Saltado-2026' },
      ['email'],
    ],
    ['wrong types', { name: 42, email: ['a@b.pe'], password: true }, ['name', 'email', 'password']],
    [
      'a short password',
      { name: 'Ana', email: 'corta@example.pe', password: 'abc12' },
      ['password'],
    ],
    [
      'an oversize password',
      { name: 'Ana', email: 'larga@example.pe', password: 'x'.repeat(129) },
      ['password'],
    ],
    [
      'an oversize name',
      { name: 'A'.repeat(101), email: 'nombre@example.pe', password: 'Lomo-Saltado-2026' },
      ['name'],
    ],
    [
      'a common password',
      { name: 'Ana', email: 'comun@example.pe', password: 'password123' },
      ['password'],
    ],
  ])('rejects %s with 400 and a Spanish message per field', async (_case, payload, fields) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual(
      [...fields].sort(),
    );
    for (const detail of body.error.details) expect(detail.message).toMatch(/[a-záéíóúñ]/);
    expect(body.message).toBe(body.error.details[0].message);
  });

  it('stores nothing when the input is rejected', async () => {
    await post('/api/auth/register', { name: 'Nada', email: 'nada@example.pe', password: '123' });
    const login = await post('/api/auth/login', { email: 'nada@example.pe', password: '123' });
    expect(login.statusCode).toBe(401);
  });
});

describe('POST /api/auth/login', () => {
  it('returns the access token and the user; GET /api/auth/me answers with data.user', async () => {
    const user = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const response = await post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const { accessToken, user: returned } = response.json().data;
    expect(returned).toMatchObject({ id: user.id, role: 'TECHNICIAN' });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({ id: user.id, email: user.email });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown e-mail alike (401)', async () => {
    const user = await makeUser(testApp.database);
    const wrong = await post('/api/auth/login', {
      email: user.email,
      password: 'not-the-password',
    });
    const unknown = await post('/api/auth/login', {
      email: 'nadie@example.pe',
      password: 'not-the-password',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        message: errorMessages.INVALID_CREDENTIALS,
        error: { code: 'INVALID_CREDENTIALS' },
      });
    }
  });

  it('refuses a deactivated account with 403 once the password is right', async () => {
    const user = await makeUser(testApp.database, { isActive: false });
    const response = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ACCOUNT_DISABLED');
  });

  it('answers 429 with a Spanish message after repeated wrong passwords, even with the right one', async () => {
    const user = await makeUser(testApp.database);
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await post(
        '/api/auth/login',
        { email: user.email, password: 'wrong-password' },
        headers,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: errorMessages.TOO_MANY_LOGIN_ATTEMPTS,
      error: { code: 'TOO_MANY_LOGIN_ATTEMPTS' },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rejects malformed JSON and a missing body with 400 envelopes', async () => {
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.pe", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, error: { code: 'MALFORMED_JSON' } });
    const missing = await post('/api/auth/login');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('access tokens', () => {
  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not.a.jwt'],
    ['another scheme', 'Basic YWRtaW46YWRtaW4='],
    [
      'an alg:none token',
      `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({
          sub: '00000000-0000-0000-0000-000000000000',
          role: 'ADMIN',
          sid: 'x',
          typ: 'access',
          iss: 'atiende',
          aud: 'atiende-api',
          exp: 9999999999,
        }),
      ).toString('base64url')}.`,
    ],
  ])('GET /api/auth/me refuses %s with 401', async (_case, authorization) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });

  it('refuses a token whose payload was tampered with (role raised to ADMIN)', async () => {
    const { accessToken } = await makeSignedInUser(testApp, 'CLIENT');
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');
    const response = await post(
      '/api/users',
      { name: 'X', email: 'x@example.pe', password: 'Lomo-Saltado-2026', role: 'ADMIN' },
      { authorization: `Bearer ${header}.${forged}.${signature}` },
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a refresh token works once, and reusing it ends the whole session', async () => {
    const user = await makeUser(testApp.database);
    const session = await signIn(testApp.app, user.email, user.password);
    const cookie = (token: string) => ({ cookie: `atiende_refresh=${token}` });

    const first = await post('/api/auth/refresh', undefined, cookie(session.refreshToken));
    expect(first.statusCode).toBe(200);
    const rotated = first.cookies.find((item) => item.name === 'atiende_refresh')!.value;
    expect(rotated).not.toBe(session.refreshToken);
    const newAccess = first.json().data.accessToken as string;

    const reuse = await post('/api/auth/refresh', undefined, cookie(session.refreshToken));
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('REFRESH_TOKEN_REUSED');

    // The family is revoked: the rotated token and the session's access tokens stop working.
    const afterReuse = await post('/api/auth/refresh', undefined, cookie(rotated));
    expect(afterReuse.statusCode).toBe(401);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${newAccess}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a missing or unknown cookie with 401 and clears it', async () => {
    const missing = await post('/api/auth/refresh');
    expect(missing.statusCode).toBe(401);
    const unknown = await post('/api/auth/refresh', undefined, {
      cookie: 'atiende_refresh=inventado',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('INVALID_REFRESH_TOKEN');
    expect(unknown.cookies.find((item) => item.name === 'atiende_refresh')?.value).toBe('');
  });
});

describe('POST /api/auth/refresh within the reuse grace period', () => {
  const graceApp = useTestApp({ REFRESH_REUSE_GRACE_SECONDS: '30' });

  it('lets two tabs refresh with the same token at once without ending the session', async () => {
    const user = await makeUser(graceApp.database);
    const session = await signIn(graceApp.app, user.email, user.password);
    const headers = { cookie: `atiende_refresh=${session.refreshToken}` };
    const [a, b] = await Promise.all([
      graceApp.app.inject({ method: 'POST', url: '/api/auth/refresh', headers }),
      graceApp.app.inject({ method: 'POST', url: '/api/auth/refresh', headers }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token and refuses the session access token at once', async () => {
    const user = await makeUser(testApp.database);
    const session = await signIn(testApp.app, user.email, user.password);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const logout = await post('/api/auth/logout', undefined, headers);
    expect(logout.statusCode).toBe(200);
    expect(logout.json().data.message).toBe('Sesión cerrada');

    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('SESSION_EXPIRED');
    const refresh = await post('/api/auth/refresh', undefined, {
      cookie: `atiende_refresh=${session.refreshToken}`,
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('keeps the revocation across a restart (loaded from the database)', async () => {
    const user = await makeUser(testApp.database);
    const session = await signIn(testApp.app, user.email, user.password);
    await post('/api/auth/logout', undefined, { authorization: `Bearer ${session.accessToken}` });
    const { buildApp } = await import('../../app');
    const restarted = await buildApp(testApp.config, {
      database: { ...testApp.database, close: async () => undefined },
    });
    const me = await restarted.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    await restarted.close();
  });

  it('requires a token (401)', async () => {
    const response = await post('/api/auth/logout');
    expect(response.statusCode).toBe(401);
  });
});

describe('rate limits on the public auth routes', () => {
  const limitedApp = useTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '2' });

  it('answers 429 in Spanish once an address registers too many accounts', async () => {
    const register = (index: number) =>
      limitedApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Cliente',
          email: `cliente${index}@example.pe`,
          password: 'Lomo-Saltado-2026',
        },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    const blocked = await register(3);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, error: { code: 'TOO_MANY_REQUESTS' } });
    expect(blocked.json().message).toMatch(/Espera/);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('rejects an oversize e-mail at sign-in with 400', async () => {
    const response = await limitedApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${'a'.repeat(250)}@example.pe`, password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toEqual({
      field: 'email',
      message: 'El email no puede superar los 254 caracteres',
    });
  });
});
