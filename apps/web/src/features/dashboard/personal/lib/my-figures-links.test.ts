import { describe, expect, it } from 'vitest';
import { myResolvedSince, todayAndWeekStart } from './my-figures-links';

describe('todayAndWeekStart', () => {
  it('takes the Lima day of the figures and the Monday of its week', () => {
    // Thursday 26/11/2026 at 15:00 in Lima.
    expect(todayAndWeekStart('2026-11-26T20:00:00.000Z')).toEqual({
      today: '2026-11-26',
      weekStart: '2026-11-23',
    });
    // Sunday 29/11 at 23:30 in Lima is already Monday in UTC: still the week of 23/11.
    expect(todayAndWeekStart('2026-11-30T04:30:00.000Z')).toEqual({
      today: '2026-11-29',
      weekStart: '2026-11-23',
    });
  });

  it('starts the week today on a Monday, also across a month', () => {
    expect(todayAndWeekStart('2026-11-30T14:00:00.000Z')).toEqual({
      today: '2026-11-30',
      weekStart: '2026-11-30',
    });
    expect(todayAndWeekStart('2026-12-02T14:00:00.000Z').weekStart).toBe('2026-11-30');
  });
});

describe('myResolvedSince', () => {
  it('opens my tickets resolved since that day', () => {
    expect(myResolvedSince('2026-11-23')).toBe(
      '/tickets?assignedToId=me&resolvedFrom=2026-11-23&view=all',
    );
  });
});
