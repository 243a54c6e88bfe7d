import { describe, expect, it } from 'vitest';
import { parsePeriodParam } from './period';

describe('parsePeriodParam', () => {
  it('keeps a named period and falls back on unknown and retired values', () => {
    expect(parsePeriodParam('quarter', '30d')).toBe('quarter');
    expect(parsePeriodParam('today', '30d')).toBe('today');
    expect(parsePeriodParam('week', '30d')).toBe('30d');
    expect(parsePeriodParam('custom', '7d')).toBe('7d');
    expect(parsePeriodParam(null, '7d')).toBe('7d');
  });
});
