import type { ServerSocketMessage } from '@atiende/contracts';

/** The types of message the server sends on /ws/notifications (contracts, `serverSocketMessageSchema`). */
export type RealtimeMessageType = ServerSocketMessage['type'];
export type RealtimeMessage<Type extends RealtimeMessageType> = Extract<
  ServerSocketMessage,
  { type: Type }
>;
export type RealtimeHandler<Type extends RealtimeMessageType> = (
  message: RealtimeMessage<Type>,
) => void;

type AnyHandler = (message: ServerSocketMessage) => void;
const handlers = new Map<RealtimeMessageType, Set<AnyHandler>>();

/**
 * Listens to one type of socket message (docs/realtime.md): each feature subscribes to its own
 * types. Returns the unsubscribe. The registry lives outside React, so a subscriber can sit
 * anywhere in the tree and the socket never learns who listens.
 */
export function subscribe<Type extends RealtimeMessageType>(
  type: Type,
  handler: RealtimeHandler<Type>,
): () => void {
  const forType = handlers.get(type) ?? new Set<AnyHandler>();
  handlers.set(type, forType);
  const entry = handler as AnyHandler;
  forType.add(entry);
  return () => {
    forType.delete(entry);
  };
}

/**
 * Hands a validated message to the subscribers of its type, in subscription order. A failing
 * subscriber does not keep the message from the others: its error is rethrown afterwards, to
 * be reported like any uncaught error.
 */
export function dispatch(message: ServerSocketMessage): void {
  for (const handler of [...(handlers.get(message.type) ?? [])]) {
    try {
      handler(message);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}
