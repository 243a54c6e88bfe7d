/**
 * docs/dashboards.md "Live figures": how socket events become refetches of a dashboard (every
 * dashboard, the wall screen included). However many events arrive, a dashboard asks for its
 * figures at most once every DASHBOARD_REFRESH_MIN_INTERVAL_MS: the first event after a quiet
 * spell waits DASHBOARD_REFRESH_GATHER_MS (a burst — a bulk change of 100 tickets — lands as one
 * refetch), and events during the wait or within the interval after a refetch join the next one;
 * none is dropped.
 */
export const DASHBOARD_REFRESH_GATHER_MS = 1_000;
export const DASHBOARD_REFRESH_MIN_INTERVAL_MS = 5_000;

export interface CoalescedRefresher {
  /** Something changed: a refetch will follow, once, within the rule above. */
  notify(): void;
  /** The figures were just fetched by other means (a change made here): restart the interval. */
  markRefreshed(): void;
  cancel(): void;
}

export function createCoalescedRefresher(
  refresh: () => void,
  {
    gatherMs = DASHBOARD_REFRESH_GATHER_MS,
    minIntervalMs = DASHBOARD_REFRESH_MIN_INTERVAL_MS,
    now = () => Date.now(),
  }: { gatherMs?: number; minIntervalMs?: number; now?: () => number } = {},
): CoalescedRefresher {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRefresh = Number.NEGATIVE_INFINITY;
  return {
    notify() {
      if (timer) return;
      const wait = Math.max(gatherMs, lastRefresh + minIntervalMs - now());
      timer = setTimeout(() => {
        timer = null;
        lastRefresh = now();
        refresh();
      }, wait);
    },
    markRefreshed() {
      lastRefresh = now();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
