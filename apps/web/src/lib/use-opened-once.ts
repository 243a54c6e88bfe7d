import { useState } from 'react';

/**
 * Whether a dialog has been open at least once: a dialog whose code loads on demand is mounted
 * from its first opening on, and kept mounted so that closing it animates as any dialog.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
