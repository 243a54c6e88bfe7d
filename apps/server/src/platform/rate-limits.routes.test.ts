import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorMessages, type Role } from '@atiende/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makeUser, useTestApp, type TestApp } from '../../test/build-test-app';
import { addressOf } from './rate-limits';

// docs/operations.md#rate-limits. A built web app as a fresh sign-in downloads it: the shell,
// 230 fingerprinted assets (scripts, styles, fonts), the service worker, the manifest and icons.
const ASSET_COUNT = 230;
const webDistDir = mkdtempSync(path.join(tmpdir(), 'atiende-web-dist-'));
mkdirSync(path.join(webDistDir, 'assets'));
mkdirSync(path.join(webDistDir, 'icons'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Atiende</title>');
const assets = Array.from({ length: ASSET_COUNT }, (_, index) => `/assets/chunk-${index}-abc.js`);
for (const asset of assets) writeFileSync(path.join(webDistDir, asset), 'export {};\n');
const shellFiles = [
  '/sw.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/version.json',
];
for (const file of shellFiles) writeFileSync(path.join(webDistDir, file), 'x');

const OFFICE_ADDRESS = '198.51.100.7';

type Person = { email: string; password: string; cookie?: string; token?: string };

async function makePeople(testApp: TestApp, count: number, role: Role = 'TECHNICIAN') {
  const people: Person[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await makeUser(testApp.database, { role });
    people.push({ email: user.email, password: user.password });
  }
  return people;
}

function injectFrom(testApp: TestApp, address: string) {
  return (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string> = {},
    body?: object,
  ) => testApp.app.inject({ method, url, headers, payload: body, remoteAddress: address });
}

/** What one browser does on a fresh sign-in: every file of the app, then the session's calls. */
async function signInLikeABrowser(testApp: TestApp, person: Person) {
  const send = injectFrom(testApp, OFFICE_ADDRESS);
  const responses: LightMyRequestResponse[] = [];
  responses.push(await send('GET', '/login', { accept: 'text/html' }));
  for (const url of [...assets, ...shellFiles]) responses.push(await send('GET', url));
  // The page load's silent renewal (no cookie yet), then the form.
  responses.push(await send('POST', '/api/auth/refresh'));
  const login = await send(
    'POST',
    '/api/auth/login',
    {},
    {
      email: person.email,
      password: person.password,
    },
  );
  expect(login.statusCode, login.body).toBe(200);
  person.token = login.json().data.accessToken as string;
  person.cookie = login.cookies.find((cookie) => cookie.name === 'atiende_refresh')?.value;
  const auth = { authorization: `Bearer ${person.token}` };
  for (const url of [
    '/api/auth/me',
    '/api/feature-flags',
    '/api/tickets',
    '/api/notifications/unread-count',
    '/api/saved-views',
    '/api/departments',
  ]) {
    responses.push(await send('GET', url, auth));
  }
  responses.push(await send('POST', '/api/auth/ws-ticket', auth));
  return responses;
}

describe('an office behind one address (docs/operations.md#rate-limits)', () => {
  const testApp = useTestApp({ WEB_DIST_DIR: webDistDir });

  it('six people signing in within a minute all stay signed in: files are never counted', async () => {
    const people = await makePeople(testApp, 6);
    const responses = (
      await Promise.all(people.map((person) => signInLikeABrowser(testApp, person)))
    ).flat();
    // Six times the whole app, far more than the 600 a minute an address may spend on the API.
    expect(responses.length).toBeGreaterThan(6 * (ASSET_COUNT + shellFiles.length));
    expect(responses.filter((response) => response.statusCode === 429)).toEqual([]);
    const send = injectFrom(testApp, OFFICE_ADDRESS);
    for (const person of people) {
      const me = await send('GET', '/api/auth/me', { authorization: `Bearer ${person.token}` });
      expect(me.statusCode).toBe(200);
      const renewed = await send('POST', '/api/auth/refresh', {
        cookie: `atiende_refresh=${person.cookie}`,
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
    }
  });

  it("never counts /health or the app's files, even past the API limit", async () => {
    const send = injectFrom(testApp, '198.51.100.8');
    for (let index = 0; index < 1300; index += 1) {
      const response = await send('GET', index % 2 ? '/api/health' : '/assets/chunk-1-abc.js');
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('per user and per address (docs/operations.md#rate-limits)', () => {
  const testApp = useTestApp({
    WEB_DIST_DIR: webDistDir,
    RATE_LIMIT_USER_PER_MINUTE: '5',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '4',
  });

  it('stops one user who hammers the API, with Retry-After and the Spanish message, and not their colleague', async () => {
    const send = injectFrom(testApp, OFFICE_ADDRESS);
    const [hammering, colleague] = await makePeople(testApp, 2);
    const tokens: string[] = [];
    for (const person of [hammering!, colleague!]) {
      const login = await send('POST', '/api/auth/login', {}, person);
      tokens.push(login.json().data.accessToken as string);
    }
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    for (let call = 0; call < 5; call += 1) {
      expect((await send('GET', '/api/auth/me', as(tokens[0]!))).statusCode).toBe(200);
    }
    const refused = await send('GET', '/api/auth/me', as(tokens[0]!));
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      success: false,
      message: errorMessages.TOO_MANY_REQUESTS,
      error: { code: 'TOO_MANY_REQUESTS' },
    });
    // Same address, another user: untouched.
    expect((await send('GET', '/api/auth/me', as(tokens[1]!))).statusCode).toBe(200);
    // Still able to download the app.
    expect((await send('GET', '/assets/chunk-2-abc.js')).statusCode).toBe(200);
  });

  it('limits calls without a session per address, and only that address', async () => {
    const send = injectFrom(testApp, '203.0.113.9');
    for (let call = 0; call < 4; call += 1) {
      expect((await send('GET', '/api/departments/public')).statusCode).toBe(200);
    }
    const refused = await send('GET', '/api/departments/public');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(errorMessages.TOO_MANY_REQUESTS);
    const other = injectFrom(testApp, '203.0.113.10');
    expect((await other('GET', '/api/departments/public')).statusCode).toBe(200);
    expect((await send('GET', '/support', { accept: 'text/html' })).statusCode).toBe(200);
    expect((await send('GET', '/manifest.webmanifest')).statusCode).toBe(200);
  });

  it("refuses a forged token (401) before counting it: it spends nobody's allowance", async () => {
    const send = injectFrom(testApp, '203.0.113.11');
    const forged = { authorization: 'Bearer not-a-token' };
    for (let call = 0; call < 6; call += 1) {
      expect((await send('GET', '/api/tickets', forged)).statusCode).toBe(401);
    }
    expect((await send('GET', '/api/departments/public')).statusCode).toBe(200);
  });
});

describe('addressOf', () => {
  it('keeps IPv4 as it is and counts IPv6 by its /64 network', () => {
    expect(addressOf('198.51.100.7')).toBe('198.51.100.7');
    expect(addressOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressOf('::1')).toBe('0:0:0:0::/64');
  });
});
