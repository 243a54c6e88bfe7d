import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * docs/dashboards.md: the time the relative texts ("hace 5 min", "Vence en 3 h", the wall's
 * waiting times and clock) are measured from, moved on at the start of every `intervalMs`
 * (a minute by default) — on a screen nobody touches, and never every second.
 */
export function useNow(intervalMs: number = MINUTE_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        intervalMs - (Date.now() % intervalMs),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
