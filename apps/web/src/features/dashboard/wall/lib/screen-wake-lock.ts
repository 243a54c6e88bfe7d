/**
 * 'active': the screen stays on; 'unsupported': the browser has no Screen Wake Lock API;
 * 'refused': the browser said no (battery saver, a policy) or let go; tried again when the page
 * is shown again; 'pending': not asked yet.
 */
export type WakeLockState = 'pending' | 'active' | 'unsupported' | 'refused';

/** The part of the Screen Wake Lock API used here (navigator.wakeLock). */
export interface ScreenWakeLockApi {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}
export interface WakeLockSentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

/**
 * docs/dashboards.md "Pantalla de pared y versión ligera": the wall screen keeps the display on
 * where the browser allows it. The browser drops the lock whenever the page is hidden, so it is
 * asked for again each time the page becomes visible.
 */
export function createScreenWakeLock(options: {
  wakeLock: ScreenWakeLockApi | null;
  isVisible: () => boolean;
  onChange: (state: WakeLockState) => void;
}) {
  let sentinel: WakeLockSentinelLike | null = null;
  let isStopped = false;
  let isAsking = false;

  async function acquire(): Promise<void> {
    if (!options.wakeLock) {
      options.onChange('unsupported');
      return;
    }
    if (isStopped || isAsking || !options.isVisible() || (sentinel && !sentinel.released)) return;
    isAsking = true;
    try {
      const granted = await options.wakeLock.request('screen');
      if (isStopped) {
        void granted.release();
        return;
      }
      sentinel = granted;
      granted.addEventListener('release', () => {
        if (sentinel !== granted) return;
        sentinel = null;
        if (!isStopped) options.onChange('refused');
      });
      options.onChange('active');
    } catch {
      if (!isStopped) options.onChange('refused');
    } finally {
      isAsking = false;
    }
  }

  return {
    /** Ask for the lock (again): on mount and whenever the page becomes visible. */
    acquire,
    /** The page is leaving: let the screen sleep again. */
    stop(): void {
      isStopped = true;
      const held = sentinel;
      sentinel = null;
      if (held && !held.released) void held.release();
    },
  };
}
