import { describe, expect, it, vi } from 'vitest';
import {
  createScreenWakeLock,
  type ScreenWakeLockApi,
  type WakeLockSentinelLike,
  type WakeLockState,
} from './screen-wake-lock';

/** A sentinel the test can release as the browser would when the tab is hidden. */
class FakeSentinel implements WakeLockSentinelLike {
  released = false;
  private listeners: Array<() => void> = [];
  release = vi.fn(async () => {
    this.browserRelease();
  });
  addEventListener(_type: 'release', listener: () => void) {
    this.listeners.push(listener);
  }
  browserRelease() {
    if (this.released) return;
    this.released = true;
    for (const listener of this.listeners) listener();
  }
}

function setup(options: { refuse?: boolean } = {}) {
  const sentinels: FakeSentinel[] = [];
  const wakeLock: ScreenWakeLockApi = {
    request: vi.fn(async () => {
      if (options.refuse) throw new Error('NotAllowedError');
      const sentinel = new FakeSentinel();
      sentinels.push(sentinel);
      return sentinel;
    }),
  };
  const page = { isVisible: true };
  const states: WakeLockState[] = [];
  const lock = createScreenWakeLock({
    wakeLock,
    isVisible: () => page.isVisible,
    onChange: (state) => states.push(state),
  });
  return { lock, wakeLock, sentinels, page, states };
}

describe('the wall screen wake lock', () => {
  it('says so when the browser has no Screen Wake Lock API', async () => {
    const states: WakeLockState[] = [];
    const lock = createScreenWakeLock({
      wakeLock: null,
      isVisible: () => true,
      onChange: (state) => states.push(state),
    });
    await lock.acquire();
    expect(states).toEqual(['unsupported']);
  });

  it('holds the screen lock, and asks again after the browser drops it while hidden', async () => {
    const { lock, wakeLock, sentinels, page, states } = setup();
    await lock.acquire();
    expect(states).toEqual(['active']);
    // A second call while the lock is held asks nothing.
    await lock.acquire();
    expect(wakeLock.request).toHaveBeenCalledTimes(1);

    page.isVisible = false;
    sentinels[0]!.browserRelease();
    expect(states).toEqual(['active', 'refused']);
    await lock.acquire(); // hidden: the browser would refuse, so nothing is asked
    expect(wakeLock.request).toHaveBeenCalledTimes(1);

    page.isVisible = true;
    await lock.acquire();
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    expect(states).toEqual(['active', 'refused', 'active']);
  });

  it('reports a refusal, and releases the lock when the page leaves', async () => {
    const refused = setup({ refuse: true });
    await refused.lock.acquire();
    expect(refused.states).toEqual(['refused']);

    const { lock, sentinels, states } = setup();
    await lock.acquire();
    lock.stop();
    expect(sentinels[0]!.release).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['active']);
  });
});
