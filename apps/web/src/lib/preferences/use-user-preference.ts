import { useCallback, useSyncExternalStore } from 'react';
import {
  readPreference,
  subscribeToPreferences,
  writePreference,
  type PreferenceName,
  type PreferenceValue,
} from './user-preferences';

/** One per-user preference (user-preferences.ts), shared live by every component that reads it. */
export function useUserPreference<N extends PreferenceName>(
  name: N,
  userId: string,
): [PreferenceValue<N>, (value: PreferenceValue<N>) => void] {
  const value = useSyncExternalStore(
    subscribeToPreferences,
    () => readPreference(name, userId),
    () => readPreference(name, userId),
  );
  const setValue = useCallback(
    (next: PreferenceValue<N>) => writePreference(name, userId, next),
    [name, userId],
  );
  return [value, setValue];
}
