import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch, subscribe } from './subscriptions';

const TICKET_ID = '10000000-0000-4000-8000-000000000001';
const changed = {
  type: 'ticket_changed',
  data: { ticketId: TICKET_ID, number: 12, change: 'updated' },
} as const;
const unsubscribers: Array<() => void> = [];
afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
});

describe('realtime subscriptions', () => {
  it('hands each message only to the subscribers of its type', () => {
    const onChanged = vi.fn();
    const onCount = vi.fn();
    unsubscribers.push(subscribe('ticket_changed', onChanged), subscribe('unread_count', onCount));
    dispatch(changed);
    expect(onChanged).toHaveBeenCalledWith(changed);
    expect(onCount).not.toHaveBeenCalled();
    dispatch({ type: 'unread_count', data: { unreadCount: 3 } });
    expect(onCount).toHaveBeenCalledWith({ type: 'unread_count', data: { unreadCount: 3 } });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('stops after unsubscribing and keeps the other subscribers', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribe('ticket_changed', first);
    unsubscribers.push(subscribe('ticket_changed', second));
    stopFirst();
    dispatch(changed);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('still reaches the next subscriber when one throws, then reports the error', async () => {
    const reached = vi.fn();
    const reported = new Promise<unknown>((resolve) => {
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((task) => {
        try {
          task();
        } catch (error) {
          resolve(error);
        }
      });
    });
    unsubscribers.push(
      subscribe('ticket_changed', () => {
        throw new Error('roto');
      }),
      subscribe('ticket_changed', reached),
    );
    dispatch(changed);
    expect(reached).toHaveBeenCalledTimes(1);
    await expect(reported).resolves.toMatchObject({ message: 'roto' });
    vi.restoreAllMocks();
  });
});
