/** Gather socket hints this long before refetching once (docs/dashboards.md, wall screen). */
export const WALL_GATHER_MS = 1_000;
/** And never refetch more often than this, however busy the help desk is. */
export const WALL_MIN_GAP_MS = 5_000;

export interface CoalescerClock {
  now(): number;
  setTimeout(run: () => void, delayMs: number): unknown;
  clearTimeout(timer: unknown): void;
}

const realClock: CoalescerClock = {
  now: () => Date.now(),
  setTimeout: (run, delayMs) => globalThis.setTimeout(run, delayMs),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * docs/dashboards.md "Pantalla de pared y versión ligera": a wall screen must follow the socket
 * without a refetch per message. The first hint starts a short gathering window; every hint
 * inside it rides along; the refetch then runs once, and not sooner than `minGapMs` after the
 * previous one (a burst of 100 changes costs one request every few seconds, not 100).
 */
export function createRefreshCoalescer(
  refresh: () => void,
  { gatherMs = WALL_GATHER_MS, minGapMs = WALL_MIN_GAP_MS } = {},
  clock: CoalescerClock = realClock,
) {
  let timer: unknown = null;
  let lastRunAt = Number.NEGATIVE_INFINITY;
  const run = () => {
    timer = null;
    lastRunAt = clock.now();
    refresh();
  };
  return {
    /** A change happened: refresh soon (once for every hint of the window). */
    add(): void {
      if (timer !== null) return;
      const wait = Math.max(gatherMs, lastRunAt + minGapMs - clock.now());
      timer = clock.setTimeout(run, wait);
    },
    cancel(): void {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
