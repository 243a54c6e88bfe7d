import { describe, expect, it } from 'vitest';
import { periodMessages } from '../messages/es/periods';
import { customerStatsQuerySchema } from './customers';
import { PERIOD_LABELS, PERIOD_MAX_DAYS, PERIODS, periodQuerySchema } from './period';
import { adminUsersQuerySchema, bulkStatsQuerySchema, technicianStatsQuerySchema } from './team';

const v = periodMessages.validation;
const issuesOf = (input: Record<string, string>) => {
  const result = periodQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
};

describe('periodQuerySchema', () => {
  it('accepts every named period and defaults to the last 30 days', () => {
    for (const period of PERIODS) {
      expect(periodQuerySchema.parse({ period })).toEqual({ period });
    }
    expect(periodQuerySchema.parse({})).toEqual({ period: '30d' });
  });

  it('refuses old and unknown values with a message listing the accepted ones', () => {
    for (const period of ['week', '1y', 'ayer', '']) {
      expect(issuesOf({ period })).toEqual([{ path: ['period'], message: v.periodInvalid }]);
    }
    for (const period of [...PERIODS, 'custom']) expect(v.periodInvalid).toContain(period);
  });

  it('takes a custom range of real days, from ≤ to, within the longest span', () => {
    const range = { period: 'custom', from: '2026-01-01', to: '2026-01-31' };
    expect(periodQuerySchema.parse(range)).toEqual(range);
    expect(issuesOf({ ...range, from: '2026-02-01' })).toEqual([
      { path: ['from'], message: v.fromAfterTo },
    ]);
    expect(issuesOf({ ...range, to: '2026-02-30' })).toEqual([
      { path: ['to'], message: v.dateInvalid },
    ]);
    expect(issuesOf({ ...range, from: '01/01/2026' })).toEqual([
      { path: ['from'], message: v.dateInvalid },
    ]);
    expect(issuesOf({ period: 'custom', from: '2024-01-01', to: '2025-12-31' })).toEqual([]);
    expect(issuesOf({ period: 'custom', from: '2024-01-01', to: '2026-01-01' })).toEqual([
      { path: ['to'], message: v.spanTooLong(PERIOD_MAX_DAYS) },
    ]);
  });

  it('wants both dates with custom and no dates with a named period', () => {
    expect(issuesOf({ period: 'custom', from: '2026-01-01' })).toEqual([
      { path: ['to'], message: v.customNeedsDates },
    ]);
    expect(issuesOf({ period: 'custom' })).toEqual([
      { path: ['from'], message: v.customNeedsDates },
    ]);
    expect(issuesOf({ period: 'month', from: '2026-01-01', to: '2026-01-02' })).toEqual([
      { path: ['period'], message: v.datesNeedCustom },
    ]);
  });

  it('has a Spanish label for each period', () => {
    expect(PERIOD_LABELS).toMatchObject({ today: 'Hoy', '7d': 'Últimos 7 días', year: 'Este año' });
    expect(Object.keys(PERIOD_LABELS)).toEqual([...PERIODS, 'custom']);
  });
});

describe('the endpoints that take a period', () => {
  const ids = crypto.randomUUID();
  it('share the vocabulary: team figures and customer statistics', () => {
    for (const period of PERIODS) {
      expect(adminUsersQuerySchema.parse({ period }).period).toBe(period);
      expect(technicianStatsQuerySchema.parse({ period }).period).toBe(period);
      expect(bulkStatsQuerySchema.parse({ period, technicianIds: ids }).period).toBe(period);
      expect(customerStatsQuerySchema.parse({ period }).period).toBe(period);
    }
    const custom = { period: 'custom', from: '2026-03-01', to: '2026-03-31' };
    expect(customerStatsQuerySchema.parse(custom)).toMatchObject(custom);
    expect(adminUsersQuerySchema.parse(custom)).toMatchObject(custom);
  });

  it('refuse the old values and keep their defaults', () => {
    expect(customerStatsQuerySchema.safeParse({ period: 'week' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ period: '1y' }).success).toBe(false);
    expect(customerStatsQuerySchema.parse({}).period).toBe('30d');
    expect(technicianStatsQuerySchema.parse({}).period).toBe('30d');
  });
});
