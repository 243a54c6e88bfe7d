import { useEffect, useRef, useState } from 'react';

/**
 * docs/product/ui.md#patterns loading: skeletons appear only if data is still missing after 300 ms,
 * and once shown they stay at least 400 ms so they never flash.
 */
export function useDelayedFlag(isActive: boolean, delayMs = 300, minimumMs = 400): boolean {
  const [isShown, setIsShown] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    if (isActive) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setIsShown(true);
      }, delayMs);
      return () => clearTimeout(timer);
    }
    const remaining = Math.max(0, shownAt.current + minimumMs - Date.now());
    const timer = setTimeout(() => setIsShown(false), remaining);
    return () => clearTimeout(timer);
  }, [isActive, delayMs, minimumMs]);
  return isShown;
}
