import { useLayoutEffect } from 'react';
import { stickyOffsets } from './sticky-offsets';

/** The CSS variable the table header reads for its `top` (ticket-table.tsx). */
export const TABLE_HEADER_TOP_VARIABLE = '--ticket-table-header-top';

/**
 * Measures the sticky bar (it grows with chips and swaps for the bulk bar) and the table header,
 * sets the header's `top` on the list and `scroll-padding-top` on the page while the list is
 * mounted; on unmount the stylesheet's value (index.css) applies again.
 *
 * Measured only in the ResizeObserver's callback, which the browser runs after its own layout of
 * the frame and before painting it (its first call comes with the first layout): measuring in the
 * effect itself would force a layout of the whole page on mount, ~100 ms on a phone
 * (docs/performance.md, 2026-11-26 third pass). Unchanged values are not written again.
 */
export function useStickyListOffsets(bar: HTMLElement | null, list: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!bar || !list) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingTop;
    let written = '';
    const update = () => {
      const { tableHeaderTop, scrollPaddingTop } = stickyOffsets({
        barTop: Number.parseFloat(getComputedStyle(bar).top) || 0,
        barHeight: bar.getBoundingClientRect().height,
        tableHeaderHeight: list.querySelector('thead')?.getBoundingClientRect().height ?? 0,
      });
      const values = `${tableHeaderTop}/${scrollPaddingTop}`;
      if (values === written) return;
      written = values;
      list.style.setProperty(TABLE_HEADER_TOP_VARIABLE, `${tableHeaderTop}px`);
      root.style.scrollPaddingTop = `${scrollPaddingTop}px`;
    };
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
