import { describe, expect, it } from 'vitest';
import { selectionRange } from './selection-range';

const rows = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
const ids = (range: { id: string }[] | null) => range?.map((row) => row.id) ?? null;

describe('selectionRange', () => {
  it('returns the rows from the anchor down to the target, both included', () => {
    expect(ids(selectionRange(rows, 'b', 'd'))).toEqual(['b', 'c', 'd']);
  });

  it('returns them in page order when the target is above the anchor', () => {
    expect(ids(selectionRange(rows, 'e', 'c'))).toEqual(['c', 'd', 'e']);
  });

  it('returns just the row when the anchor is the target', () => {
    expect(ids(selectionRange(rows, 'c', 'c'))).toEqual(['c']);
  });

  it('returns null without an anchor, so the row is toggled alone', () => {
    expect(selectionRange(rows, null, 'c')).toBeNull();
  });

  it('returns null when the anchor is on another page or the target is unknown', () => {
    expect(selectionRange(rows, 'z', 'c')).toBeNull();
    expect(selectionRange(rows, 'a', 'z')).toBeNull();
  });
});
