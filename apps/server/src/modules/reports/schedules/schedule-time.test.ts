import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrencePeriod, periodDays } from './schedule-time';

// docs/reports.md#scheduled-reports: Lima is UTC−5 all year.
const at = (iso: string) => new Date(iso);

describe('nextOccurrence', () => {
  const daily7 = { frequency: 'daily', weekday: null, monthDay: null, hour: 7 } as const;

  it('puts 07:00 in Lima at 12:00 UTC, later the same Lima day', () => {
    // 06:59 Lima on 27/11/2026.
    expect(nextOccurrence(daily7, at('2026-11-27T11:59:00Z')).toISOString()).toBe(
      '2026-11-27T12:00:00.000Z',
    );
  });

  it('is strictly after: at 07:00 sharp the next one is tomorrow', () => {
    expect(nextOccurrence(daily7, at('2026-11-27T12:00:00Z')).toISOString()).toBe(
      '2026-11-28T12:00:00.000Z',
    );
  });

  it('reads the Lima day, not the UTC one, late in the evening', () => {
    // 23:30 Lima on 27/11 is already 28/11 in UTC: the next 23:00 Lima is on 28/11; at 22:30 Lima
    // on 27/11 it is that same evening.
    const late = { ...daily7, hour: 23 };
    expect(nextOccurrence(late, at('2026-11-28T04:30:00Z')).toISOString()).toBe(
      '2026-11-29T04:00:00.000Z',
    );
    expect(nextOccurrence(late, at('2026-11-28T03:30:00Z')).toISOString()).toBe(
      '2026-11-28T04:00:00.000Z',
    );
  });

  it('weekly: the next chosen weekday in Lima', () => {
    // 27/11/2026 is a Friday. Monday 08:00 Lima → 30/11 13:00 UTC.
    const monday8 = { frequency: 'weekly', weekday: 1, monthDay: null, hour: 8 } as const;
    expect(nextOccurrence(monday8, at('2026-11-27T15:00:00Z')).toISOString()).toBe(
      '2026-11-30T13:00:00.000Z',
    );
    // Friday 18:00 Lima, asked at 10:00 Lima on that Friday: the same day.
    const friday18 = { ...monday8, weekday: 5, hour: 18 };
    expect(nextOccurrence(friday18, at('2026-11-27T15:00:00Z')).toISOString()).toBe(
      '2026-11-27T23:00:00.000Z',
    );
    // …and once it passed, a week later.
    expect(nextOccurrence(friday18, at('2026-11-27T23:00:00Z')).toISOString()).toBe(
      '2026-12-04T23:00:00.000Z',
    );
    // Sunday (7).
    const sunday = { ...monday8, weekday: 7, hour: 0 };
    expect(nextOccurrence(sunday, at('2026-11-27T15:00:00Z')).toISOString()).toBe(
      '2026-11-29T05:00:00.000Z',
    );
  });

  it('monthly: the day of this month if still ahead, else of the next; across the year end', () => {
    const fifth = { frequency: 'monthly', weekday: null, monthDay: 5, hour: 9 } as const;
    expect(nextOccurrence(fifth, at('2026-11-03T00:00:00Z')).toISOString()).toBe(
      '2026-11-05T14:00:00.000Z',
    );
    expect(nextOccurrence(fifth, at('2026-11-27T15:00:00Z')).toISOString()).toBe(
      '2026-12-05T14:00:00.000Z',
    );
    expect(nextOccurrence(fifth, at('2026-12-31T20:00:00Z')).toISOString()).toBe(
      '2027-01-05T14:00:00.000Z',
    );
    // The 28th exists in February.
    const last = { ...fifth, monthDay: 28 };
    expect(nextOccurrence(last, at('2027-01-31T12:00:00Z')).toISOString()).toBe(
      '2027-02-28T14:00:00.000Z',
    );
  });
});

describe('occurrencePeriod', () => {
  it('daily: the previous Lima day, also just after midnight in Lima', () => {
    expect(occurrencePeriod('daily', at('2026-11-27T12:00:00Z'))).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
    });
    // 00:00 Lima on 01/12 (05:00 UTC): the 30th of November.
    expect(occurrencePeriod('daily', at('2026-12-01T05:00:00Z'))).toEqual({
      from: '2026-11-30',
      to: '2026-11-30',
    });
  });

  it('weekly: the previous Monday to Sunday, whatever the weekday of sending', () => {
    // Monday 30/11 → 23/11 … 29/11.
    expect(occurrencePeriod('weekly', at('2026-11-30T13:00:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    // Sunday 29/11 23:00 Lima (30/11 04:00 UTC) → the week before: 16/11 … 22/11.
    expect(occurrencePeriod('weekly', at('2026-11-30T04:00:00Z'))).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });

  it('monthly: the previous calendar month, month ends and leap years included', () => {
    expect(occurrencePeriod('monthly', at('2026-12-05T14:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(occurrencePeriod('monthly', at('2027-01-01T05:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    const march2028 = occurrencePeriod('monthly', at('2028-03-01T12:00:00Z'));
    expect(march2028).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodDays(march2028)).toBe(29);
    expect(periodDays(occurrencePeriod('monthly', at('2027-03-01T12:00:00Z')))).toBe(28);
  });
});
