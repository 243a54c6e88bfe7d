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

  type Case = [string, Parameters<typeof resolvePeriod>[0], Date, [string, string]];
  const yearEnd = new Date('2026-12-31T23:00:00.000Z');

  describe.each<[string, Case[]]>([
    [
      'takes today as the whole Lima day, not the UTC one',
      [
        ['late evening', { period: 'today' }, lateEvening, ['2026-02-28', '2026-03-01']],
        ['midnight', { period: 'today' }, midnight, ['2026-08-15', '2026-08-16']],
      ],
    ],
    [
      'counts 7d, 30d and 90d as that many Lima days including today',
      [
        ['7d', { period: '7d' }, lateEvening, ['2026-02-22', '2026-03-01']],
        ['30d', { period: '30d' }, lateEvening, ['2026-01-30', '2026-03-01']],
        ['90d', { period: '90d' }, midnight, ['2026-05-18', '2026-08-16']],
      ],
    ],
    [
      'takes the whole calendar month, quarter and year in Lima',
      [
        ['month', { period: 'month' }, lateEvening, ['2026-02-01', '2026-03-01']],
        ['first quarter', { period: 'quarter' }, lateEvening, ['2026-01-01', '2026-04-01']],
        ['third quarter', { period: 'quarter' }, midnight, ['2026-07-01', '2026-10-01']],
        ['year', { period: 'year' }, yearEnd, ['2026-01-01', '2027-01-01']],
      ],
    ],
    [
      'runs a custom range from 00:00 on `from` to the end of `to`',
      [
        [
          'several days',
          { period: 'custom', from: '2026-02-27', to: '2026-03-02' },
          midnight,
          ['2026-02-27', '2026-03-03'],
        ],
        [
          'one leap day',
          { period: 'custom', from: '2024-02-29', to: '2024-02-29' },
          midnight,
          ['2024-02-29', '2024-03-01'],
        ],
      ],
    ],
  ])('%s', (_rule, cases) => {
    // Each bound is a Lima midnight: 05:00 UTC.
    it.each(cases)('%s', (_case, fields, now, [from, to]) => {
      expect(iso(fields, now)).toEqual([`${from}T05:00:00.000Z`, `${to}T05:00:00.000Z`]);
    });
  });

  it('keeps the period in the answer and refuses a custom range without dates', () => {
    expect(resolvePeriod({ period: '7d' }, midnight).period).toBe('7d');
    expect(() => resolvePeriod({ period: 'custom', from: '2026-01-01' }, midnight)).toThrow();
  });
});
