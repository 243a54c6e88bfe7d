import { useLayoutEffect } from 'react';
import { stickyOffsets } from './sticky-offsets';

/** The CSS variable the table header reads for its `top` (ticket-table.tsx). */
export const TABLE_HEADER_TOP_VARIABLE = '--ticket-table-header-top';

/**
 * Measures the sticky bar (it grows with chips and swaps for the bulk bar) and the table header,
 * sets the header's `top` on the list and `scroll-padding-top` on the page while the list is
 * mounted; on unmount the stylesheet's value (index.css) applies again.
 */
export function useStickyListOffsets(bar: HTMLElement | null, list: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!bar || !list) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingTop;
    const update = () => {
      const { tableHeaderTop, scrollPaddingTop } = stickyOffsets({
        barTop: Number.parseFloat(getComputedStyle(bar).top) || 0,
        barHeight: bar.getBoundingClientRect().height,
        tableHeaderHeight: list.querySelector('thead')?.getBoundingClientRect().height ?? 0,
      });
      list.style.setProperty(TABLE_HEADER_TOP_VARIABLE, `${tableHeaderTop}px`);
      root.style.scrollPaddingTop = `${scrollPaddingTop}px`;
    };
    update();
    // The list resizes when the table appears or changes density: its header may be new.
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    observer.observe(list);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = previous;
    };
  }, [bar, list]);
}
