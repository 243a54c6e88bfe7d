import { useEffect, useState } from 'react';

/** The time now, moved on every second (the header's running pause timer). */
export function useSecondTicker(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
