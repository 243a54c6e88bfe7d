/** A burst of changes waits this long before the counts are asked again. */
export const VIEW_COUNT_QUIET_MS = 1_000;
/** Two count requests caused by others' changes are at least this far apart. */
export const VIEW_COUNT_MIN_INTERVAL_MS = 10_000;

interface RefresherTiming {
  quietMs?: number;
  minIntervalMs?: number;
  now?: () => number;
}

/**
 * docs/tickets.md#view-counts: the view tabs' counts follow others' changes without a polling
 * storm. Every `ticket_changed` calls `request()`; a burst becomes one `refresh()` once it has been
 * quiet for `quietMs`, and never sooner than `minIntervalMs` after the previous one (a refresh the
 * screen made anyway, `markRefreshed()`, counts as one).
 */
export function createViewCountRefresher(
  refresh: () => void,
  {
    quietMs = VIEW_COUNT_QUIET_MS,
    minIntervalMs = VIEW_COUNT_MIN_INTERVAL_MS,
    now = Date.now,
  }: RefresherTiming = {},
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRefreshAt = Number.NEGATIVE_INFINITY;
  return {
    request(): void {
      if (timer) return;
      const wait = Math.max(quietMs, lastRefreshAt + minIntervalMs - now());
      timer = setTimeout(() => {
        timer = null;
        lastRefreshAt = now();
        refresh();
      }, wait);
    },
    markRefreshed(): void {
      lastRefreshAt = now();
    },
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
