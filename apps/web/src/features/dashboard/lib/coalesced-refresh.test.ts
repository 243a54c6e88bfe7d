import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedRefresher } from './coalesced-refresh';

describe('createCoalescedRefresher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const refresh = vi.fn();
    const refresher = createCoalescedRefresher(refresh, {
      gatherMs: 1_000,
      minIntervalMs: 5_000,
      now: () => Date.now(),
    });
    return { refresh, refresher };
  };

  it('turns a burst of 100 events into one refetch, a second after the first', () => {
    const { refresh, refresher } = make();
    for (let index = 0; index < 100; index += 1) refresher.notify();
    vi.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refetches at most once every 5 seconds under a steady stream of events', () => {
    const { refresh, refresher } = make();
    // An event every 100 ms for 20 s.
    for (let elapsed = 0; elapsed < 20_000; elapsed += 100) {
      refresher.notify();
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(10_000);
    // At 1 s, 6 s, 11 s, 16 s, and at 21 s for the events after the fourth.
    expect(refresh).toHaveBeenCalledTimes(5);
  });

  it('waits out the interval after a refetch made by other means', () => {
    const { refresh, refresher } = make();
    refresher.markRefreshed();
    refresher.notify();
    vi.advanceTimersByTime(4_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing more once cancelled (the panel left the screen)', () => {
    const { refresh, refresher } = make();
    refresher.notify();
    refresher.cancel();
    vi.advanceTimersByTime(10_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
