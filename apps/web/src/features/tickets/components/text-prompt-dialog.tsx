import { lazy, Suspense, useEffect } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { whenIdle } from '../../../lib/when-idle';
import type { TextPromptDialogProps } from './text-prompt-form-dialog';

const loadForm = () => import('./text-prompt-form-dialog');
const TextPromptFormDialog = lazy(() =>
  loadForm().then((module) => ({ default: module.TextPromptDialog })),
);

/**
 * Fetches the prompts' form code once the browser is idle, for a screen where one is likely to
 * open soon (the ticket, the bulk bar once tickets are selected); returns the cancel. Not on the
 * list's page load: the code shares a chunk with the other screens' forms.
 */
export function usePreloadedTextPrompt(): void {
  useEffect(() => whenIdle(() => void loadForm().catch(() => undefined)), []);
}

/**
 * A dialog that asks for one required text (text-prompt-form-dialog.tsx: "¿Cómo se resolvió?",
 * the reason to escalate). Its form code loads the first time the dialog opens (or earlier, with
 * usePreloadedTextPrompt), so a page that shows the prompt's buttons (the list's row actions)
 * does not download or build a form on its first screen (docs/performance.md, twelfth pass).
 * Once opened it stays mounted, so closing it animates as any dialog.
 */
export function TextPromptDialog(props: TextPromptDialogProps) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <TextPromptFormDialog {...props} />
    </Suspense>
  );
}
