import { describe, expect, it } from 'vitest';
import { EventBus, type EventName } from './events';

describe('EventBus', () => {
  it('runs a synchronous subscriber inside publish, before the next line of the publisher', () => {
    const bus = new EventBus(() => undefined);
    const forgotten: string[] = [];
    bus.subscribeSync('user.updated', ({ userId }) => forgotten.push(userId));
    bus.publish('user.updated', { userId: 'u1', fields: ['name'] });
    expect(forgotten).toEqual(['u1']);
  });

  it('logs a throwing synchronous subscriber and still runs the others', () => {
    const failures: EventName[] = [];
    const bus = new EventBus((_error, event) => failures.push(event));
    const seen: string[] = [];
    bus.subscribeSync('department.updated', () => {
      throw new Error('broken cache');
    });
    bus.subscribeSync('department.updated', ({ departmentId }) => seen.push(departmentId));
    expect(() => bus.publish('department.updated', { departmentId: 'd1' })).not.toThrow();
    expect(seen).toEqual(['d1']);
    expect(failures).toEqual(['department.updated']);
  });

  it('runs asynchronous subscribers after publish returns, and drains them', async () => {
    const bus = new EventBus(() => undefined);
    const seen: string[] = [];
    bus.subscribe('user.deleted', async ({ userId }) => {
      seen.push(userId);
    });
    bus.publish('user.deleted', { userId: 'u2' });
    expect(seen).toEqual([]);
    await bus.drain();
    expect(seen).toEqual(['u2']);
  });

  it('stops calling a subscriber once it unsubscribes', () => {
    const bus = new EventBus(() => undefined);
    const seen: string[] = [];
    const stop = bus.subscribeSync('user.deleted', ({ userId }) => seen.push(userId));
    stop();
    bus.publish('user.deleted', { userId: 'u3' });
    expect(seen).toEqual([]);
  });
});
