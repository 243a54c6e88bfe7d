import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerSocketMessage } from '@atiende/contracts';
import { ApiError } from '../api-error';
import {
  RealtimeSocketClient,
  SOCKET_STALE_CLOSE_CODE,
  type SocketConnection,
  type SocketEvents,
  type SocketSnapshot,
} from './socket-client';
import { parseServerMessage } from './socket-messages';

const USER_ID = '8c0b8a52-5d0e-4f4e-9d59-2d4f7c1e9a10';

/** A socket the test drives: it records what the client sent and plays the server's part. */
class FakeSocket implements SocketConnection {
  sent: string[] = [];
  closedWith: { code: number; reason: string } | null = null;
  constructor(
    readonly token: string,
    private readonly events: SocketEvents,
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number, reason: string) {
    this.closedWith = { code, reason };
  }
  open() {
    this.events.onOpen();
  }
  receive(message: ServerSocketMessage) {
    this.events.onMessage(JSON.stringify(message));
  }
  receiveRaw(data: unknown) {
    this.events.onMessage(data);
  }
  serverClose(code: number, reason = '') {
    this.events.onClose(code, reason);
  }
}

function setup(options: { hasSession?: boolean; random?: () => number } = {}) {
  const sockets: FakeSocket[] = [];
  const snapshots: SocketSnapshot[] = [];
  const messages: ServerSocketMessage[] = [];
  let ticketNumber = 0;
  const fetchTicket = vi.fn(async () => `ticket-${++ticketNumber}`);
  const session = { isActive: options.hasSession ?? true };
  const onSessionEnded = vi.fn();
  const client = new RealtimeSocketClient({
    fetchTicket,
    openSocket: (token, events) => {
      const socket = new FakeSocket(token, events);
      sockets.push(socket);
      return socket;
    },
    parseMessage: parseServerMessage,
    onMessage: (message) => messages.push(message),
    onSnapshot: (snapshot) => snapshots.push(snapshot),
    hasSession: () => session.isActive,
    isSessionEnded: (error) => error instanceof ApiError && error.status === 401,
    onSessionEnded,
    now: () => Date.now(),
    // The longest wait of each attempt, so the steps below are exact (jitter: its own test).
    random: options.random ?? (() => 1),
  });
  const latest = () => sockets[sockets.length - 1]!;
  /** Lets the ticket promise resolve and the socket open. */
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return {
    client,
    sockets,
    snapshots,
    messages,
    fetchTicket,
    session,
    latest,
    settle,
    onSessionEnded,
  };
}

