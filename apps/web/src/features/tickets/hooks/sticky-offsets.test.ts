import { describe, expect, it } from 'vitest';
import { FOCUS_GAP_PX, stickyOffsets } from './sticky-offsets';

describe('stickyOffsets', () => {
  it('puts the table header under the bar and pads scrolling past all of them', () => {
    expect(stickyOffsets({ barTop: 56, barHeight: 61, tableHeaderHeight: 41 })).toEqual({
      tableHeaderTop: 117,
      scrollPaddingTop: 117 + 41 + FOCUS_GAP_PX,
    });
  });

  it('pads only for the header and the bar when no table is shown', () => {
    expect(stickyOffsets({ barTop: 56, barHeight: 120, tableHeaderHeight: 0 })).toEqual({
      tableHeaderTop: 176,
      scrollPaddingTop: 176 + FOCUS_GAP_PX,
    });
  });

  it('rounds fractional heights (zoom, sub-pixel layout) to whole pixels', () => {
    expect(stickyOffsets({ barTop: 56, barHeight: 60.6, tableHeaderHeight: 40.4 })).toEqual({
      tableHeaderTop: 117,
      scrollPaddingTop: 165,
    });
  });
});
