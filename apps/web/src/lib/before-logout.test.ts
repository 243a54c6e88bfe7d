import { describe, expect, it, vi } from 'vitest';
import { onBeforeLogout, runBeforeLogout } from './before-logout';

describe('before-logout tasks', () => {
  it('runs every registered task and forgets unregistered ones', async () => {
    const kept = vi.fn(() => Promise.resolve());
    const dropped = vi.fn(() => Promise.resolve());
    const stopKept = onBeforeLogout(kept);
    onBeforeLogout(dropped)();
    await runBeforeLogout();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
    stopKept();
  });

  it('never fails nor hangs because of a task', async () => {
    const stopFailing = onBeforeLogout(() => Promise.reject(new Error('offline')));
    const stopHanging = onBeforeLogout(() => new Promise<void>(() => undefined));
    await expect(runBeforeLogout(20)).resolves.toBeUndefined();
    stopFailing();
    stopHanging();
  });
});
