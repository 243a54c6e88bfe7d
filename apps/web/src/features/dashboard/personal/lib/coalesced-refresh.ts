/** How long socket events gather before the first refresh (a burst becomes one request). */
export const REFRESH_GATHER_MS = 1_000;
/** The shortest time between two refreshes of a dashboard, however many events arrive. */
export const REFRESH_MIN_INTERVAL_MS = 5_000;

/**
 * docs/dashboards.md "Live updates": socket events ask for a refresh; the dashboard is fetched at
 * most once per `minIntervalMs`, and never later than that after the last event. A hundred
 * ticket changes in a second cost one request, not a hundred.
 */
export function createCoalescedRefresher(
  refresh: () => void,
  { gatherMs = REFRESH_GATHER_MS, minIntervalMs = REFRESH_MIN_INTERVAL_MS } = {},
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRunAt = Number.NEGATIVE_INFINITY;
  const run = () => {
    timer = null;
    lastRunAt = Date.now();
    refresh();
  };
  return {
    request(): void {
      if (timer) return;
      const delay = Math.max(gatherMs, lastRunAt + minIntervalMs - Date.now());
      timer = setTimeout(run, delay);
    },
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
