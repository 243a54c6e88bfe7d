/**
 * docs/product/tickets.md#ticket-list "x / Shift+x": Shift+x or Shift+click extends the selection
 * from the last row someone toggled (the anchor) to this one. Gmail's rule for the state: the whole
 * range takes the clicked row's new state, so Shift+click on a selected row deselects the range.
 */
export interface RangeRow {
  id: string;
}

/**
 * The rows from the anchor to the target, both included, in page order; null when there is no
 * anchor or it is not on this page (the caller then toggles the target alone).
 */
export function selectionRange<T extends RangeRow>(
  rows: readonly T[],
  anchorId: string | null,
  targetId: string,
): T[] | null {
  if (anchorId === null) return null;
  const from = rows.findIndex((row) => row.id === anchorId);
  const to = rows.findIndex((row) => row.id === targetId);
  if (from === -1 || to === -1) return null;
  return rows.slice(Math.min(from, to), Math.max(from, to) + 1);
}
