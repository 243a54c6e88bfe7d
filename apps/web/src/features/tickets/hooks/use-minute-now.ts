import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

/**
 * docs/sla.md#ticket-list-and-detail: the instant the SLA countdowns count from, moved on at the
 * start of every minute (never every second). One timer for the whole page, however many badges
 * read it, and only while one is on screen.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule() {
  timer = setTimeout(
    () => {
      now = Date.now();
      for (const listener of listeners) listener();
      schedule();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Moved on only if a minute has begun since: the badges were just drawn with `now`, and a
    // new value here would draw every one of them again at once (docs/performance.md).
    const current = Date.now();
    if (Math.floor(current / MINUTE_MS) !== Math.floor(now / MINUTE_MS)) now = current;
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
  };
}

const snapshot = () => now;

/** Milliseconds since the epoch, as of the start of the current minute's tick. */
export function useMinuteNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
