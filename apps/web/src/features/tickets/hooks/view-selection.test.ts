import { describe, expect, it } from 'vitest';
import type { Pagination } from '@atiende/contracts';
import { isViewCapped, viewSelectionState } from './view-selection';

function pagination(total: number, extra: Partial<Pagination> = {}): Pagination {
  return { page: 1, limit: 50, total, totalPages: Math.max(1, Math.ceil(total / 50)), ...extra };
}

const base = {
  isPageSelected: true,
  selectedCount: 50,
  signature: 'departmentId=d1',
  selectedView: null,
};

describe('viewSelectionState', () => {
  it('offers the whole view when the page is selected and the view has more', () => {
    expect(viewSelectionState({ ...base, pagination: pagination(55) })).toEqual({
      kind: 'offer',
      total: 55,
      isEstimate: false,
      isCapped: false,
    });
  });

  it('caps the offer at 100 when the view has more than that', () => {
    expect(viewSelectionState({ ...base, pagination: pagination(240) })).toMatchObject({
      kind: 'offer',
      total: 240,
      isCapped: true,
    });
  });

  it('treats an estimated total (a search, or more than 1,000) as more than 100', () => {
    const estimated = pagination(50, { totalPages: 2, totalIsEstimate: true });
    expect(viewSelectionState({ ...base, pagination: estimated })).toEqual({
      kind: 'offer',
      total: 50,
      isEstimate: true,
      isCapped: true,
    });
  });

  it('offers nothing when the page is not fully selected or is the whole view', () => {
    expect(
      viewSelectionState({ ...base, isPageSelected: false, pagination: pagination(240) }),
    ).toBeNull();
    expect(viewSelectionState({ ...base, pagination: pagination(30) })).toBeNull();
    expect(viewSelectionState({ ...base, pagination: undefined })).toBeNull();
  });

  it('says the view is selected while the selection is still what the offer chose', () => {
    const selectedView = { signature: base.signature, count: 100, isCapped: true };
    expect(
      viewSelectionState({
        ...base,
        selectedCount: 100,
        selectedView,
        pagination: pagination(240),
      }),
    ).toEqual({ kind: 'done', count: 100, isCapped: true });
  });

  it('forgets the selected view once a row changes or the view changes', () => {
    const selectedView = { signature: base.signature, count: 100, isCapped: true };
    expect(
      viewSelectionState({ ...base, selectedCount: 99, selectedView, pagination: pagination(240) }),
    ).toMatchObject({ kind: 'offer' });
    expect(
      viewSelectionState({
        ...base,
        signature: 'status=PENDIENTE',
        selectedCount: 100,
        selectedView,
        pagination: pagination(240),
      }),
    ).toMatchObject({ kind: 'offer' });
  });
});

describe('isViewCapped', () => {
  it('is true when a 100-ticket answer has more pages or an estimated total', () => {
    expect(isViewCapped({ page: 1, limit: 100, total: 240, totalPages: 3 })).toBe(true);
    expect(
      isViewCapped({ page: 1, limit: 100, total: 100, totalPages: 2, totalIsEstimate: true }),
    ).toBe(true);
    expect(isViewCapped({ page: 1, limit: 100, total: 55, totalPages: 1 })).toBe(false);
  });
});
