import { useEffect, useRef } from 'react';
import type { TicketSummary } from '@atiende/contracts';

/**
 * docs/product/tickets.md#live-updates: a changed row's background fades for 1 s; the colour is the
 * warning tint.
 */
const FADE_MS = 1000;
const FADE_COLOR_VARIABLE = '--color-warning-tint';

/**
 * Fades each changed row once per version: the element carrying `data-ticket-id` (a table row,
 * a card's link) inside `container`. The Web Animations API instead of a class, so a row changed
 * twice fades twice and no row remounts (its focus stays). Nothing under reduced motion.
 */
export function useRowFade(
  container: HTMLElement | null,
  rows: readonly TicketSummary[],
  changedIds: ReadonlySet<string>,
): void {
  const faded = useRef(new Map<string, string>());
  useEffect(() => {
    if (!container || changedIds.size === 0) return;
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const color =
      getComputedStyle(document.documentElement).getPropertyValue(FADE_COLOR_VARIABLE).trim() ||
      '#fef3c7';
    for (const row of rows) {
      if (!changedIds.has(row.id)) continue;
      const version = JSON.stringify(row);
      if (faded.current.get(row.id) === version) continue;
      faded.current.set(row.id, version);
      if (isReduced) continue;
      const element = container.querySelector<HTMLElement>(
        `[data-ticket-id="${CSS.escape(row.id)}"]`,
      );
      if (!element?.animate) continue;
      const settled = getComputedStyle(element).backgroundColor;
      element.animate([{ backgroundColor: color }, { backgroundColor: settled }], {
        duration: FADE_MS,
        easing: 'ease-out',
      });
    }
  }, [container, rows, changedIds]);
}
