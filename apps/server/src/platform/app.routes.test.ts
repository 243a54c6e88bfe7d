import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp, makeSignedInUser } from '../../test/build-test-app';

const testApp = useTestApp();

describe('the HTTP platform', () => {
  it('answers an unknown API route with the 404 envelope in Spanish', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'La ruta solicitada no existe.',
      error: { code: 'ROUTE_NOT_FOUND' },
    });
  });

  it('sends the security headers of docs/conventions.md#security', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('returns the caller X-Request-Id, or a new one when it is missing or unsafe', async () => {
    const echoed = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-123_abc' },
    });
    expect(echoed.headers['x-request-id']).toBe('req-123_abc');
    const generated = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.pe', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('tells anonymous callers only the health status', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['status', 'timestamp']);
    expect(response.json().status).toBe('ok');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/me',
        '/api/users',
      ]),
    );
    expect(document.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });

  it('never lets X-User-Id stand for the identity in the token', async () => {
    const client = await makeSignedInUser(testApp, 'CLIENT');
    const admin = await makeSignedInUser(testApp, 'ADMIN');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...client.headers, 'x-user-id': admin.user.id },
    });
    expect(response.json().data.user.id).toBe(client.user.id);
  });
});

describe('when the database is gone', () => {
  it('answers 503 with a Spanish message and no SQL or stack in the body', async () => {
    const broken = await buildTestApp();
    const user = await makeSignedInUser(broken, 'CLIENT');
    await broken.database.close();
    const response = await broken.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: user.headers,
    });
    expect([500, 503]).toContain(response.statusCode);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/Inténtalo nuevamente/);
    expect(response.body).not.toMatch(/select|from "users"|at .*\.ts|stack/i);
    const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().status).toBe('error');
    await broken.app.close().catch(() => undefined);
  });
});
