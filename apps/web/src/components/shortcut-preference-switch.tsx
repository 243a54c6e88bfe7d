import { useId } from 'react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { Switch } from './ui/switch';
import { useShortcutPreference } from '../lib/preferences/use-shortcut-preference';

const text = ticketWorkspaceMessages.shortcuts;

/**
 * WCAG 2.1.4: "Usar atajos de teclado de una sola tecla", on by default, per user. Shown in the
 * shortcuts dialog and in Mi Perfil (/profile).
 */
export function ShortcutPreferenceSwitch({ userId }: { userId: string }) {
  const [isEnabled, setEnabled] = useShortcutPreference(userId);
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border border-line bg-surface p-3">
      <div>
        <p id={labelId} className="font-medium text-ink">
          {text.preference}
        </p>
        <p id={hintId} className="mt-1 text-muted">
          {text.preferenceHint}
        </p>
      </div>
      <Switch
        isOn={isEnabled}
        onChange={setEnabled}
        aria-labelledby={labelId}
        aria-describedby={hintId}
      />
    </div>
  );
}
