import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  isIsoDay,
  mondayOf,
  monthGrid,
  rangeOf,
  weekDays,
  weekdayOf,
} from './calendar-grid';

describe('weeks', () => {
  it('starts the week on Monday, whatever day it holds', () => {
    // 27 Nov 2026 is a Friday; 29 Nov a Sunday, still the same week.
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(mondayOf('2026-11-27')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(weekDays('2026-11-29')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('crosses months and years', () => {
    expect(weekDays('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('monthGrid', () => {
  it('fills whole weeks, Monday first, marking the days of other months', () => {
    const weeks = monthGrid('2026-11-15');
    // November 2026 starts on a Sunday and ends on a Monday: six rows.
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toEqual({ day: '2026-10-26', isInMonth: false });
    expect(weeks[0]![6]).toEqual({ day: '2026-11-01', isInMonth: true });
    expect(weeks[5]![0]).toEqual({ day: '2026-11-30', isInMonth: true });
    expect(weeks[5]![6]).toEqual({ day: '2026-12-06', isInMonth: false });
    expect(weeks.flat().filter((cell) => cell.isInMonth)).toHaveLength(30);
  });

  it('needs only four rows for a February that starts on Monday', () => {
    expect(monthGrid('2027-02-10')).toHaveLength(4);
  });

  it('gives the API the range of every cell shown', () => {
    expect(rangeOf('month', '2026-11-15')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(rangeOf('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });
});

describe('addMonths and isIsoDay', () => {
  it('keeps the day inside a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -1)).toBe('2026-02-15');
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-05');
  });

  it('accepts real days only', () => {
    expect(isIsoDay('2026-11-27')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('27/11/2026')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });
});
