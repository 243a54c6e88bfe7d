import { describe, expect, it } from 'vitest';
import { elapsedSince, formatElapsed, isOverPlanned } from './elapsed';

describe('formatElapsed', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(999)).toBe('00:00');
    expect(formatElapsed(4 * 60_000 + 12_000)).toBe('04:12');
    expect(formatElapsed(59 * 60_000 + 59_999)).toBe('59:59');
  });

  it('adds the hours from the first hour on', () => {
    expect(formatElapsed(3_600_000)).toBe('1:00:00');
    expect(formatElapsed(3_600_000 + 4 * 60_000 + 12_000)).toBe('1:04:12');
    expect(formatElapsed(12 * 3_600_000 + 5_000)).toBe('12:00:05');
  });

  it('never goes below zero when the browser clock is behind', () => {
    expect(formatElapsed(-3_000)).toBe('00:00');
  });
});

describe('elapsedSince and isOverPlanned', () => {
  const start = '2026-11-27T15:00:00.000Z';
  it('counts from the pause start', () => {
    expect(elapsedSince(start, new Date('2026-11-27T15:10:07.500Z'))).toBe('10:07');
  });
  it('is over the planned length only once it has passed', () => {
    expect(isOverPlanned(start, 10, new Date('2026-11-27T15:10:00.000Z'))).toBe(false);
    expect(isOverPlanned(start, 10, new Date('2026-11-27T15:10:01.000Z'))).toBe(true);
  });
});
