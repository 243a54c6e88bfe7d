import { readStorage, writeStorage } from '../storage';

/**
 * Per-user settings of the ticket workspace kept in this browser's localStorage, keyed by the
 * signed-in user's id (two people sharing a counter computer keep their own): the list's
 * density and the single-key shortcuts switch (WCAG 2.1.4). Every screen that shows a switch
 * subscribes, so changing it in one place changes it everywhere at once, also in other tabs.
 */
export const USER_PREFERENCES = {
  listDensity: { name: 'ticket-list-density', values: ['comfortable', 'compact'] },
  shortcuts: { name: 'keyboard-shortcuts', values: ['on', 'off'] },
} as const;

type Preferences = typeof USER_PREFERENCES;
export type PreferenceName = keyof Preferences;
export type PreferenceValue<N extends PreferenceName> = Preferences[N]['values'][number];

const listeners = new Set<() => void>();

export function preferenceKey(name: PreferenceName, userId: string): string {
  return `atiende:${USER_PREFERENCES[name].name}:${userId}`;
}

/** The stored value, or the first (default) one when nothing valid is stored. */
export function readPreference<N extends PreferenceName>(
  name: N,
  userId: string,
): PreferenceValue<N> {
  const values: readonly string[] = USER_PREFERENCES[name].values;
  const stored = readStorage(preferenceKey(name, userId));
  return (stored !== null && values.includes(stored) ? stored : values[0]) as PreferenceValue<N>;
}

export function writePreference<N extends PreferenceName>(
  name: N,
  userId: string,
  value: PreferenceValue<N>,
): void {
  writeStorage(preferenceKey(name, userId), value);
  for (const listener of listeners) listener();
}

/** Calls `onChange` when any preference changes here or in another tab. */
export function subscribeToPreferences(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('atiende:')) onChange();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
