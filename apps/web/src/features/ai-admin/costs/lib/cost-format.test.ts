import { describe, expect, it } from 'vitest';
import {
  costliestDay,
  formatLatency,
  formatShare,
  formatSoles,
  isOverAlert,
  longDay,
  shortDay,
} from './cost-format';

describe('formatSoles', () => {
  it('keeps up to 4 decimals below a sol, where one answer’s cost lives', () => {
    expect(formatSoles(0.0042)).toBe('S/\u00a00.0042');
    expect(formatSoles(0.018)).toBe('S/\u00a00.018');
    expect(formatSoles(0.5)).toBe('S/\u00a00.50');
  });

  it('prints zero and whole amounts with 2 decimals and es-PE thousands', () => {
    expect(formatSoles(0)).toBe('S/\u00a00.00');
    expect(formatSoles(1234.5678)).toBe('S/\u00a01,234.57');
  });
});

describe('the other figures', () => {
  it('reads latency in ms below a second and in seconds above', () => {
    expect(formatLatency(850)).toBe('850 ms');
    expect(formatLatency(1250)).toBe('1.3 s');
  });

  it('formats shares and days', () => {
    expect(formatShare(0.82)).toMatch(/^82\s?%$/);
    expect(shortDay('2026-11-07')).toBe('07/11');
    expect(longDay('2026-11-07')).toBe('07/11/2026');
  });

  it('warns from the alert share of a budget, never without a budget', () => {
    expect(isOverAlert({ budget: 50, share: 0.82, alertShare: 0.8 })).toBe(true);
    expect(isOverAlert({ budget: 50, share: 0.8, alertShare: 0.8 })).toBe(true);
    expect(isOverAlert({ budget: 50, share: 0.79, alertShare: 0.8 })).toBe(false);
    expect(isOverAlert({ budget: 0, share: 0, alertShare: 0.8 })).toBe(false);
  });

  it('finds the costliest day, or none when all were free', () => {
    const days = [
      { day: '2026-11-01', cost: 0.2 },
      { day: '2026-11-02', cost: 0.5 },
      { day: '2026-11-03', cost: 0.1 },
    ];
    expect(costliestDay(days)?.day).toBe('2026-11-02');
    expect(costliestDay([{ day: '2026-11-01', cost: 0 }])).toBeNull();
  });
});
