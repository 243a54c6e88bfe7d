import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewCountRefresher } from './view-count-refresh';

describe('createViewCountRefresher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const refresh = vi.fn();
    const refresher = createViewCountRefresher(refresh, {
      quietMs: 1_000,
      minIntervalMs: 10_000,
      now: () => Date.now(),
    });
    return { refresh, refresher };
  };

  it('turns a burst of changes into one refresh after the quiet time', () => {
    const { refresh, refresher } = make();
    for (let index = 0; index < 100; index += 1) refresher.request();
    vi.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps two refreshes at least the minimum interval apart', () => {
    const { refresh, refresher } = make();
    refresher.request();
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    // A change 2 s later waits until 10 s after the first refresh, and gathers what follows.
    vi.advanceTimersByTime(2_000);
    refresher.request();
    refresher.request();
    vi.advanceTimersByTime(7_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("counts the screen's own refresh for the interval", () => {
    const { refresh, refresher } = make();
    refresher.markRefreshed();
    refresher.request();
    vi.advanceTimersByTime(9_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes nothing once cancelled', () => {
    const { refresh, refresher } = make();
    refresher.request();
    refresher.cancel();
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
