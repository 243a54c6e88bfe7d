/**
 * The browser side of the socket client: the real WebSocket, the ticket call and the session
 * check. RealtimeSocket imports this module lazily after sign-in, so the client and zod (its
 * message schemas) stay out of /login's first load (docs/realtime.md).
 */
import { env } from '../../config/env';
import { isApiError } from '../api-error';
import { getAccessToken } from '../token-storage';
import { getWsTicket } from './ws-ticket';
import {
  RealtimeSocketClient,
  type SocketConnection,
  type SocketEvents,
  type SocketSnapshot,
} from './socket-client';
import { realtimeSocketUrl, parseServerMessage } from './socket-messages';
import type { ServerSocketMessage } from '@atiende/contracts';

function openBrowserSocket(token: string, events: SocketEvents): SocketConnection {
  const socket = new WebSocket(realtimeSocketUrl(env.apiBaseUrl, window.location.href, token));
  socket.onopen = () => events.onOpen();
  socket.onmessage = (event: MessageEvent) => events.onMessage(event.data);
  socket.onclose = (event: CloseEvent) => events.onClose(event.code, event.reason);
  socket.onerror = () => events.onError();
  return {
    send: (data) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(data);
    },
    close: (code, reason) => {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) {
        socket.close(code, reason);
      }
    },
  };
}

export function createRealtimeSocket(callbacks: {
  onMessage(message: ServerSocketMessage): void;
  onSnapshot(snapshot: SocketSnapshot): void;
}): RealtimeSocketClient {
  return new RealtimeSocketClient({
    fetchTicket: getWsTicket,
    openSocket: openBrowserSocket,
    parseMessage: parseServerMessage,
    onMessage: callbacks.onMessage,
    onSnapshot: callbacks.onSnapshot,
    hasSession: () => getAccessToken() !== null,
    isSessionEnded: (error) => isApiError(error) && (error.status === 401 || error.status === 403),
    // Any authenticated call now gets 401, fails to renew and raises the app's 401 event:
    // the usual "Tu sesión ha expirado" and /login, at once instead of at the next click.
    onSessionEnded: () => void getWsTicket().catch(() => undefined),
  });
}
