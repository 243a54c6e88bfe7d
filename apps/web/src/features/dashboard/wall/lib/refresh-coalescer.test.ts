import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshCoalescer } from './refresh-coalescer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the wall screen refresh coalescer', () => {
  it('refetches once for a burst of hints, after the gathering window', () => {
    const refresh = vi.fn();
    const coalescer = createRefreshCoalescer(refresh, { gatherMs: 1_000, minGapMs: 5_000 });
    for (let index = 0; index < 100; index += 1) coalescer.add();
    vi.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the next refetch at least the minimum gap after the previous one', () => {
    const refresh = vi.fn();
    const coalescer = createRefreshCoalescer(refresh, { gatherMs: 1_000, minGapMs: 5_000 });
    coalescer.add();
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    // A hint 500 ms after the refetch waits until 5 s after it, not 1 s.
    vi.advanceTimersByTime(500);
    coalescer.add();
    coalescer.add();
    vi.advanceTimersByTime(4_499);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    // Long after, a hint is again only gathered for the window.
    vi.advanceTimersByTime(60_000);
    coalescer.add();
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('drops the pending refetch when cancelled (the page closed)', () => {
    const refresh = vi.fn();
    const coalescer = createRefreshCoalescer(refresh, { gatherMs: 1_000, minGapMs: 5_000 });
    coalescer.add();
    coalescer.cancel();
    vi.advanceTimersByTime(10_000);
    expect(refresh).not.toHaveBeenCalled();
    coalescer.add();
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
