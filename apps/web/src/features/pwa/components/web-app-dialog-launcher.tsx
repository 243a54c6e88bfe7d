import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import type { WebAppDialogProps } from './web-app-dialog';

// The dialog, its tabs and texts load the first time someone opens it, not with every page.
const WebAppDialog = lazy(() =>
  import('./web-app-dialog').then((module) => ({ default: module.WebAppDialog })),
);

/** Mounts the web-app dialog once it has been opened (and keeps it for the closing animation). */
export function WebAppDialogLauncher({ isOpen, onOpenChange, returnFocusRef }: WebAppDialogProps) {
  if (!useOpenedOnce(isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <WebAppDialog isOpen={isOpen} onOpenChange={onOpenChange} returnFocusRef={returnFocusRef} />
    </Suspense>
  );
}
