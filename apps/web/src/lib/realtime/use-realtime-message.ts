import { useEffect, useRef } from 'react';
import { subscribe, type RealtimeHandler, type RealtimeMessageType } from './subscriptions';

/**
 * Subscribes a component to one type of socket message for as long as it is mounted; the
 * latest `handler` is called, so it may close over props and state freely.
 */
export function useRealtimeMessage<Type extends RealtimeMessageType>(
  type: Type,
  handler: RealtimeHandler<Type>,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(type, (message) => latest.current(message)), [type]);
}
