import { useEffect, useState } from 'react';
import { lazyChunk } from '../../lib/lazy-chunk';
import { whenIdle } from '../../lib/when-idle';

/**
 * The kit's menus, dialogs and sheets are drawn with Radix (and its menus with floating-ui),
 * which no page needs for its first paint: on a phone that is a third of /tickets' route code
 * (docs/performance.md, 2026-11-26 fourth pass). Each kit file keeps its Radix parts in a chunk of
 * their own (`menu-parts.tsx`, `dialog-parts.tsx`, `sheet-parts.tsx`), downloaded when the browser
 * is idle after the first paint, or at once when the user opens one before that.
 *
 * `useParts(isNeeded)` gives the parts when they were in before the component mounted, or once
 * `isNeeded` (it is opening) and they have arrived; null until then.
 */
export function radixParts<Parts>(load: () => Promise<Parts>): {
  useParts: (isNeeded: boolean) => Parts | null;
  /** Starts the download now (a pointer over a trigger, or focus on it). */
  preload: () => void;
} {
  const loadOnce = lazyChunk(load);
  // Set once the chunk is in, so every component mounted afterwards draws with it at once.
  let loaded: Parts | null = null;
  const preload = () => {
    loadOnce().then(
      (chunk) => {
        loaded = chunk;
      },
      // Offline: asked for again when the user opens one.
      () => undefined,
    );
  };
  function useParts(isNeeded: boolean): Parts | null {
    const [parts, setParts] = useState(loaded);
    useEffect(() => {
      if (parts) return;
      // Downloaded at idle time, but drawn only when opened: a trigger the user may be focusing
      // is never swapped under them.
      if (!isNeeded) return whenIdle(preload);
      let isMounted = true;
      loadOnce().then(
        (chunk) => {
          loaded = chunk;
          if (isMounted) setParts(chunk);
        },
        () => undefined,
      );
      return () => {
        isMounted = false;
      };
    }, [parts, isNeeded]);
    return parts;
  }
  return { useParts, preload };
}
