import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatDuration,
  formatLoad,
  formatShare,
  loadShare,
  longDay,
  periodDescription,
  shortDay,
  trendOf,
} from './overview-format';

describe('formatDuration', () => {
  it('says minutes, hours and minutes, and days and hours as people say them', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(135)).toBe('2 h 15 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(59.6)).toBe('1 h');
    expect(formatDuration(134.6)).toBe('2 h 15 min');
    expect(formatDuration(24 * 60)).toBe('1 día');
    expect(formatDuration(3 * 24 * 60 + 4 * 60 + 10)).toBe('3 días 4 h');
    // 1 day 23 h 40 min rounds to 2 days, not "1 día 24 h".
    expect(formatDuration(2 * 24 * 60 - 20)).toBe('2 días');
  });

  it('reads under half a minute as "menos de 1 min" and an unmeasured figure as "Sin datos"', () => {
    expect(formatDuration(0.2)).toBe('menos de 1 min');
    expect(formatDuration(0)).toBe('menos de 1 min');
    expect(formatDuration(null)).toBe('Sin datos');
    expect(formatDuration(Number.NaN)).toBe('Sin datos');
    expect(formatDuration(-5)).toBe('Sin datos');
  });
});

describe('formatAge', () => {
  it('tells how long an open ticket has waited, never a negative time', () => {
    const now = new Date('2026-11-26T15:00:00.000Z');
    expect(formatAge('2026-11-23T10:50:00.000Z', now)).toBe('abierto hace 3 días 4 h');
    expect(formatAge('2026-11-26T14:20:00.000Z', now)).toBe('abierto hace 40 min');
    expect(formatAge('2026-11-26T15:05:00.000Z', now)).toBe('abierto hace menos de 1 min');
  });
});

describe('load figures', () => {
  it('writes "8/10" with es-PE figures', () => {
    expect(formatLoad(8, 10)).toBe('8/10');
    expect(formatLoad(1200, 1500)).toBe('1,200/1,500');
  });

  it('counts the open tickets of someone without a maximum', () => {
    expect(formatLoad(1, null)).toBe('1 abierto');
    expect(formatLoad(3, null)).toBe('3 abiertos');
    expect(loadShare(3, null)).toBeNull();
  });

  it('fills the bar by open over maximum, capped, and full at a maximum of 0 with tickets', () => {
    expect(loadShare(5, 10)).toBe(0.5);
    expect(loadShare(12, 10)).toBe(1);
    expect(loadShare(0, 0)).toBe(0);
    expect(loadShare(2, 0)).toBe(1);
  });
});

describe('trendOf', () => {
  it('compares the last 24 hours with the 24 before them, in words', () => {
    expect(trendOf(12, 9)).toEqual({
      direction: 'up',
      difference: 3,
      text: '3 más que el día anterior',
    });
    expect(trendOf(4, 6)).toMatchObject({ direction: 'down', text: '2 menos que el día anterior' });
    expect(trendOf(5, 5)).toMatchObject({ direction: 'same', text: 'igual que el día anterior' });
  });
});

describe('days and shares', () => {
  it('writes a share as an es-PE percentage, and nothing of nothing as 0 %', () => {
    expect(formatShare(3, 4)).toMatch(/^75\s?%$/);
    expect(formatShare(0, 0)).toMatch(/^0\s?%$/);
  });

  it('writes ISO days as dd/mm and dd/mm/yyyy without moving them across time zones', () => {
    expect(shortDay('2026-11-07')).toBe('07/11');
    expect(longDay('2026-11-07')).toBe('07/11/2026');
  });

  it('describes a named period by its label and a custom one by its Lima days', () => {
    const from = '2026-11-20T05:00:00.000Z';
    expect(periodDescription({ period: '7d', from, to: '2026-11-27T05:00:00.000Z' })).toBe(
      'últimos 7 días',
    );
    expect(
      periodDescription({
        period: 'custom',
        from: '2026-11-01T05:00:00.000Z',
        to: '2026-11-16T05:00:00.000Z',
      }),
    ).toBe('del 01/11/2026 al 15/11/2026');
  });
});
