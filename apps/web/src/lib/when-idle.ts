/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), so work that can wait
 * (preloading a chunk, mounting the toast region) never competes with the first render on a slow
 * phone (docs/conventions.md#quality-bars-and-budgets: Lighthouse performance ≥ 95). Returns a
 * cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}
