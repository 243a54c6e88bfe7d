import { SOCKET_CLOSE_CODES, SOCKET_CLOSE_REASONS, WS_TICKET_TTL_MS } from '@atiende/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  useTestApp,
  makeSignedInUser,
  signIn,
  type TestApp,
} from '../../../test/build-test-app';
import { WebSocket } from 'ws';
import {
  connectAs,
  issueWsTicket,
  listenForSockets,
  openSocket,
  settle,
} from '../../../test/socket-client';
import { MAX_SOCKETS_PER_USER } from './socket-registry';

const METRICS_TOKEN = 'metrics-token-for-the-socket-tests';
let baseUrl: string;

const PUBLIC_URL = 'https://soporte.example.pe';
const CORS_ORIGIN = 'https://panel.example.pe:8443';
const testApp = useTestApp({ METRICS_TOKEN, PUBLIC_URL, CORS_ORIGINS: CORS_ORIGIN });
beforeAll(async () => {
  baseUrl = await listenForSockets(testApp.app);
});

const policy = SOCKET_CLOSE_CODES.policyViolation;

describe('POST /api/auth/ws-ticket', () => {
  it('gives a signed-in user a single-use ticket valid for 30 s', async () => {
    const { headers } = await makeSignedInUser(testApp, 'TECHNICIAN');
    const before = Date.now();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/ws-ticket',
      headers,
    });
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiry = new Date(expiresAt).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + WS_TICKET_TTL_MS);
    expect(expiry).toBeLessThanOrEqual(after + WS_TICKET_TTL_MS);
  });

  it('refuses an anonymous caller with 401 and its message', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/ws-ticket' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a signed-out session', async () => {
    const user = await makeSignedInUser(testApp);
    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/ws-ticket',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /ws/notifications', () => {
  it('opens with a ticket and says `connected` with the user id', async () => {
    const user = await makeSignedInUser(testApp);
    const client = openSocket(baseUrl, await issueWsTicket(testApp.app, user.headers));
    expect((await client.next('connected')).data).toEqual({ userId: user.user.id });
    client.socket.close(SOCKET_CLOSE_CODES.normal);
    await client.closed;
  });

  it.each([
    ['no token', undefined, SOCKET_CLOSE_REASONS.ticketMissing],
    ['an empty token', '', SOCKET_CLOSE_REASONS.ticketMissing],
    ['a made-up token', 'x'.repeat(43), SOCKET_CLOSE_REASONS.ticketInvalid],
    [
      'an access token instead of a ticket',
      'eyJhbGciOiJIUzI1NiJ9.e30.x',
      SOCKET_CLOSE_REASONS.ticketInvalid,
    ],
  ])('closes a socket with %s with 1008 and sends nothing', async (_label, token, reason) => {
    const client = openSocket(baseUrl, token);
    expect(await client.closed).toEqual({ code: policy, reason });
    expect(client.messages).toEqual([]);
  });

  it.each([
    ['PUBLIC_URL', PUBLIC_URL],
    ['CORS_ORIGINS', CORS_ORIGIN],
    ['the host it connects to (the app this server serves)', 'same-host'],
  ])('opens for a page whose Origin is %s', async (_label, origin) => {
    const user = await makeSignedInUser(testApp);
    const client = openSocket(baseUrl, await issueWsTicket(testApp.app, user.headers), {
      origin: origin === 'same-host' ? baseUrl.replace(/^ws:/, 'http:') : origin,
    });
    expect((await client.next('connected')).data).toEqual({ userId: user.user.id });
    client.socket.close(SOCKET_CLOSE_CODES.normal);
    await client.closed;
  });

  it.each([
    'https://evil.example',
    'https://soporte.example.pe.evil.example',
    'http://soporte.example.pe',
    'https://panel.example.pe',
    'null',
  ])(
    'refuses the upgrade from the foreign Origin %s with 403, keeping the ticket',
    async (origin) => {
      const user = await makeSignedInUser(testApp);
      const token = await issueWsTicket(testApp.app, user.headers);
      const socket = new WebSocket(`${baseUrl}/ws/notifications?token=${token}`, { origin });
      const status = await new Promise<number | undefined>((resolve) => {
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
        socket.on('open', () => resolve(undefined));
        socket.on('error', () => undefined);
      });
      socket.terminate();
      expect(status).toBe(403);
      // Refused before the ticket was looked at: it still opens a socket from our own page.
      const client = openSocket(baseUrl, token, { origin: PUBLIC_URL });
      await client.next('connected');
      client.socket.close(SOCKET_CLOSE_CODES.normal);
      await client.closed;
    },
  );

  it('accepts a ticket once: the second socket with it is closed with 1008', async () => {
    const user = await makeSignedInUser(testApp);
    const token = await issueWsTicket(testApp.app, user.headers);
    const first = openSocket(baseUrl, token);
    await first.next('connected');
    const second = openSocket(baseUrl, token);
    expect(await second.closed).toEqual({
      code: policy,
      reason: SOCKET_CLOSE_REASONS.ticketInvalid,
    });
    expect(second.messages).toEqual([]);
    first.socket.close();
  });

  it('refuses a ticket whose session ended before the socket opened', async () => {
    const user = await makeSignedInUser(testApp);
    const token = await issueWsTicket(testApp.app, user.headers);
    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    const client = openSocket(baseUrl, token);
    expect((await client.closed).code).toBe(policy);
    expect(client.messages).toEqual([]);
  });

  it('answers a ping with a pong carrying the same timestamp', async () => {
    const user = await makeSignedInUser(testApp);
    const client = await connectAs(testApp.app, baseUrl, user.headers);
    client.socket.send(JSON.stringify({ type: 'ping', timestamp: 1_732_000_000_123 }));
    expect(await client.next('pong')).toEqual({ type: 'pong', timestamp: 1_732_000_000_123 });
    client.socket.close();
  });

  it('ignores garbage (bad JSON, unknown types, binary) and keeps the socket open', async () => {
    const user = await makeSignedInUser(testApp);
    const client = await connectAs(testApp.app, baseUrl, user.headers);
    client.socket.send('{not json');
    client.socket.send(JSON.stringify({ type: 'subscribe', channel: 'admin' }));
    client.socket.send(JSON.stringify({ type: 'ping', timestamp: 'mañana' }));
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    client.socket.send(JSON.stringify({ type: 'ping', timestamp: 7 }));
    expect(await client.next('pong')).toEqual({ type: 'pong', timestamp: 7 });
    expect(client.messages.map((message) => message.type)).toEqual(['connected', 'pong']);
    client.socket.close();
  });

  it('closes a socket that sends a frame above 4 KB (1009)', async () => {
    const user = await makeSignedInUser(testApp);
    const client = await connectAs(testApp.app, baseUrl, user.headers);
    client.socket.send(JSON.stringify({ type: 'ping', timestamp: 1, padding: 'x'.repeat(5_000) }));
    expect((await client.closed).code).toBe(1009);
  });

  it('closes a socket that floods messages with 1008', async () => {
    const user = await makeSignedInUser(testApp);
    const client = await connectAs(testApp.app, baseUrl, user.headers);
    for (let i = 0; i < 30; i += 1)
      client.socket.send(JSON.stringify({ type: 'ping', timestamp: i }));
    expect(await client.closed).toEqual({
      code: policy,
      reason: SOCKET_CLOSE_REASONS.tooManyMessages,
    });
  });

  it(`keeps at most ${MAX_SOCKETS_PER_USER} sockets per user on an instance`, async () => {
    const user = await makeSignedInUser(testApp);
    const open = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i += 1) {
      open.push(await connectAs(testApp.app, baseUrl, user.headers));
    }
    const extra = openSocket(baseUrl, await issueWsTicket(testApp.app, user.headers));
    expect(await extra.closed).toEqual({
      code: policy,
      reason: SOCKET_CLOSE_REASONS.tooManyConnections,
    });
    for (const client of open) client.socket.close();
    await Promise.all(open.map((client) => client.closed));
  });

  it('closes the socket with 1008 when its session signs out, and only that session', async () => {
    const user = await makeSignedInUser(testApp);
    const client = await connectAs(testApp.app, baseUrl, user.headers);
    const other = await makeSignedInUser(testApp);
    const bystander = await connectAs(testApp.app, baseUrl, other.headers);
    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(await client.closed).toEqual({
      code: policy,
      reason: SOCKET_CLOSE_REASONS.sessionEnded,
    });
    await settle(100);
    expect(bystander.socket.readyState).toBe(bystander.socket.OPEN);
    bystander.socket.close();
  });

  it('closes the other sessions’ sockets when the password changes, not the caller’s', async () => {
    const user = await makeSignedInUser(testApp);
    const here = await connectAs(testApp.app, baseUrl, user.headers);
    const second = await signIn(testApp.app, user.user.email, user.user.password);
    const elsewhere = await connectAs(testApp.app, baseUrl, {
      authorization: `Bearer ${second.accessToken}`,
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: user.headers,
      payload: { currentPassword: user.user.password, newPassword: 'Otra-Clave-Segura-2027' },
    });
    expect(response.statusCode).toBe(200);
    expect(await elsewhere.closed).toEqual({
      code: policy,
      reason: SOCKET_CLOSE_REASONS.sessionEnded,
    });
    expect(here.socket.readyState).toBe(here.socket.OPEN);
    here.socket.close();
  });

  it('counts open sockets in /metrics', async () => {
    const user = await makeSignedInUser(testApp);
    const client = await connectAs(testApp.app, baseUrl, user.headers);
    const metrics = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/^atiende_websocket_connections [1-9]\d*$/m);
    expect(testApp.app.realtime.connectionCount()).toBeGreaterThanOrEqual(1);
    client.socket.close();
  });

  it('delivers sendToUsers to every socket of the user and to nobody else', async () => {
    const user = await makeSignedInUser(testApp);
    const [tab1, tab2] = [
      await connectAs(testApp.app, baseUrl, user.headers),
      await connectAs(testApp.app, baseUrl, user.headers),
    ];
    const other = await makeSignedInUser(testApp);
    const stranger = await connectAs(testApp.app, baseUrl, other.headers);
    testApp.app.realtime.sendToUsers([user.user.id], {
      type: 'unread_count',
      data: { unreadCount: 3 },
    });
    for (const tab of [tab1, tab2]) {
      expect((await tab.next('unread_count')).data).toEqual({ unreadCount: 3 });
    }
    await settle(100);
    expect(stranger.messages.map((message) => message.type)).toEqual(['connected']);
    for (const client of [tab1, tab2, stranger]) client.socket.close();
  });
});