const connected: ServerSocketMessage = { type: 'connected', data: { userId: USER_ID } };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeSocketClient (docs/product/notifications.md#real-time-connection real-time socket)', () => {
  it('asks for a ticket, connects with it and reports connecting then connected', async () => {
    const { client, latest, settle, fetchTicket } = setup();
    client.start();
    expect(client.getSnapshot().state).toBe('connecting');
    await settle();
    expect(fetchTicket).toHaveBeenCalledTimes(1);
    expect(latest().token).toBe('ticket-1');
    latest().open();
    expect(client.getSnapshot()).toEqual({ state: 'connected', attempt: 0, isExhausted: false });
  });

  it('sends a ping with a timestamp every 30 s while connected', async () => {
    const { client, latest, settle } = setup();
    client.start();
    await settle();
    latest().open();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(latest().sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    latest().receive({ type: 'pong', timestamp: Date.now() });
    await vi.advanceTimersByTimeAsync(30_000);
    const pings = latest().sent.map((frame) => JSON.parse(frame) as { type: string });
    expect(pings).toHaveLength(2);
    expect(pings[0]).toEqual({ type: 'ping', timestamp: expect.any(Number) });
  });

  it('reconnects after 1, 2, 4, 8 and 16 s with a new ticket each time, then gives up', async () => {
    const { client, sockets, latest, settle, fetchTicket } = setup();
    client.start();
    await settle();
    latest().open();
    latest().serverClose(1006);

    const delays = [1_000, 2_000, 4_000, 8_000, 16_000];
    for (const [index, delay] of delays.entries()) {
      expect(client.getSnapshot()).toEqual({
        state: 'error',
        attempt: index + 1,
        isExhausted: false,
      });
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(sockets).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(index + 2);
      // Never reuse a ticket: they are single-use.
      expect(latest().token).toBe(`ticket-${index + 2}`);
      latest().serverClose(1006);
    }

    expect(client.getSnapshot()).toEqual({ state: 'error', attempt: 5, isExhausted: true });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(6);
    expect(fetchTicket).toHaveBeenCalledTimes(6);
  });

  it('waits a random part of each ceiling (full jitter), so clients cut off together spread out', async () => {
    const { client, sockets, latest, settle } = setup({ random: () => 0.25 });
    client.start();
    await settle();
    latest().open();
    latest().serverClose(1001, 'server_shutdown');
    await vi.advanceTimersByTimeAsync(249);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    latest().serverClose(1006);
    // Second attempt: a quarter of 2 s.
    await vi.advanceTimersByTimeAsync(499);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
  });

  it('counts a failed ticket request as an attempt', async () => {
    const { client, sockets, settle, fetchTicket } = setup();
    fetchTicket.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'sin red'));
    client.start();
    await settle();
    expect(client.getSnapshot()).toMatchObject({ state: 'error', attempt: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(1);
  });

  it('starts the series over once the server answers on a new connection', async () => {
    const { client, latest, settle } = setup();
    client.start();
    await settle();
    latest().open();
    latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    latest().serverClose(1006);
    expect(client.getSnapshot().attempt).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    latest().open();
    latest().receive(connected);
    expect(client.getSnapshot()).toEqual({ state: 'connected', attempt: 0, isExhausted: false });
    latest().serverClose(1006);
    expect(client.getSnapshot().attempt).toBe(1);
  });

  it('does not reconnect after a normal close (1000)', async () => {
    const { client, sockets, latest, settle } = setup();
    client.start();
    await settle();
    latest().open();
    latest().serverClose(1000);
    expect(client.getSnapshot()).toEqual({
      state: 'disconnected',
      attempt: 0,
      isExhausted: false,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not reconnect after 1008 once the session has ended, and says so once', async () => {
    const { client, sockets, latest, settle, onSessionEnded } = setup();
    client.start();
    await settle();
    latest().open();
    latest().serverClose(1008, 'session_ended');
    expect(client.getSnapshot().state).toBe('disconnected');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not report an ended session the browser already signed out of', async () => {
    const { client, latest, settle, session, onSessionEnded } = setup();
    client.start();
    await settle();
    latest().open();
    session.isActive = false;
    latest().serverClose(1008, 'session_ended');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('does not reconnect after 1008 when no session is left in the browser', async () => {
    const { client, sockets, latest, settle, session } = setup();
    client.start();
    await settle();
    session.isActive = false;
    latest().serverClose(1008, 'ticket_invalid');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.getSnapshot().state).toBe('disconnected');
  });

  it('retries a 1008 for an expired ticket with a new ticket while signed in', async () => {
    const { client, sockets, latest, settle } = setup();
    client.start();
    await settle();
    latest().serverClose(1008, 'ticket_invalid');
    expect(client.getSnapshot()).toMatchObject({ state: 'error', attempt: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
    expect(latest().token).toBe('ticket-2');
  });

  it('stops for good when the ticket call says the session ended (401)', async () => {
    const { client, sockets, settle, fetchTicket } = setup();
    fetchTicket.mockRejectedValueOnce(new ApiError(401, 'UNAUTHORIZED', 'sesión vencida'));
    client.start();
    await settle();
    expect(client.getSnapshot().state).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(0);
    expect(fetchTicket).toHaveBeenCalledTimes(1);
  });

  it('passes valid messages on and ignores pongs and malformed frames', async () => {
    const { client, latest, settle, messages } = setup();
    client.start();
    await settle();
    latest().open();
    latest().receive(connected);
    latest().receive({ type: 'pong', timestamp: 1 });
    latest().receiveRaw('not json');
    latest().receiveRaw(JSON.stringify({ type: 'notification', data: { id: 'x' } }));
    latest().receive({ type: 'unread_count', data: { unreadCount: 3 } });
    expect(messages.map((message) => message.type)).toEqual(['connected', 'unread_count']);
  });

  it('drops a connection that stopped answering pings and reconnects', async () => {
    const { client, sockets, latest, settle } = setup();
    client.start();
    await settle();
    latest().open();
    const silent = latest();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(silent.closedWith).toEqual({
      code: SOCKET_STALE_CLOSE_CODE,
      reason: expect.any(String),
    });
    expect(client.getSnapshot()).toMatchObject({ state: 'error', attempt: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('closes normally on stop and ignores whatever the old socket still reports', async () => {
    const { client, sockets, latest, settle } = setup();
    client.start();
    await settle();
    latest().open();
    const first = latest();
    client.stop();
    expect(first.closedWith?.code).toBe(1000);
    first.serverClose(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.getSnapshot().state).toBe('disconnected');
  });

  it('ignores a ticket that arrives after stop', async () => {
    const { client, sockets, settle } = setup();
    client.start();
    client.stop();
    await settle();
    expect(sockets).toHaveLength(0);
  });

  it('reconnects at once when asked after the attempts ran out', async () => {
    const { client, sockets, latest, settle } = setup();
    client.start();
    await settle();
    latest().serverClose(1006);
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      await vi.advanceTimersByTimeAsync(delay);
      latest().serverClose(1006);
    }
    expect(client.getSnapshot().isExhausted).toBe(true);
    client.handleVisible();
    expect(client.getSnapshot()).toEqual({ state: 'connecting', attempt: 0, isExhausted: false });
    await settle();
    expect(sockets).toHaveLength(7);
  });

  it('skips the wait when the browser comes back online', async () => {
    const { client, sockets, latest, settle } = setup();
    client.start();
    await settle();
    latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(500);
    client.handleOnline();
    await settle();
    expect(sockets).toHaveLength(2);
    // The pending back-off timer was cancelled: no extra socket at the 1 s mark.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('stays put on "online" and "visible" while connected or after a normal close', async () => {
    const { client, sockets, latest, settle } = setup();
    client.start();
    await settle();
    latest().open();
    client.handleOnline();
    client.handleVisible();
    latest().serverClose(1000);
    client.handleOnline();
    client.handleVisible();
    await settle();
    expect(sockets).toHaveLength(1);
  });

  it('reports each change of state once', async () => {
    const { client, latest, settle, snapshots } = setup();
    client.start();
    await settle();
    latest().open();
    latest().receive(connected);
    latest().serverClose(1000);
    expect(snapshots.map((snapshot) => snapshot.state)).toEqual([
      'connecting',
      'connected',
      'disconnected',
    ]);
  });
});
