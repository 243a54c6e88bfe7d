import { useCallback } from 'react';
import { useUserPreference } from './use-user-preference';

/**
 * WCAG 2.1.4 and docs/product/tickets.md#ticket-list: "Atajos de teclado" can be switched off, per
 * user, on by default. The one source of the setting: useShortcuts honours it, the shortcuts dialog
 * shows its switch, and Mi Perfil (/profile) shows the same switch.
 */
export function useShortcutPreference(userId: string): [boolean, (isEnabled: boolean) => void] {
  const [value, setValue] = useUserPreference('shortcuts', userId);
  const setEnabled = useCallback(
    (isEnabled: boolean) => setValue(isEnabled ? 'on' : 'off'),
    [setValue],
  );
  return [value === 'on', setEnabled];
}
