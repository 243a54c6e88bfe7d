import { useId } from 'react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { cn } from '../lib/cn';
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
      <button
        type="button"
        role="switch"
        aria-checked={isEnabled}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onClick={() => setEnabled(!isEnabled)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors',
          isEnabled ? 'border-brand bg-brand' : 'border-line-strong bg-white',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-4 rounded-full transition-transform',
            isEnabled ? 'translate-x-5 bg-white' : 'translate-x-0.5 bg-muted',
          )}
        />
      </button>
    </div>
  );
}
