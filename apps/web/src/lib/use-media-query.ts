import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@atiende/contracts';

/**
 * docs/product/app-shell.md#sidebar, docs/product/ui.md#patterns: from 768 px the sidebar is fixed
 * and lists are tables, not cards.
 */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

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

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA_QUERY);
}
