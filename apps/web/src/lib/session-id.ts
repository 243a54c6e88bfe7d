import { readStorage, writeStorage } from './storage';

export const SESSION_ID_STORAGE_KEY = 'sessionId';
export const ANONYMOUS_SESSION_OWNER = 'anon';

/** docs/conventions.md#api: `session_{timestamp}_{user id or anon}`. */
export function createSessionId(timestamp: number, userId: string | null): string {
  return `session_${timestamp}_${userId ?? ANONYMOUS_SESSION_OWNER}`;
}

/**
 * docs/conventions.md#api: generated once and kept in browser storage; later calls return the
 * stored value.
 */
export function getSessionId(userId: string | null, now: () => number = Date.now): string {
  const stored = readStorage(SESSION_ID_STORAGE_KEY);
  if (stored) return stored;
  const created = createSessionId(now(), userId);
  writeStorage(SESSION_ID_STORAGE_KEY, created);
  return created;
}
