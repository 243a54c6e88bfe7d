/** What the Cache tab lists: this origin's Cache Storage and the browser's storage estimate. */
export interface CacheEntry {
  name: string;
  entryCount: number;
  /** The service worker's precache (sw.ts names it "atiende-precache-…"). */
  isAppCache: boolean;
}

export interface CacheSummary {
  isSupported: boolean;
  caches: CacheEntry[];
  /** navigator.storage.estimate(), in bytes; null when the browser does not say. */
  usage: number | null;
  quota: number | null;
}

const APP_CACHE_PREFIX = 'atiende-precache';

/** The app's own cache first, then the rest by name. */
export function orderCaches(entries: readonly Omit<CacheEntry, 'isAppCache'>[]): CacheEntry[] {
  return entries
    .map((entry) => ({ ...entry, isAppCache: entry.name.startsWith(APP_CACHE_PREFIX) }))
    .sort((first, second) =>
      first.isAppCache === second.isAppCache
        ? first.name.localeCompare(second.name)
        : first.isAppCache
          ? -1
          : 1,
    );
}

async function estimate(): Promise<Pick<CacheSummary, 'usage' | 'quota'>> {
  try {
    const result = await navigator.storage?.estimate?.();
    return { usage: result?.usage ?? null, quota: result?.quota ?? null };
  } catch {
    return { usage: null, quota: null };
  }
}

export async function readCacheSummary(): Promise<CacheSummary> {
  if (!('caches' in globalThis)) {
    return { isSupported: false, caches: [], ...(await estimate()) };
  }
  const names = await caches.keys();
  const entries = await Promise.all(
    names.map(async (name) => ({
      name,
      entryCount: (await (await caches.open(name)).keys()).length,
    })),
  );
  return { isSupported: true, caches: orderCaches(entries), ...(await estimate()) };
}