describe('socket lifetime', () => {
  let shortLived: TestApp;
  let shortUrl: string;
  beforeAll(async () => {
    shortLived = await buildTestApp({
      WS_TICKET_TTL_MS: '300',
      WS_HEARTBEAT_INTERVAL_MS: '100',
      RATE_LIMIT_WS_TICKETS_PER_MINUTE: '5',
    });
    shortUrl = await listenForSockets(shortLived.app);
  });

  it('limits tickets per user (429 with its message), not per address', async () => {
    const [eager, calm] = [await makeSignedInUser(shortLived), await makeSignedInUser(shortLived)];
    const issue = (headers: Record<string, string>) =>
      shortLived.app.inject({ method: 'POST', url: '/api/auth/ws-ticket', headers });
    for (let i = 0; i < 5; i += 1) expect((await issue(eager.headers)).statusCode).toBe(200);
    const refused = await issue(eager.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(refused.json().message).toEqual(expect.any(String));
    expect((await issue(calm.headers)).statusCode).toBe(200);
  });

  it('refuses an expired ticket with 1008', async () => {
    const user = await makeSignedInUser(shortLived);
    const token = await issueWsTicket(shortLived.app, user.headers);
    await settle(400);
    const client = openSocket(shortUrl, token);
    expect(await client.closed).toEqual({
      code: policy,
      reason: SOCKET_CLOSE_REASONS.ticketInvalid,
    });
  });

  it('terminates a peer that stops answering pings, and keeps one that answers', async () => {
    const user = await makeSignedInUser(shortLived);
    const dead = openSocket(shortUrl, await issueWsTicket(shortLived.app, user.headers), {
      autoPong: false,
    });
    const alive = openSocket(shortUrl, await issueWsTicket(shortLived.app, user.headers));
    await Promise.all([dead.next('connected'), alive.next('connected')]);
    expect((await dead.closed).code).toBe(1006); // cut, no close frame
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
  });

  it('closes every socket with 1001 when the server shuts down', async () => {
    const user = await makeSignedInUser(shortLived);
    const client = await connectAs(shortLived.app, shortUrl, user.headers);
    await shortLived.app.close();
    expect(await client.closed).toEqual({
      code: SOCKET_CLOSE_CODES.goingAway,
      reason: SOCKET_CLOSE_REASONS.serverShutdown,
    });
  });
});

describe('a reconnection storm (docs/realtime.md#reconnecting)', () => {
  it('opens at most WS_CONNECTIONS_PER_SECOND sockets a second and answers the rest 429', async () => {
    const gated = await buildTestApp({ PUBLIC_URL, WS_CONNECTIONS_PER_SECOND: '2' });
    try {
      const url = await listenForSockets(gated.app);
      const user = await makeSignedInUser(gated);
      const tokens = await Promise.all([1, 2, 3].map(() => issueWsTicket(gated.app, user.headers)));
      const upgrade = (token: string) => {
        const socket = new WebSocket(`${url}/ws/notifications?token=${token}`);
        return new Promise<{ status: number | 'open'; retryAfter?: string }>((resolve) => {
          socket.on('unexpected-response', (_request, response) => {
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: response.headers['retry-after'],
            });
            socket.terminate();
          });
          socket.on('open', () => {
            resolve({ status: 'open' });
            socket.close(SOCKET_CLOSE_CODES.normal);
          });
          socket.on('error', () => undefined);
        });
      };
      const [first, second, third] = await Promise.all(tokens.map(upgrade));
      expect([first!.status, second!.status]).toEqual(['open', 'open']);
      expect(third).toEqual({ status: 429, retryAfter: '1' });
      // A moment later the refused browser's next try gets in, with the same unused ticket.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await upgrade(tokens[2]!)).status).toBe('open');
    } finally {
      await gated.app.close();
    }
  });
});
