import { SOCKET_CLOSE_CODES, SOCKET_CLOSE_REASONS } from '@atiende/contracts';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, makeSignedInUser, type TestApp } from '../../../test/build-test-app';
import {
  connectAs,
  issueWsTicket,
  listenForSockets,
  openSocket,
  settle,
} from '../../../test/socket-client';
import {
  assignTicket,
  createDeskTicket,
  type HelpDesk,
  makeHelpDesk,
} from '../../../test/ticket-factories';
import { useTwoInstances } from '../../../test/two-instances';
import { until } from '../../../test/until';
import { createRedis } from '../redis';
import { decodeEnvelope } from './fan-out';

const redisUrl = process.env.TEST_REDIS_URL;
const isPostgres = inject('testEngine') === 'postgres';

/**
 * docs/architecture.md scale-out: two instances of one deployment, one PostgreSQL database and one
 * Redis (CI sets TEST_DATABASE_URL and TEST_REDIS_URL; the PGlite project has no shared database).
 */
describe.skipIf(!redisUrl || !isPostgres)('two instances on one PostgreSQL and one Redis', () => {
  const instances = useTwoInstances(redisUrl);
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    ({ a, b } = instances);
    [urlA, urlB] = [await listenForSockets(a.app), await listenForSockets(b.app)];
  });

  it('accepts on B a ws-ticket issued by A, once', async () => {
    const user = await makeSignedInUser(a);
    const token = await issueWsTicket(a.app, user.headers);
    const onB = openSocket(urlB, token);
    expect((await onB.next('connected')).data.userId).toBe(user.user.id);
    const replayOnA = openSocket(urlA, token);
    expect(await replayOnA.closed).toEqual({
      code: SOCKET_CLOSE_CODES.policyViolation,
      reason: SOCKET_CLOSE_REASONS.ticketInvalid,
    });
    onB.socket.close();
  });

  // docs/realtime.md#presence: the dashboards' "En línea" asks whichever instance answers.
  it('counts as online on A a user whose only socket is on B, until it closes', async () => {
    const user = await makeSignedInUser(a);
    const onB = await connectAs(a.app, urlB, user.headers);
    expect(a.app.realtime.connectedUserIds()).not.toContain(user.user.id);
    await until(
      () => a.app.realtime.onlineUserIds(),
      (ids) => ids.includes(user.user.id),
    );
    expect(await b.app.realtime.onlineUserIds()).toContain(user.user.id);
    onB.socket.close();
    await until(
      () => a.app.realtime.onlineUserIds(),
      (ids) => !ids.includes(user.user.id),
    );
  });

  it('delivers what A sends to a socket held by B, once per socket', async () => {
    const user = await makeSignedInUser(a);
    const onB = await connectAs(a.app, urlB, user.headers);
    const onA = await connectAs(a.app, urlA, user.headers);
    const bystander = await makeSignedInUser(a);
    const bystanderOnB = await connectAs(b.app, urlB, bystander.headers);
    a.app.realtime.sendToUsers([user.user.id], { type: 'unread_count', data: { unreadCount: 4 } });
    expect((await onB.next('unread_count')).data.unreadCount).toBe(4);
    expect((await onA.next('unread_count')).data.unreadCount).toBe(4);
    await settle(300);
    // A delivered locally and skipped its own message coming back from Redis.
    expect(onA.messages.filter((message) => message.type === 'unread_count')).toHaveLength(1);
    expect(onB.messages.filter((message) => message.type === 'unread_count')).toHaveLength(1);
    expect(bystanderOnB.messages.map((message) => message.type)).toEqual(['connected']);
    for (const client of [onA, onB, bystanderOnB]) client.socket.close();
  });

  it('pushes a ticket change made through A to the viewers connected to B, and only them', async () => {
    const desk = await makeHelpDesk(a);
    const technicianOnB = await connectAs(b.app, urlB, desk.technician.headers);
    const otherClientOnB = await connectAs(b.app, urlB, desk.otherClient.headers);
    const ticket = await createAndAssign(a.app, desk);
    // Created and assigned within one coalescing window arrive as one `created`.
    const change = await technicianOnB.next(
      'ticket_changed',
      (message) => message.data.ticketId === ticket.id,
    );
    expect(change.data.number).toBe(ticket.number);
    await settle();
    expect(otherClientOnB.messages.map((message) => message.type)).toEqual(['connected']);
    technicianOnB.socket.close();
    otherClientOnB.socket.close();
  });

  it('raises a notification on B when a ticket is assigned through A', async () => {
    const desk = await makeHelpDesk(a);
    const technicianOnB = await connectAs(b.app, urlB, desk.technician.headers);
    const ticket = await createAndAssign(a.app, desk);
    const notification = await technicianOnB.next(
      'notification',
      (message) => message.data.ticket?.id === ticket.id && message.data.type === 'TICKET_ASSIGNED',
    );
    expect(notification.data.ticket?.number).toBe(ticket.number);
    technicianOnB.socket.close();
  });

  it('ends on B a session signed out through A: its socket closes and its token is refused', async () => {
    const user = await makeSignedInUser(a);
    const onB = await connectAs(b.app, urlB, user.headers);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(await onB.closed).toEqual({
      code: SOCKET_CLOSE_CODES.policyViolation,
      reason: SOCKET_CLOSE_REASONS.sessionEnded,
    });
    const me = await b.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
  });
});

