import { SWIPE_CLOSE_THRESHOLD_PX } from '@atiende/contracts';

export interface Point {
  x: number;
  y: number;
}

/**
 * docs/product/app-shell.md#sidebar: the drawer closes on a mostly horizontal swipe to the left
 * longer than 50 px.
 */
export function isCloseSwipe(start: Point, end: Point): boolean {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  return dx < -SWIPE_CLOSE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy);
}
