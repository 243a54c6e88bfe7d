import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFRESH_GATHER_MS,
  REFRESH_MIN_INTERVAL_MS,
  createCoalescedRefresher,
} from './coalesced-refresh';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('dashboard refreshes from socket events (docs/dashboards.md "Live updates")', () => {
  it('turns a burst of events into one refresh after the gathering moment', () => {
    const refresh = vi.fn();
    const refresher = createCoalescedRefresher(refresh);
    for (let index = 0; index < 100; index += 1) refresher.request();
    vi.advanceTimersByTime(REFRESH_GATHER_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes at most once per interval, and still after the last event', () => {
    const start = Date.now();
    const refreshedAt: number[] = [];
    const refresher = createCoalescedRefresher(() => refreshedAt.push(Date.now() - start));
    // An event every 100 ms for 12 seconds, then silence.
    for (let elapsed = 0; elapsed < 12_000; elapsed += 100) {
      refresher.request();
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(REFRESH_MIN_INTERVAL_MS);
    expect(refreshedAt).toEqual([
      REFRESH_GATHER_MS,
      REFRESH_GATHER_MS + REFRESH_MIN_INTERVAL_MS,
      REFRESH_GATHER_MS + 2 * REFRESH_MIN_INTERVAL_MS,
      // The events after 11 s are not lost: one more refresh follows them.
      REFRESH_GATHER_MS + 3 * REFRESH_MIN_INTERVAL_MS,
    ]);
  });

  it('waits the rest of the interval when an event follows a refresh closely', () => {
    const refresh = vi.fn();
    const refresher = createCoalescedRefresher(refresh);
    refresher.request();
    vi.advanceTimersByTime(REFRESH_GATHER_MS);
    refresher.request();
    vi.advanceTimersByTime(REFRESH_MIN_INTERVAL_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('drops a pending refresh on cancel (the dashboard left the screen)', () => {
    const refresh = vi.fn();
    const refresher = createCoalescedRefresher(refresh);
    refresher.request();
    refresher.cancel();
    vi.advanceTimersByTime(REFRESH_MIN_INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
  });
});
