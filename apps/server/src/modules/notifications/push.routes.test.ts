import { createPublicKey } from 'node:crypto';
import { notificationMessages } from '@atiende/contracts';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, pushVapidKeys } from '../../db/schema/index';
import { buildTestApp, makeSignedInUser, type TestApp } from '../../../test/build-test-app';
import {
  decryptPush,
  makeBrowserKeys,
  startFakePushService,
  type BrowserKeys,
  type FakePushService,
} from '../../../test/fake-push-service';
import { settle, ticketActions } from '../../../test/notification-helpers';
import { createDeskTicket, type HelpDesk, makeHelpDesk } from '../../../test/ticket-factories';

let open: TestApp; // loopback opened by OUTBOUND_ALLOW_HOSTS, as for an on-premise push service
let closed: TestApp; // the default: private addresses refused
let pushService: FakePushService;
let desk: HelpDesk;

beforeAll(async () => {
  pushService = await startFakePushService();
  open = await buildTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1', ADMIN_EMAIL: 'ti@example.pe' });
  closed = await buildTestApp();
  desk = await makeHelpDesk(open);
});
afterAll(async () => {
  await Promise.all([open.app.close(), closed.app.close()]);
  await pushService.close();
});

type Actor = Awaited<ReturnType<typeof makeSignedInUser>>;
const v = notificationMessages.validation;

function subscribe(app: TestApp, actor: Actor, subscription: object) {
  return app.app.inject({
    method: 'POST',
    url: '/api/notifications/subscribe',
    headers: { ...actor.headers, 'user-agent': 'Firefox de prueba' },
    payload: subscription,
  });
}

const subscriptionFor = (endpoint: string, keys: BrowserKeys) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: keys.p256dh, auth: keys.auth },
});

async function storedSubscription(app: TestApp, endpoint: string) {
  const [row] = await app.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

async function assignNewTicketTo(technician: Actor) {
  const ticket = await createDeskTicket(open.app, desk);
  await ticketActions(open.app).assign(desk.lead, ticket.id, technician.user.id);
  await settle(open.app);
  return ticket;
}

describe('GET /api/notifications/push/public-key', () => {
  it('answers the one stored VAPID key, its private half encrypted at rest', async () => {
    const first = await open.app.inject({
      method: 'GET',
      url: '/api/notifications/push/public-key',
      headers: desk.client.headers,
    });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json().data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const second = await open.app.inject({
      method: 'GET',
      url: '/api/notifications/push/public-key',
      headers: desk.admin.headers,
    });
    expect(second.json().data.publicKey).toBe(publicKey);
    const rows = await open.database.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.publicKey).toBe(publicKey);
    expect(rows[0]!.privateKeyEncrypted).toMatch(/^v1\./);
  });
});

