// Types only: `ws` comes with @fastify/websocket; its constants are read from the socket itself.
import type { WebSocket } from 'ws';

/** What this instance keeps per open socket: a few fields, no request, no buffers. */
export type Connection = {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  /** Cleared at each heartbeat, set again by the peer's pong: still false next time = dead. */
  isAlive: boolean;
  messageWindowStartedAt: number;
  messagesInWindow: number;
};

/** A user with many tabs is normal; hundreds of sockets for one user is not. */
export const MAX_SOCKETS_PER_USER = 20;
/** A peer that stops reading must not make this process hold its messages: drop it instead. */
const MAX_BUFFERED_BYTES = 1_048_576;

/**
 * The open sockets of this instance by user and by session (docs/realtime.md). Delivery takes a
 * message already encoded once, so a fan-out to thousands of sockets encodes it once.
 */
export class SocketRegistry {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly bySession = new Map<string, Set<Connection>>();
  private count = 0;
  private heartbeat: NodeJS.Timeout | undefined;

  /** `onUserChange`: a user's first socket here opened, or their last one closed (presence). */
  constructor(
    private readonly onUserChange: (userId: string, isOnline: boolean) => void = () => undefined,
  ) {}

  get size(): number {
    return this.count;
  }

  /** Adds the connection unless its user already has MAX_SOCKETS_PER_USER here. */
  add(connection: Connection): boolean {
    const sockets = this.byUser.get(connection.userId) ?? new Set<Connection>();
    if (sockets.size >= MAX_SOCKETS_PER_USER) return false;
    sockets.add(connection);
    this.byUser.set(connection.userId, sockets);
    if (sockets.size === 1) this.onUserChange(connection.userId, true);
    const ofSession = this.bySession.get(connection.sessionId) ?? new Set<Connection>();
    ofSession.add(connection);
    this.bySession.set(connection.sessionId, ofSession);
    this.count += 1;
    return true;
  }

  remove(connection: Connection): void {
    const sockets = this.byUser.get(connection.userId);
    if (!sockets?.delete(connection)) return;
    if (sockets.size === 0) {
      this.byUser.delete(connection.userId);
      this.onUserChange(connection.userId, false);
    }
    const ofSession = this.bySession.get(connection.sessionId);
    ofSession?.delete(connection);
    if (ofSession?.size === 0) this.bySession.delete(connection.sessionId);
    this.count -= 1;
  }

  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  userIds(): string[] {
    return [...this.byUser.keys()];
  }

  /** Sends `payload` (one UTF-8 JSON text, encoded once) to every open socket of each user. */
  sendToUsers(userIds: readonly string[], payload: Buffer): number {
    let sent = 0;
    for (const userId of userIds) {
      const sockets = this.byUser.get(userId);
      if (!sockets) continue;
      for (const { socket } of sockets) {
        if (socket.readyState !== socket.OPEN) continue;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.terminate();
          continue;
        }
        socket.send(payload, { binary: false });
        sent += 1;
      }
    }
    return sent;
  }

  closeSession(sessionId: string, code: number, reason: string): void {
    const sockets = this.bySession.get(sessionId);
    if (!sockets) return;
    for (const { socket } of [...sockets]) socket.close(code, reason);
  }

  /**
   * ws ping frames every `intervalMs`; a peer that has not answered the previous one is gone
   * (a laptop closed, a proxy that dropped the connection) and is terminated.
   */
  startHeartbeat(intervalMs: number): void {
    this.heartbeat = setInterval(() => {
      for (const sockets of this.byUser.values()) {
        for (const connection of sockets) {
          if (!connection.isAlive) {
            connection.socket.terminate();
            continue;
          }
          connection.isAlive = false;
          connection.socket.ping();
        }
      }
    }, intervalMs);
    this.heartbeat.unref();
  }

  stopHeartbeat(): void {
    clearInterval(this.heartbeat);
  }
}
