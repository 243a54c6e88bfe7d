import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@atiende/contracts';

/** UX.md §2.1: cards below 768 px; the side panel sits beside the ticket from 1280 px. */
export const TABLE_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