describe('POST /api/notifications/subscribe', () => {
  it('stores the subscription and moves an endpoint to whoever subscribes it last', async () => {
    const keys = makeBrowserKeys();
    const endpoint = `${pushService.origin}/push/moving`;
    const response = await subscribe(open, desk.technician, subscriptionFor(endpoint, keys));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.message).toBe(notificationMessages.toasts.pushEnabled);
    expect(await storedSubscription(open, endpoint)).toMatchObject({
      userId: desk.technician.user.id,
      p256dh: keys.p256dh,
      auth: keys.auth,
      userAgent: 'Firefox de prueba',
    });
    await subscribe(open, desk.lead, subscriptionFor(endpoint, keys));
    expect((await storedSubscription(open, endpoint))!.userId).toBe(desk.lead.user.id);

    const removed = await open.app.inject({
      method: 'DELETE',
      url: '/api/notifications/subscribe',
      headers: desk.technician.headers,
      payload: { endpoint },
    });
    expect(removed.statusCode).toBe(200);
    expect(await storedSubscription(open, endpoint)).toBeDefined(); // not the technician's any more
    await open.app.inject({
      method: 'DELETE',
      url: '/api/notifications/subscribe',
      headers: desk.lead.headers,
      payload: { endpoint },
    });
    expect(await storedSubscription(open, endpoint)).toBeUndefined();
  });

  const keys = makeBrowserKeys();
  const withKeys = (endpoint: string, p256dh = keys.p256dh, auth = keys.auth) => ({
    endpoint,
    keys: { p256dh, auth },
  });
  const url = 'https://push.example.com/a';
  it.each([
    ['no keys', { endpoint: url }, 'keys'],
    ['no endpoint', { keys: { p256dh: keys.p256dh, auth: keys.auth } }, 'endpoint'],
    ['a non-URL endpoint', withKeys('no es una url'), 'endpoint'],
    ['an ftp endpoint', withKeys('ftp://push.example.com/a'), 'endpoint'],
    ['a short p256dh', withKeys(url, keys.auth), 'keys.p256dh'],
    ['a long auth', withKeys(url, keys.p256dh, keys.p256dh), 'keys.auth'],
    ['keys that are not base64url', withKeys(url, `${keys.p256dh}$$`), 'keys.p256dh'],
  ])('refuses a subscription with %s (400, nothing stored)', async (_case, payload, field) => {
    const response = await subscribe(open, desk.client, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: v.subscriptionInvalid,
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(response.json().error.details[0].field).toBe(field);
    const stored = await open.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, desk.client.user.id));
    expect(stored).toEqual([]);
  });

  it.each([
    'http://127.0.0.1:9/push/x',
    'https://127.0.0.1/push/x',
    'https://localhost/push/x',
    'https://10.0.0.8/push/x',
    'https://192.168.1.20/push/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/push/x',
    'https://[::ffff:127.0.0.1]/push/x',
    'https://[fd00::1]/push/x',
    'http://push.example.com/plain-http',
  ])('refuses %s when the allow-list does not open it (SSRF)', async (endpoint) => {
    const user = await makeSignedInUser(closed, 'TECHNICIAN');
    const response = await subscribe(closed, user, subscriptionFor(endpoint, makeBrowserKeys()));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('endpoint');
    expect(await storedSubscription(closed, endpoint)).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    const response = await closed.app.inject({
      method: 'POST',
      url: '/api/notifications/subscribe',
      payload: subscriptionFor('https://push.example.com/a', makeBrowserKeys()),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('web push delivery', () => {
  it('sends the push service an encrypted payload with TTL and a VAPID signature', async () => {
    const technician = await makeSignedInUser(open, 'TECHNICIAN');
    const keys = makeBrowserKeys();
    const endpoint = `${pushService.origin}/push/ok-${technician.user.id}`;
    expect((await subscribe(open, technician, subscriptionFor(endpoint, keys))).statusCode).toBe(
      201,
    );
    const ticket = await assignNewTicketTo(technician);

    const pushes = pushService.received.filter((push) => endpoint.endsWith(push.path));
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push!.headers).toMatchObject({
      ttl: '86400',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    // Only the browser's keys open it.
    const payload = JSON.parse(decryptPush(push!.body, keys));
    expect(payload).toEqual({
      title: `Se te asignó el ticket #${ticket.number}`,
      body: expect.stringContaining('te asignó'),
      url: `https://soporte.example.pe/tickets/${ticket.id}`,
      tag: ticket.id,
      notificationId: expect.any(String),
    });

    const [, token, publicKey] =
      /^vapid t=([^,]+), k=(.+)$/.exec(push!.headers.authorization ?? '') ?? [];
    const stored = await open.app.inject({
      method: 'GET',
      url: '/api/notifications/push/public-key',
      headers: technician.headers,
    });
    expect(publicKey).toBe(stored.json().data.publicKey);
    const raw = Buffer.from(publicKey!, 'base64url');
    const key = createPublicKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
    });
    const { payload: claims } = await jwtVerify(token!, key);
    expect(claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:ti@example.pe' });

    expect((await storedSubscription(open, endpoint))!.lastSuccessAt).not.toBeNull();
  });

  it.each([410, 404])('removes a subscription the push service answers %i', async (status) => {
    const technician = await makeSignedInUser(open, 'TECHNICIAN');
    const path = `/push/gone-${status}-${technician.user.id}`;
    pushService.answer(path, status);
    await subscribe(
      open,
      technician,
      subscriptionFor(`${pushService.origin}${path}`, makeBrowserKeys()),
    );
    await assignNewTicketTo(technician);
    expect(pushService.received.some((push) => push.path === path)).toBe(true);
    expect(await storedSubscription(open, `${pushService.origin}${path}`)).toBeUndefined();
  });

  it('counts other failures and keeps the subscription', async () => {
    const technician = await makeSignedInUser(open, 'TECHNICIAN');
    const path = `/push/failing-${technician.user.id}`;
    pushService.answer(path, 503);
    await subscribe(
      open,
      technician,
      subscriptionFor(`${pushService.origin}${path}`, makeBrowserKeys()),
    );
    await assignNewTicketTo(technician);
    expect(await storedSubscription(open, `${pushService.origin}${path}`)).toMatchObject({
      failureCount: 1,
      lastSuccessAt: null,
    });
  });

  it('sends nothing to a user who switched push off for the type', async () => {
    const technician = await makeSignedInUser(open, 'TECHNICIAN');
    const path = `/push/off-${technician.user.id}`;
    await subscribe(
      open,
      technician,
      subscriptionFor(`${pushService.origin}${path}`, makeBrowserKeys()),
    );
    await open.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: technician.headers,
      payload: {
        preferences: [{ type: 'TICKET_ASSIGNED', inApp: true, email: true, push: false }],
      },
    });
    await assignNewTicketTo(technician);
    expect(pushService.received.some((push) => push.path === path)).toBe(false);
  });
  it('sends nothing once the user has no live session (signed out everywhere)', async () => {
    const technician = await makeSignedInUser(open, 'TECHNICIAN');
    const path = `/push/signed-out-${technician.user.id}`;
    await subscribe(
      open,
      technician,
      subscriptionFor(`${pushService.origin}${path}`, makeBrowserKeys()),
    );
    await open.app.inject({ method: 'POST', url: '/api/auth/logout', headers: technician.headers });
    await assignNewTicketTo(technician);
    expect(pushService.received.some((push) => push.path === path)).toBe(false);
    // The subscription is kept: signing in again brings pushes back.
    expect(await storedSubscription(open, `${pushService.origin}${path}`)).toBeDefined();
  });
});
