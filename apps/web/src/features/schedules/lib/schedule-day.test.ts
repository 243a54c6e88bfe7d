import { describe, expect, it } from 'vitest';
import { spanLine, summarizeDay } from './schedule-day';

// Lima is UTC−5 all year: 08:00 in Lima is 13:00Z.
const lima = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`).toISOString();

describe('summarizeDay', () => {
  it('lists shifts, lunch and planned breaks in Lima time', () => {
    const summary = summarizeDay(
      {
        date: '2026-11-23',
        holiday: null,
        shifts: [
          {
            startsAt: lima('2026-11-23', '08:00'),
            endsAt: lima('2026-11-23', '17:00'),
            source: 'pattern',
          },
        ],
        lunch: { startsAt: lima('2026-11-23', '13:00'), endsAt: lima('2026-11-23', '14:00') },
        plannedBreaks: [
          {
            startsAt: lima('2026-11-23', '10:00'),
            endsAt: lima('2026-11-23', '10:10'),
            minutes: 10,
          },
          {
            startsAt: lima('2026-11-23', '16:00'),
            endsAt: lima('2026-11-23', '16:10'),
            minutes: 10,
          },
        ],
        exceptionIds: [],
      },
      new Map(),
    );
    expect(summary.shifts).toEqual([
      { text: '08:00–17:00', endsNextDay: false, source: 'pattern' },
    ]);
    expect(summary.lunch).toEqual({ text: '13:00–14:00', endsNextDay: false });
    expect(summary.breaks).toEqual({ count: 2, minutes: 10, times: ['10:00', '16:00'] });
    expect(summary.isDayOff).toBe(false);
  });

  it('says a night shift ends the next day, but not one that ends at midnight', () => {
    expect(
      spanLine('2026-11-23', {
        startsAt: lima('2026-11-23', '22:00'),
        endsAt: lima('2026-11-24', '06:00'),
      }),
    ).toEqual({ text: '22:00–06:00', endsNextDay: true });
    expect(
      spanLine('2026-11-23', {
        startsAt: lima('2026-11-23', '16:00'),
        endsAt: lima('2026-11-24', '00:00'),
      }),
    ).toEqual({ text: '16:00–00:00', endsNextDay: false });
  });

  it('shows a holiday or a vacation as a day off with its reason', () => {
    const summary = summarizeDay(
      {
        date: '2026-12-08',
        holiday: 'Inmaculada Concepción',
        shifts: [],
        lunch: null,
        exceptionIds: ['e1', 'gone'],
      },
      new Map([['e1', { id: 'e1', kind: 'vacation' as const }]]),
    );
    expect(summary.isDayOff).toBe(true);
    expect(summary.holiday).toBe('Inmaculada Concepción');
    // An id the answer does not describe is left out rather than shown blank.
    expect(summary.exceptions).toEqual([{ id: 'e1', kind: 'vacation' }]);
    expect(summary.breaks).toBeNull();
  });
});
