import { describe, expect, it } from 'vitest';
import {
  endsNextDay,
  formatClock,
  formatMinutes,
  minutesBetween,
  parseClock,
  spanText,
} from './clock';

describe('clock minutes', () => {
  it('formats a minute of the day, wrapping past midnight', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(510)).toBe('08:30');
    expect(formatClock(1439)).toBe('23:59');
    expect(formatClock(1440 + 360)).toBe('06:00');
  });

  it('parses typed clock times and refuses the rest', () => {
    expect(parseClock('8:30')).toBe(510);
    expect(parseClock(' 08:30 ')).toBe(510);
    expect(parseClock('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:5', '', '08:60', '0830', 'ab:cd']) {
      expect(parseClock(bad), bad).toBeNull();
    }
  });

  it('measures a span typed as two times, across midnight when the end comes first', () => {
    expect(minutesBetween(480, 1020)).toBe(540);
    expect(minutesBetween(1320, 360)).toBe(480);
    expect(minutesBetween(600, 600)).toBe(1440);
  });

  it('writes a span and says when it ends the next day', () => {
    expect(spanText(1320, 480)).toBe('22:00–06:00');
    expect(endsNextDay(1320, 480)).toBe(true);
    expect(endsNextDay(480, 960)).toBe(false);
    expect(endsNextDay(480, 961)).toBe(true);
  });

  it('writes lengths in hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
  });
});
