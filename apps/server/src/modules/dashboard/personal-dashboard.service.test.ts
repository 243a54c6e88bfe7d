import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptOf, limaTodayAndWeek } from './personal-dashboard.service';

describe('limaTodayAndWeek', () => {
  const at = (iso: string) => limaTodayAndWeek(new Date(iso));
  const isoOf = (range: ReturnType<typeof at>) => ({
    todayStart: range.todayStart.toISOString(),
    weekStart: range.weekStart.toISOString(),
    dayEnd: range.dayEnd.toISOString(),
  });

  it('starts the week on Monday 00:00 in Lima, and today at 00:00 in Lima', () => {
    // Wednesday 25/11/2026 15:00 in Lima.
    expect(isoOf(at('2026-11-25T20:00:00.000Z'))).toEqual({
      todayStart: '2026-11-25T05:00:00.000Z',
      weekStart: '2026-11-23T05:00:00.000Z',
      dayEnd: '2026-11-26T05:00:00.000Z',
    });
  });

  it('keeps Sunday night in the week that began on Monday', () => {
    // Sunday 29/11/2026 23:30 in Lima is already Monday 04:30 in UTC.
    expect(isoOf(at('2026-11-30T04:30:00.000Z'))).toEqual({
      todayStart: '2026-11-29T05:00:00.000Z',
      weekStart: '2026-11-23T05:00:00.000Z',
      dayEnd: '2026-11-30T05:00:00.000Z',
    });
  });

  it('makes the week and today the same range on a Monday', () => {
    // Monday 30/11/2026 00:10 in Lima.
    expect(isoOf(at('2026-11-30T05:10:00.000Z'))).toEqual({
      todayStart: '2026-11-30T05:00:00.000Z',
      weekStart: '2026-11-30T05:00:00.000Z',
      dayEnd: '2026-12-01T05:00:00.000Z',
    });
  });
});

describe('excerptOf', () => {
  it('keeps a short comment whole, on one line', () => {
    expect(excerptOf('  Hola,\n\nya quedó   listo.  ')).toBe('Hola, ya quedó listo.');
  });

  it('cuts a long comment after its last whole word and marks the cut', () => {
    const body = `${'palabra '.repeat(30)}final`;
    const excerpt = excerptOf(body);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(excerpt).toBe(`${'palabra '.repeat(19)}palabra…`);
  });

  it('cuts a text without spaces at the limit', () => {
    expect(excerptOf('x'.repeat(300))).toBe(`${'x'.repeat(EXCERPT_LENGTH - 1)}…`);
  });
});
