import { describe, expect, it } from 'vitest';
import { periodRangeOf, resolvePeriod } from './period';

const iso = (fields: Parameters<typeof resolvePeriod>[0], now: Date) => {
  const { from, to } = periodRangeOf(resolvePeriod(fields, now));
  return [from, to];
};

describe('resolvePeriod', () => {
  // 28/02/2026 22:00 in Lima, already 1 March in UTC.
  const lateEvening = new Date('2026-03-01T03:00:00.000Z');
  // 15/08/2026 00:00 in Lima, the first instant of the day.
  const midnight = new Date('2026-08-15T05:00:00.000Z');

  it('takes today as the whole Lima day, not the UTC one', () => {
    expect(iso({ period: 'today' }, lateEvening)).toEqual([
      '2026-02-28T05:00:00.000Z',
      '2026-03-01T05:00:00.000Z',
    ]);
    expect(iso({ period: 'today' }, midnight)).toEqual([
      '2026-08-15T05:00:00.000Z',
      '2026-08-16T05:00:00.000Z',
    ]);
  });

  it('counts 7d, 30d and 90d as that many Lima days including today', () => {
    expect(iso({ period: '7d' }, lateEvening)).toEqual([
      '2026-02-22T05:00:00.000Z',
      '2026-03-01T05:00:00.000Z',
    ]);
    expect(iso({ period: '30d' }, lateEvening)[0]).toBe('2026-01-30T05:00:00.000Z');
    expect(iso({ period: '90d' }, midnight)).toEqual([
      '2026-05-18T05:00:00.000Z',
      '2026-08-16T05:00:00.000Z',
    ]);
  });

  it('takes the whole calendar month, quarter and year in Lima', () => {
    expect(iso({ period: 'month' }, lateEvening)).toEqual([
      '2026-02-01T05:00:00.000Z',
      '2026-03-01T05:00:00.000Z',
    ]);
    expect(iso({ period: 'quarter' }, lateEvening)).toEqual([
      '2026-01-01T05:00:00.000Z',
      '2026-04-01T05:00:00.000Z',
    ]);
    expect(iso({ period: 'quarter' }, midnight)).toEqual([
      '2026-07-01T05:00:00.000Z',
      '2026-10-01T05:00:00.000Z',
    ]);
    expect(iso({ period: 'year' }, new Date('2026-12-31T23:00:00.000Z'))).toEqual([
      '2026-01-01T05:00:00.000Z',
      '2027-01-01T05:00:00.000Z',
    ]);
  });

  it('runs a custom range from 00:00 on `from` to the end of `to`', () => {
    expect(iso({ period: 'custom', from: '2026-02-27', to: '2026-03-02' }, midnight)).toEqual([
      '2026-02-27T05:00:00.000Z',
      '2026-03-03T05:00:00.000Z',
    ]);
    expect(iso({ period: 'custom', from: '2024-02-29', to: '2024-02-29' }, midnight)).toEqual([
      '2024-02-29T05:00:00.000Z',
      '2024-03-01T05:00:00.000Z',
    ]);
  });

  it('keeps the period in the answer and refuses a custom range without dates', () => {
    expect(resolvePeriod({ period: '7d' }, midnight).period).toBe('7d');
    expect(() => resolvePeriod({ period: 'custom', from: '2026-01-01' }, midnight)).toThrow();
  });
});
