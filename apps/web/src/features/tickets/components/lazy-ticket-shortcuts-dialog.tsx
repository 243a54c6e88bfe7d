import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';

const TicketShortcutsDialog = lazy(() =>
  import('./ticket-shortcuts-dialog').then((module) => ({
    default: module.TicketShortcutsDialog,
  })),
);

/**
 * The keyboard map (ticket-shortcuts-dialog.tsx), its code loaded the first time it opens: the
 * list's first screen on a phone does not build its switch and form code (docs/performance.md,
 * twelfth pass). Once loaded it stays mounted, so closing it animates as any dialog.
 */
export function LazyTicketShortcutsDialog(props: {
  viewerId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <TicketShortcutsDialog {...props} />
    </Suspense>
  );
}
