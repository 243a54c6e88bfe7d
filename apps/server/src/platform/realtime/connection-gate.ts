/**
 * docs/realtime.md#reconnecting: how many sockets this instance opens per second. After a
 * restart every browser reconnects; the clients spread themselves out (full jitter), and this
 * token bucket keeps a burst from taking the instance down: up to `perSecond` upgrades at once,
 * refilled continuously at `perSecond` a second. A refused upgrade is answered 429 with
 * `Retry-After`, and the browser simply tries again after its next wait.
 */
export type ConnectionGate = { tryEnter(): boolean };

export function createConnectionGate(
  perSecond: number,
  now: () => number = () => performance.now(),
): ConnectionGate {
  let tokens = perSecond;
  let refilledAt = now();
  return {
    tryEnter() {
      const at = now();
      tokens = Math.min(perSecond, tokens + ((at - refilledAt) / 1000) * perSecond);
      refilledAt = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
