/**
 * localStorage that never throws: private modes and blocked storage make the browser's own
 * object throw on access, and the app should keep working (just without persistence).
 */
export function getStorage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    getStorage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives only for this page.
  }
}

export function removeStorage(key: string): void {
  try {
    getStorage()?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}
