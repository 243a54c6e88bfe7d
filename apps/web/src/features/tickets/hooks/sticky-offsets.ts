/**
 * docs/product/tickets.md#ticket-list and WCAG 2.4.11: the table header sticks under the sticky
 * filter/bulk bar, and the page's `scroll-padding-top` covers the app header, the bar and the table
 * header, so a row focused with j/k is scrolled into view below them, never under them.
 */
export interface StickyMeasures {
  /** The bar's own `top` (it sticks under the app header). */
  barTop: number;
  barHeight: number;
  /** 0 while no table is shown (cards, loading, empty list). */
  tableHeaderHeight: number;
}

/** A little air between the sticky parts and the focused row (the focus ring is 4 px). */
export const FOCUS_GAP_PX = 8;

export function stickyOffsets({ barTop, barHeight, tableHeaderHeight }: StickyMeasures): {
  tableHeaderTop: number;
  scrollPaddingTop: number;
} {
  const tableHeaderTop = Math.round(barTop + barHeight);
  return {
    tableHeaderTop,
    scrollPaddingTop: Math.round(tableHeaderTop + tableHeaderHeight + FOCUS_GAP_PX),
  };
}
