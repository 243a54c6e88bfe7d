import type { QueryClient } from '@tanstack/react-query';
import type { Notification, ServerSocketMessage } from '@atiende/contracts';
import { addIncomingNotification, setUnreadCount } from './notification-cache';

export interface SocketMessageContext {
  queryClient: QueryClient;
  /** The toast for a new notification (title, message, "Abrir ticket #N"). */
  announce(notification: Notification): void;
  /** A ticket changed elsewhere: its screens refetch (batched by the caller). */
  onTicketChanged(ticketId: string): void;
  /** The server accepted the connection (first time or after a reconnect). */
  onConnected(): void;
}

type Handlers = {
  [Type in ServerSocketMessage['type']]: (
    message: Extract<ServerSocketMessage, { type: Type }>,
    context: SocketMessageContext,
  ) => void;
};

/** STYLE rule 16: one small handler per socket message. */
const handlers: Handlers = {
  connected: (_message, context) => context.onConnected(),
  pong: () => undefined,
  notification: ({ data }, context) => {
    // A notification that just arrived is unread by definition.
    const notification: Notification = { ...data, isRead: false, readAt: null };
    addIncomingNotification(context.queryClient, notification);
    context.announce(notification);
  },
  unread_count: ({ data }, context) => setUnreadCount(context.queryClient, data.unreadCount),
  ticket_changed: ({ data }, context) => context.onTicketChanged(data.ticketId),
};

export function handleSocketMessage(
  message: ServerSocketMessage,
  context: SocketMessageContext,
): void {
  (handlers[message.type] as (message: ServerSocketMessage, context: SocketMessageContext) => void)(
    message,
    context,
  );
}
