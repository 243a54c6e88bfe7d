import {
  SOCKET_CLOSE_CODES,
  SOCKET_CLOSE_REASONS,
  SOCKET_MAX_RECONNECT_ATTEMPTS,
  SOCKET_PING_INTERVAL_MS,
  socketReconnectDelay,
  type ClientSocketMessage,
  type ServerSocketMessage,
  type SocketState,
} from '@atiende/contracts';

/*
 * The real-time socket (docs/realtime.md), as an explicit state machine, free of React and of
 * the browser so it is tested with fake timers and a fake socket:
 *
 *   disconnected ─start─▶ connecting ─open─▶ connected
 *        ▲                   │  ▲              │ abnormal close / no answer to pings
 *        │ normal close,     ▼  │ back-off     ▼
 *        │ ended session    error ◀────────────┘
 *        └──────────────────  │ after SOCKET_MAX_RECONNECT_ATTEMPTS: exhausted, waits for
 *                                "Intentar nuevamente", the network or the tab to come back
 *
 * Every connect asks for a new single-use ticket first. Back-off: a random wait up to 1 s, doubling
 * to 30 s (full jitter, docs/realtime.md#reconnecting), at most 5 attempts; none after a normal close (1000), nor after 1008 once the session has ended
 * (reason `session_ended`, or no token left: the auth flow signs the user out; a 401 on the
 * ticket call stops it too).
 */

/** The socket as the client uses it; the browser's WebSocket is adapted in socket-runtime.ts. */
export interface SocketConnection {
  send(data: string): void;
  /** Closes without reporting back: the client already knows why. */
  close(code: number, reason: string): void;
}

export interface SocketEvents {
  onOpen(): void;
  onMessage(data: unknown): void;
  onClose(code: number, reason: string): void;
  onError(): void;
}

export interface SocketSnapshot {
  state: SocketState;
  /** Reconnect attempts since the last good connection (0 to SOCKET_MAX_RECONNECT_ATTEMPTS). */
  attempt: number;
  /** Every attempt failed: no more until retry(), the network or the tab comes back. */
  isExhausted: boolean;
}

export interface RealtimeSocketOptions {
  /** POST /api/auth/ws-ticket → the `?token=` value. */
  fetchTicket(): Promise<string>;
  openSocket(token: string, events: SocketEvents): SocketConnection;
  /** A valid incoming message, or null (validated with serverSocketMessageSchema). */
  parseMessage(data: unknown): ServerSocketMessage | null;
  onMessage(message: ServerSocketMessage): void;
  onSnapshot(snapshot: SocketSnapshot): void;
  /** Is someone still signed in here (an access token is stored)? */
  hasSession(): boolean;
  /** The ticket call failed because the session ended (401/403): stop for good. */
  isSessionEnded(error: unknown): boolean;
  /**
   * The server closed the socket because this session ended elsewhere (signed out on another
   * device, password changed, account disabled) while a token is still stored here: the app
   * should sign out now rather than at its next request.
   */
  onSessionEnded?(): void;
  now?: () => number;
  /** The jitter's random source (Math.random unless a test fixes it). */
  random?: () => number;
}

/** Our own close when the server stopped answering pings (any 4000–4999 code is ours to use). */
export const SOCKET_STALE_CLOSE_CODE = 4000;

export class RealtimeSocketClient {
  private snapshot: SocketSnapshot = { state: 'disconnected', attempt: 0, isExhausted: false };
  private socket: SocketConnection | null = null;
  /** Bumped on every connect and stop, so late callbacks of an older socket are ignored. */
  private generation = 0;
  private isRunning = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastMessageAt = 0;
  private readonly now: () => number;

  constructor(private readonly options: RealtimeSocketOptions) {
    this.now = options.now ?? Date.now;
  }

