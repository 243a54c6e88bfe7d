import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@atiende/contracts';
import { buildTestApp, makeUser, signIn, type TestApp } from '../../../test/build-test-app';
import { startSmtpSink } from '../../../test/smtp-sink';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  testApp = await buildTestApp({ ...smtp.env, RATE_LIMIT_FORGOT_PASSWORD_PER_HOUR: '3' });
});
afterAll(async () => {
  await testApp.app.close();
  await smtp.close();
});

function post(url: string, payload?: object) {
  return testApp.app.inject({ method: 'POST', url, payload });
}

/** Asks for a reset and returns the token from the e-mail the SMTP sink received. */
async function requestResetToken(email: string): Promise<string> {
  const sentBefore = smtp.messages.filter((message) => message.to.includes(email)).length;
  const response = await post('/api/auth/forgot-password', { email });
  expect(response.statusCode).toBe(200);
  const mine = await smtp.waitFor((message) => message.to.includes(email), sentBefore + 1);
  const raw = mine.at(-1)!.raw.replace(/=\r?\n/g, '');
  const match = raw.match(/https:\/\/soporte\.example\.pe\/reset-password\/([A-Za-z0-9_-]+)/);
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const user = await makeUser(testApp.database, { name: 'Rosa Quispe' });
    const before = smtp.messages.length;
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'nadie@example.pe' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const messages = await smtp.waitForMessages(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(before + 1);
    expect(messages[before]!.to).toEqual([user.email]);
    // The link is built from PUBLIC_URL, never from the request's Host header.
    expect(messages[before]!.raw).toContain('https://soporte.example.pe/reset-password/');
  });

  it('limits requests per e-mail with 429', async () => {
    const user = await makeUser(testApp.database);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    }
    const blocked = await post('/api/auth/forgot-password', { email: user.email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: errorMessages.TOO_MANY_RESET_REQUESTS });
  });

  it('rejects a malformed e-mail with 400', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'no-es-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toEqual({
      field: 'email',
      message: 'El email no tiene un formato válido',
    });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once: the token is single-use and every session ends', async () => {
    const user = await makeUser(testApp.database);
    const session = await signIn(testApp.app, user.email, user.password);
    const token = await requestResetToken(user.email);

    const reset = await post('/api/auth/reset-password', {
      token,
      password: 'Nueva-Clave-Andina-9',
    });
    expect(reset.statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', {
      token,
      password: 'Otra-Clave-Andina-9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: errorMessages.INVALID_RESET_TOKEN,
      error: { code: 'INVALID_RESET_TOKEN' },
    });

    const oldSession = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(oldSession.statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'Nueva-Clave-Andina-9' }))
        .statusCode,
    ).toBe(200);
  });

  it('spends an older token when a newer one is requested', async () => {
    const user = await makeUser(testApp.database);
    const first = await requestResetToken(user.email);
    await requestResetToken(user.email);
    const response = await post('/api/auth/reset-password', {
      token: first,
      password: 'Nueva-Clave-Andina-9',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an unknown token and a weak password without changing anything', async () => {
    const user = await makeUser(testApp.database);
    const token = await requestResetToken(user.email);
    const unknown = await post('/api/auth/reset-password', {
      token: 'inventado',
      password: 'Nueva-Clave-Andina-9',
    });
    expect(unknown.statusCode).toBe(400);
    const weak = await post('/api/auth/reset-password', { token, password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details[0].field).toBe('password');
    // The weak attempt did not spend the token.
    expect(
      (await post('/api/auth/reset-password', { token, password: 'Nueva-Clave-Andina-9' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/auth/reset-password with an expired token', () => {
  let expiringApp: TestApp;
  beforeAll(async () => {
    expiringApp = await buildTestApp({ ...smtp.env, RESET_TOKEN_TTL_MINUTES: '1' });
  });
  afterAll(async () => expiringApp.app.close());

  it('refuses a token past its expiry', async () => {
    const user = await makeUser(expiringApp.database);
    const before = smtp.messages.length;
    await expiringApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const raw = (await smtp.waitForMessages(before + 1))[before]!.raw.replace(/=\r?\n/g, '');
    const token = raw.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
    // Move the stored expiry into the past instead of waiting a minute.
    const { passwordResetTokens } = await import('../../db/schema/index');
    await expiringApp.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await expiringApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Nueva-Clave-Andina-9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_RESET_TOKEN');
  });
});
