import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * docs/dashboards.md "Técnico": the time the relative texts ("hace 5 min", "Vence en 3 h") are
 * measured from, moved on at the start of every minute — once a minute, not every second.
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
