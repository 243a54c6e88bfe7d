import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [480, '8 h'],
    [1440, '24 h'],
    [4320, '72 h'],
    [61, '1 h 1 min'],
  ])('%i minutes read "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe('parseDuration', () => {
  it.each([
    ['8 h', 480],
    ['1 h 30 min', 90],
    ['1h30m', 90],
    ['45 min', 45],
    ['90 min', 90],
    ['2 horas 15 minutos', 135],
    ['1:30', 90],
    ['  24 H ', 1440],
    ['0 min', 0],
  ])('"%s" is %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each(['', '   ', '90', '1,5 h', 'h', 'min', 'una hora', '1:75', '-1 h', '1 d'])(
    'refuses "%s"',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );

  it('reads back every formatted value', () => {
    for (const minutes of [1, 59, 60, 61, 479, 480, 4320, 525_600]) {
      expect(parseDuration(formatDuration(minutes))).toBe(minutes);
    }
  });
});
