import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import type { TextPromptDialogProps } from './text-prompt-form-dialog';

const loadForm = () => import('./text-prompt-form-dialog');
const TextPromptFormDialog = lazy(() =>
  loadForm().then((module) => ({ default: module.TextPromptDialog })),
);

/**
 * A dialog that asks for one required text (text-prompt-form-dialog.tsx: "¿Cómo se resolvió?",
 * the reason to escalate). Its form code is fetched when the browser is idle after the page has
 * drawn, and built the first time the dialog opens, so a page that shows the prompt's buttons
 * (the list's bulk bar and row actions) does not build a form on its first screen
 * (docs/performance.md, twelfth pass). Once opened it stays mounted, so closing it animates as
 * any dialog.
 */
export function TextPromptDialog(props: TextPromptDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  useEffect(() => whenIdle(() => void loadForm().catch(() => undefined)), []);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <TextPromptFormDialog {...props} />
    </Suspense>
  );
}
