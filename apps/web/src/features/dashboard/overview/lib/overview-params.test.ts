import { describe, expect, it } from 'vitest';
import { overviewApiQuery, overviewSearchParams, parseOverviewParams } from './overview-params';

const DEPARTMENT = '0b8f7c9e-4a3b-4c2d-9e1f-123456789abc';
const parse = (query: string) => parseOverviewParams(new URLSearchParams(query));

describe('parseOverviewParams', () => {
  it('reads a named period and a department, defaulting to the last 7 days', () => {
    expect(parse('')).toEqual({ period: '7d', departmentId: undefined });
    expect(parse(`period=30d&departmentId=${DEPARTMENT}`)).toEqual({
      period: '30d',
      departmentId: DEPARTMENT,
    });
    expect(parse('period=quarter')).toMatchObject({ period: 'quarter' });
  });

  it('keeps a custom range only when the server would take it', () => {
    expect(parse('period=custom&from=2026-11-01&to=2026-11-15')).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
      departmentId: undefined,
    });
    expect(parse('period=custom&from=2026-11-15&to=2026-11-01').period).toBe('7d');
    expect(parse('period=custom&from=2026-02-30&to=2026-03-01').period).toBe('7d');
    expect(parse('period=custom&from=2026-11-01').period).toBe('7d');
    expect(parse('period=custom&from=2020-01-01&to=2026-11-15').period).toBe('7d');
  });

  it('drops what it does not understand instead of sending it', () => {
    expect(parse('period=week&departmentId=ventas')).toEqual({
      period: '7d',
      departmentId: undefined,
    });
    // Dates belong to a custom period only.
    expect(parse('period=30d&from=2026-11-01&to=2026-11-15')).toEqual({
      period: '30d',
      departmentId: undefined,
    });
  });
});

describe('overviewSearchParams and overviewApiQuery', () => {
  it('writes the canonical query string, leaving out the default period', () => {
    expect(overviewSearchParams({ period: '7d' }).toString()).toBe('');
    expect(overviewSearchParams({ period: 'today', departmentId: DEPARTMENT }).toString()).toBe(
      `period=today&departmentId=${DEPARTMENT}`,
    );
    expect(
      overviewSearchParams({ period: 'custom', from: '2026-11-01', to: '2026-11-15' }).toString(),
    ).toBe('period=custom&from=2026-11-01&to=2026-11-15');
  });

  it('sends from and to with a custom period only', () => {
    expect(overviewApiQuery({ period: '30d', from: '2026-11-01', to: '2026-11-02' })).toEqual({
      period: '30d',
    });
    expect(
      overviewApiQuery({
        period: 'custom',
        from: '2026-11-01',
        to: '2026-11-15',
        departmentId: DEPARTMENT,
      }),
    ).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-15', departmentId: DEPARTMENT });
  });

  it('reads back what it writes', () => {
    const filters = { period: 'custom' as const, from: '2026-10-01', to: '2026-10-31' };
    expect(parseOverviewParams(overviewSearchParams(filters))).toEqual({
      ...filters,
      departmentId: undefined,
    });
  });
});
