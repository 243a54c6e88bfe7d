import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';

const testApp = useTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '1000' });

const long = (length: number) => 'x'.repeat(length);

/** Each public auth endpoint, with the fields it takes and a body of the wrong types. */
const ENDPOINTS = [
  { url: '/api/auth/login', fields: ['email', 'password'], wrongTypes: { email: 1, password: {} } },
  {
    url: '/api/auth/register',
    fields: ['email', 'name', 'password'],
    wrongTypes: { name: [], email: true, password: 12345678 },
  },
  { url: '/api/auth/forgot-password', fields: ['email'], wrongTypes: { email: null } },
  {
    url: '/api/auth/reset-password',
    fields: ['password', 'token'],
    wrongTypes: { token: 5, password: false },
  },
] as const;

describe.each(ENDPOINTS)('POST $url with bad input', ({ url, fields, wrongTypes }) => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as string, headers });

  it('answers a missing body with 400 and a Spanish message', async () => {
    const response = await post(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    expect(response.json().message).toMatch(/[áéíóúñ]|Falta|obligatori/);
  });

  it('lists every missing field with its own message', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as Array<{ field: string; message: string }>;
    expect(details.map((detail) => detail.field).sort()).toEqual([...fields].sort());
    expect(new Set(details.map((detail) => detail.message)).size).toBeGreaterThan(0);
  });

  it('rejects wrong types field by field', async () => {
    const response = await post(wrongTypes);
    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as Array<{ field: string }>;
    expect(details.map((detail) => detail.field).sort()).toEqual([...fields].sort());
  });

  it('rejects oversize fields', async () => {
    const oversize = Object.fromEntries(fields.map((field) => [field, long(5_000)]));
    const response = await post(oversize);
    expect(response.statusCode).toBe(400);
  });

  it('rejects malformed JSON and a JSON array', async () => {
    const malformed = await post('{"email":', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('MALFORMED_JSON');
    const array = await post(JSON.stringify([1, 2]), { 'content-type': 'application/json' });
    expect(array.statusCode).toBe(400);
  });
});
