/**
 * The one lazy loader of the web app: `lazyChunk(() => import('./x'))` downloads the chunk on
 * first call, shares that download with every later call, and forgets a failed download so
 * the next call tries again. Used for the validation chunks that keep zod off /login's first
 * load (lib/load-schemas.ts and each feature's `load-*-validation.ts`).
 */
export function lazyChunk<T>(load: () => Promise<T>): () => Promise<T> {
  let chunk: Promise<T> | null = null;
  return () => {
    chunk ??= load().catch((error: unknown) => {
      chunk = null;
      throw error;
    });
    return chunk;
  };
}

/** One export of a lazily loaded chunk, as a loader (e.g. a schema for lib/api.ts). */
export function lazyExport<T, K extends keyof T>(
  load: () => Promise<T>,
  key: K,
): () => Promise<T[K]> {
  return () => load().then((chunk) => chunk[key]);
}