/** Through one instance: the client opens a ticket and the lead assigns it to the technician. */
async function createAndAssign(app: TestApp['app'], desk: HelpDesk) {
  const ticket = await createDeskTicket(app, desk);
  const assigned = await assignTicket(app, desk.lead, ticket.id, desk.technician.user.id);
  expect(assigned.statusCode).toBe(200);
  return ticket;
}

describe('with Redis configured but down', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let down: Redis;
  beforeAll(async () => {
    const log = { warn: () => undefined };
    down = createRedis('redis://127.0.0.1:1', log)!;
    testApp = await buildTestApp({}, { redis: down });
    baseUrl = await listenForSockets(testApp.app);
  });
  afterAll(async () => {
    await testApp.app.close();
    down.disconnect();
  });

  it('still issues tickets and delivers on this instance', async () => {
    const user = await makeSignedInUser(testApp);
    const client = await connectAs(testApp.app, baseUrl, user.headers);
    testApp.app.realtime.sendToUsers([user.user.id], {
      type: 'unread_count',
      data: { unreadCount: 1 },
    });
    expect((await client.next('unread_count')).data.unreadCount).toBe(1);
    // Presence falls back to this instance's own sockets.
    expect(await testApp.app.realtime.onlineUserIds()).toContain(user.user.id);
    client.socket.close();
  });
});

describe('decodeEnvelope', () => {
  it('drops what does not parse or has the wrong shape', () => {
    expect(decodeEnvelope('{')).toBeNull();
    expect(decodeEnvelope('null')).toBeNull();
    expect(
      decodeEnvelope(JSON.stringify({ kind: 'users', userIds: ['a'], message: 'x' })),
    ).toBeNull();
    expect(
      decodeEnvelope(JSON.stringify({ origin: 'o', kind: 'users', userIds: 'a', message: 'x' })),
    ).toBeNull();
    expect(
      decodeEnvelope(JSON.stringify({ origin: 'o', kind: 'shell', command: 'rm' })),
    ).toBeNull();
    expect(
      decodeEnvelope(
        JSON.stringify({ origin: 'o', kind: 'revoked', sessionIds: ['s'], revokedAt: 1 }),
      ),
    ).toEqual({ origin: 'o', kind: 'revoked', sessionIds: ['s'], revokedAt: 1 });
    const each = { origin: 'o', kind: 'each', items: [{ userId: 'u', message: '{}' }] };
    expect(decodeEnvelope(JSON.stringify(each))).toEqual(each);
    expect(
      decodeEnvelope(JSON.stringify({ origin: 'o', kind: 'each', items: [{ userId: 'u' }] })),
    ).toBeNull();
    expect(decodeEnvelope(JSON.stringify({ origin: 'o', kind: 'each', items: [null] }))).toBeNull();
  });
});
