import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`: for ages that grow on a screen nobody touches. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
