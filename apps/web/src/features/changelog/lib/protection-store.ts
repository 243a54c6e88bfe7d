import {
  PROTECTION_STORAGE_KEY,
  appendCheckpoint,
  parseCheckpoints,
  type ProtectionCheckpoint,
} from '@atiende/contracts';
import { readStorage, writeStorage } from '../../../lib/storage';

/**
 * Protection checkpoints in localStorage (docs/product/help-and-pwa.md: the latest 100 are kept).
 * The version watcher records one at each successful check; the header badge and the panels
 * subscribe to them.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedList: ProtectionCheckpoint[] = [];

export function readCheckpoints(): ProtectionCheckpoint[] {
  const raw = readStorage(PROTECTION_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseCheckpoints(raw);
  }
  return cachedList;
}

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

function newId(): string {
  return `cp_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
}

export function recordCheckpoint(
  checkpoint: Pick<ProtectionCheckpoint, 'type' | 'description' | 'status'>,
  now: Date = new Date(),
): void {
  const next = appendCheckpoint(readCheckpoints(), {
    id: newId(),
    timestamp: now.toISOString(),
    ...checkpoint,
  });
  writeStorage(PROTECTION_STORAGE_KEY, JSON.stringify(next));
  notifyListeners();
}

/** For useSyncExternalStore: this tab's writes and other tabs' (the storage event). */
export function subscribeToCheckpoints(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PROTECTION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
