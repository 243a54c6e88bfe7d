/**
 * Reads until `done` holds or `ms` pass (then fails with the last value): for effects another
 * part of the system completes on its own schedule (a job, a second process). Never a timing
 * assertion: the deadline only bounds a wait that would otherwise hang.
 */
export async function until<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { ms = 30_000, everyMs = 100 }: { ms?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
