import { useEffect, useState } from 'react';
import { createScreenWakeLock, type WakeLockState } from '../lib/screen-wake-lock';

/**
 * Keeps the screen on while the wall is shown, where the browser has the Screen Wake Lock API
 * (docs/dashboards.md "Pantalla de pared y versión ligera"); asks again each time the page is
 * shown, since browsers drop the lock on hidden pages.
 */
export function useScreenWakeLock(isEnabled: boolean): WakeLockState {
  const [state, setState] = useState<WakeLockState>('pending');
  useEffect(() => {
    if (!isEnabled) return;
    const lock = createScreenWakeLock({
      wakeLock: 'wakeLock' in navigator ? navigator.wakeLock : null,
      isVisible: () => document.visibilityState === 'visible',
      onChange: setState,
    });
    void lock.acquire();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void lock.acquire();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      lock.stop();
    };
  }, [isEnabled]);
  return state;
}
