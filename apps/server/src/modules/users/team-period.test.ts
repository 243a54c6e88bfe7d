import { describe, expect, it } from 'vitest';
import { periodRange } from './team-period';

describe('periodRange', () => {
  const now = new Date('2026-03-01T03:00:00.000Z'); // 28/02/2026 22:00 in Lima

  it('counts rolling windows back from now', () => {
    expect(periodRange('7d', now).from.toISOString()).toBe('2026-02-22T03:00:00.000Z');
    expect(periodRange('30d', now).from.toISOString()).toBe('2026-01-30T03:00:00.000Z');
    expect(periodRange('90d', now).to).toBe(now);
  });

  it('starts the month and the year at midnight in Lima', () => {
    expect(periodRange('month', now).from.toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(periodRange('year', now).from.toISOString()).toBe('2026-01-01T05:00:00.000Z');
  });
});