  getSnapshot(): SocketSnapshot {
    return this.snapshot;
  }

  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.connect();
  }

  /** Signs off: a normal close, no reconnect. */
  stop(): void {
    this.isRunning = false;
    this.generation += 1;
    this.clearTimers();
    this.dropSocket(SOCKET_CLOSE_CODES.normal, 'client stop');
    this.update({ state: 'disconnected', attempt: 0, isExhausted: false });
  }

  /** "Intentar nuevamente": a fresh series of attempts, starting now. */
  retry(): void {
    if (this.snapshot.state === 'connected' || this.snapshot.state === 'connecting') return;
    this.isRunning = true;
    this.clearTimers();
    this.update({ ...this.snapshot, attempt: 0, isExhausted: false });
    this.connect();
  }

  /** The browser is back online: no need to wait for the back-off. */
  handleOnline(): void {
    if (this.isRunning || this.snapshot.isExhausted) this.retry();
  }

  /** The tab is visible again: reconnect if the attempts ran out meanwhile. */
  handleVisible(): void {
    if (this.snapshot.isExhausted) this.retry();
  }

  private update(next: SocketSnapshot): void {
    const previous = this.snapshot;
    this.snapshot = next;
    if (
      previous.state !== next.state ||
      previous.attempt !== next.attempt ||
      previous.isExhausted !== next.isExhausted
    ) {
      this.options.onSnapshot(next);
    }
  }

  private connect(): void {
    const generation = ++this.generation;
    this.dropSocket(SOCKET_CLOSE_CODES.normal, 'reconnect');
    this.update({ ...this.snapshot, state: 'connecting', isExhausted: false });
    this.options.fetchTicket().then(
      (token) => {
        if (generation !== this.generation) return;
        this.open(token, generation);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        if (this.options.isSessionEnded(error)) this.endForSession();
        else this.fail();
      },
    );
  }

  private open(token: string, generation: number): void {
    const isCurrent = () => generation === this.generation;
    try {
      this.socket = this.options.openSocket(token, {
        onOpen: () => {
          if (!isCurrent()) return;
          this.lastMessageAt = this.now();
          this.update({ ...this.snapshot, state: 'connected' });
          this.startPing();
        },
        onMessage: (data) => {
          if (isCurrent()) this.receive(data);
        },
        onClose: (code, reason) => {
          if (isCurrent()) this.closed(code, reason);
        },
        onError: () => {
          // A close event follows; it decides whether to reconnect.
          if (isCurrent() && this.snapshot.state !== 'connected') {
            this.update({ ...this.snapshot, state: 'error' });
          }
        },
      });
    } catch {
      // A malformed URL or a blocked scheme: count it as a failed attempt.
      this.socket = null;
      this.fail();
    }
  }

  private receive(data: unknown): void {
    const message = this.options.parseMessage(data);
    if (!message) return;
    this.lastMessageAt = this.now();
    // The server answered after authenticating: the connection is good, the series starts over.
    if (this.snapshot.attempt !== 0) this.update({ ...this.snapshot, attempt: 0 });
    if (message.type !== 'pong') this.options.onMessage(message);
  }

  private closed(code: number, reason: string): void {
    this.socket = null;
    this.clearTimers();
    if (code === SOCKET_CLOSE_CODES.normal) {
      this.isRunning = false;
      this.update({ state: 'disconnected', attempt: 0, isExhausted: false });
      return;
    }
    // 1008 for a ticket that expired on the way is worth a new ticket; for a session that
    // ended (signed out elsewhere, password changed, account disabled) it is not.
    const endedHere = reason === SOCKET_CLOSE_REASONS.sessionEnded;
    const isSessionOver = endedHere || !this.options.hasSession();
    if (code === SOCKET_CLOSE_CODES.policyViolation && isSessionOver) {
      this.endForSession();
      if (endedHere && this.options.hasSession()) this.options.onSessionEnded?.();
      return;
    }
    this.fail();
  }

  /** The session is over: the auth flow takes it from here. */
  private endForSession(): void {
    this.isRunning = false;
    this.generation += 1;
    this.clearTimers();
    this.dropSocket(SOCKET_CLOSE_CODES.normal, 'session ended');
    this.update({ state: 'disconnected', attempt: 0, isExhausted: false });
  }

  /** One more failed attempt: wait and try again, or give up after the last one. */
  private fail(): void {
    this.clearTimers();
    const attempt = this.snapshot.attempt + 1;
    if (attempt > SOCKET_MAX_RECONNECT_ATTEMPTS) {
      this.isRunning = false;
      this.update({ state: 'error', attempt: this.snapshot.attempt, isExhausted: true });
      return;
    }
    this.update({ state: 'error', attempt, isExhausted: false });
    this.reconnectTimer = setTimeout(
      () => {
        this.reconnectTimer = null;
        if (this.isRunning) this.connect();
      },
      socketReconnectDelay(attempt, this.options.random),
    );
  }

  private startPing(): void {
    this.pingTimer = setInterval(() => {
      // Two ping periods without a word (not even a pong): the connection is dead but the
      // browser has not noticed (a laptop that slept). Close it and reconnect.
      if (this.now() - this.lastMessageAt > 2 * SOCKET_PING_INTERVAL_MS) {
        this.generation += 1;
        this.dropSocket(SOCKET_STALE_CLOSE_CODE, 'no answer to ping');
        this.fail();
        return;
      }
      const ping: ClientSocketMessage = { type: 'ping', timestamp: this.now() };
      this.socket?.send(JSON.stringify(ping));
    }, SOCKET_PING_INTERVAL_MS);
  }

  private dropSocket(code: number, reason: string): void {
    const socket = this.socket;
    this.socket = null;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    try {
      socket?.close(code, reason);
    } catch {
      // Already closed.
    }
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.reconnectTimer = null;
    this.pingTimer = null;
  }
}
