import { describe, expect, it } from 'vitest';
import { adherenceDays, type AdherenceInput, type PauseFacts } from './adherence';

/** A Lima wall-clock instant (UTC−5) of November 2026. */
const lima = (day: number, time: string) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00-05:00`);
const pause = (
  kind: 'break' | 'lunch',
  from: [number, string],
  to: [number, string] | null,
  plannedMinutes: number,
  endedAutomatically = false,
): PauseFacts => ({
  kind,
  startMs: lima(...from).getTime(),
  endMs: to ? lima(...to).getTime() : null,
  plannedMinutes,
  endedAutomatically,
});

const user = { id: '00000000-0000-4000-8000-000000000001', name: 'Rosa Quispe' };

/**
 * Tuesday 17: shift 08:00–17:00 (540 min), lunch slot 13:00–14:00, policy every 120 / 10 min.
 * Breaks 10:00–10:12 (2 over), 15:30–15:38, 16:00–16:10 closed automatically; lunch 13:10–14:15
 * (10 late, 5 over). Three tickets handled (one of them twice).
 */
const tuesday: AdherenceInput = {
  user,
  dates: ['2026-11-16', '2026-11-17'],
  days: [
    {
      date: '2026-11-17',
      shifts: [{ start: lima(17, '08:00'), end: lima(17, '17:00') }],
      lunch: { start: lima(17, '13:00'), end: lima(17, '14:00') },
    },
  ],
  policy: { everyMinutes: 120, breakMinutes: 10 },
  pauses: [
    pause('break', [17, '10:00'], [17, '10:12'], 10),
    pause('lunch', [17, '13:10'], [17, '14:15'], 60),
    pause('break', [17, '15:30'], [17, '15:38'], 10),
    pause('break', [17, '16:00'], [17, '16:10'], 10, true),
  ],
  handled: [
    { ticketId: 't1', atMs: lima(17, '09:30').getTime() },
    { ticketId: 't2', atMs: lima(17, '11:00').getTime() },
    { ticketId: 't2', atMs: lima(17, '16:30').getTime() },
    { ticketId: 't3', atMs: lima(17, '16:45').getTime() },
  ],
  now: lima(20, '12:00'),
};

describe('adherence figures (docs/schedules.md#cumplimiento-y-productividad)', () => {
  it('computes a day against the hand-computed figures', () => {
    expect(adherenceDays(tuesday)).toEqual([
      {
        userId: user.id,
        userName: user.name,
        date: '2026-11-17',
        shiftMinutes: 540,
        plannedBreaks: { count: 4, minutes: 40 }, // 10:00, 12:00, 14:00, 16:00 × 10
        actualBreaks: { count: 3, minutes: 30 }, // 12 + 8 + 10
        plannedLunch: { start: '13:00', minutes: 60 },
        actualLunch: {
          startedAt: lima(17, '13:10').toISOString(),
          minutes: 65,
          startDeviationMinutes: 10,
        },
        overrunMinutes: 7, // 2 (first break) + 5 (lunch)
        autoClosedCount: 1,
        workedMinutes: 445, // 540 − 30 − 65
        ticketsHandled: 3,
        productivity: 0.4, // 3 / (445 / 60) = 0.404…
        adherencePercent: 96.9, // 100 − 100 × (10 + 7) / 540 = 96.85…
      },
    ]);
  });

  it('plans the breaks that end inside the shift, as Mis Horarios shows them', () => {
    // 08:00–16:00 (480 min) every 120 / 10: 10:00, 12:00, 14:00; 16:00 would end after the shift.
    const eightHours: AdherenceInput = {
      ...tuesday,
      days: [
        {
          date: '2026-11-17',
          shifts: [{ start: lima(17, '08:00'), end: lima(17, '16:00') }],
          lunch: null,
        },
      ],
      pauses: [],
      handled: [],
    };
    const [day] = adherenceDays(eightHours);
    expect(day?.plannedBreaks).toEqual({ count: 3, minutes: 30 });
    expect(adherenceDays({ ...eightHours, policy: null })[0]?.plannedBreaks).toEqual({
      count: 0,
      minutes: 0,
    });
  });

  it('counts a night shift’s pauses and tickets after midnight for the day it started', () => {
    const night: AdherenceInput = {
      user,
      dates: ['2026-11-17', '2026-11-18'],
      days: [
        {
          date: '2026-11-17',
          shifts: [{ start: lima(17, '22:00'), end: lima(18, '06:00') }],
          lunch: { start: lima(18, '02:00'), end: lima(18, '02:30') },
        },
      ],
      policy: { everyMinutes: 180, breakMinutes: 15 },
      pauses: [
        pause('break', [18, '01:00'], [18, '01:15'], 15),
        pause('lunch', [18, '01:50'], [18, '02:20'], 30),
      ],
      handled: [
        { ticketId: 't1', atMs: lima(18, '03:00').getTime() },
        // After the shift: counted on its own Lima date.
        { ticketId: 't9', atMs: lima(18, '10:00').getTime() },
      ],
      now: lima(20, '12:00'),
    };
    const [first, second] = adherenceDays(night);
    expect(first).toMatchObject({
      date: '2026-11-17',
      shiftMinutes: 480,
      plannedBreaks: { count: 2, minutes: 30 },
      actualBreaks: { count: 1, minutes: 15 },
      plannedLunch: { start: '02:00', minutes: 30 },
      actualLunch: { minutes: 30, startDeviationMinutes: -10 },
      overrunMinutes: 0,
      workedMinutes: 435,
      ticketsHandled: 1,
      productivity: 0.1, // 1 / 7.25 h
      adherencePercent: 97.9, // 100 − 100 × 10 / 480
    });
    expect(second).toMatchObject({
      date: '2026-11-18',
      shiftMinutes: 0,
      ticketsHandled: 1,
      workedMinutes: 0,
      productivity: null,
      adherencePercent: null,
      plannedLunch: null,
    });
  });

  it('leaves out days without a shift, a pause or a ticket; no policy plans no breaks', () => {
    const rows = adherenceDays({ ...tuesday, policy: null, pauses: [], handled: [] });
    expect(rows.map((row) => row.date)).toEqual(['2026-11-17']);
    expect(rows[0]).toMatchObject({
      plannedBreaks: { count: 0, minutes: 0 },
      actualLunch: null,
      workedMinutes: 540,
      adherencePercent: 100,
      productivity: 0,
    });
  });

  it('counts a running pause up to now and floors the adherence at 0', () => {
    const rows = adherenceDays({
      ...tuesday,
      pauses: [pause('break', [17, '08:00'], null, 10)],
      handled: [],
      now: lima(17, '18:00'),
    });
    // 600 minutes of break against 10 planned: 590 over a 540-minute shift → 0, not −9.3.
    expect(rows[0]).toMatchObject({
      actualBreaks: { count: 1, minutes: 600 },
      overrunMinutes: 590,
      workedMinutes: 0,
      productivity: null,
      adherencePercent: 0,
    });
  });

  it('counts work outside any shift on its Lima date, to the minute around midnight', () => {
    const rows = adherenceDays({
      ...tuesday,
      dates: ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18'],
      days: [],
      pauses: [],
      handled: [
        { ticketId: 't1', atMs: lima(15, '23:59').getTime() },
        { ticketId: 't2', atMs: lima(16, '00:00').getTime() },
        { ticketId: 't3', atMs: lima(16, '00:00').getTime() - 1 },
        { ticketId: 't4', atMs: lima(18, '23:59').getTime() },
        // Past the days around the range: read from the time-zone database.
        { ticketId: 't5', atMs: lima(25, '12:00').getTime() },
      ],
    });
    expect(rows.map((row) => [row.date, row.ticketsHandled])).toEqual([
      ['2026-11-15', 2],
      ['2026-11-16', 1],
      ['2026-11-18', 1],
    ]);
  });

  describe('nothing planned before the first counted day (plannedFrom)', () => {
    // Tuesday 17 as above, and Tuesday 24 with the same shift and lunch slot and nothing recorded.
    const twoTuesdays: AdherenceInput = {
      ...tuesday,
      dates: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-23', '2026-11-24'],
      days: [
        ...tuesday.days,
        {
          date: '2026-11-24',
          shifts: [{ start: lima(24, '08:00'), end: lima(24, '17:00') }],
          lunch: { start: lima(24, '13:00'), end: lima(24, '14:00') },
        },
      ],
    };
    const [tuesday17] = adherenceDays(tuesday);
    const tuesday24 = {
      userId: user.id,
      userName: user.name,
      date: '2026-11-24',
      shiftMinutes: 540,
      plannedBreaks: { count: 4, minutes: 40 },
      actualBreaks: { count: 0, minutes: 0 },
      plannedLunch: { start: '13:00', minutes: 60 },
      actualLunch: null,
      overrunMinutes: 0,
      autoClosedCount: 0,
      workedMinutes: 540,
      ticketsHandled: 0,
      productivity: 0,
      adherencePercent: 100,
    };

    it('plans every day from that day on, that day included: the figures are unchanged', () => {
      expect(adherenceDays(twoTuesdays)).toEqual([tuesday17, tuesday24]);
      expect(adherenceDays({ ...twoTuesdays, plannedFrom: null })).toEqual([tuesday17, tuesday24]);
      expect(adherenceDays({ ...twoTuesdays, plannedFrom: '2026-11-17' })).toEqual([
        tuesday17,
        tuesday24,
      ]);
    });

    it('shows an earlier day only for what was recorded on it, as a day off', () => {
      // Created (or pattern first saved) on Wednesday 18: Tuesday 17 had no shift. Its pauses
      // and tickets count on their Lima date; nothing planned, no worked minutes, no adherence.
      expect(adherenceDays({ ...twoTuesdays, plannedFrom: '2026-11-18' })).toEqual([
        {
          userId: user.id,
          userName: user.name,
          date: '2026-11-17',
          shiftMinutes: 0,
          plannedBreaks: { count: 0, minutes: 0 },
          actualBreaks: { count: 3, minutes: 30 },
          plannedLunch: null,
          actualLunch: {
            startedAt: lima(17, '13:10').toISOString(),
            minutes: 65,
            startDeviationMinutes: null,
          },
          overrunMinutes: 7,
          autoClosedCount: 1,
          workedMinutes: 0, // 0 − 95, never below 0
          ticketsHandled: 3,
          productivity: null,
          adherencePercent: null,
        },
        tuesday24,
      ]);
      // Nothing recorded before it: the day is left out.
      expect(
        adherenceDays({ ...twoTuesdays, pauses: [], handled: [], plannedFrom: '2026-11-18' }),
      ).toEqual([tuesday24]);
      expect(adherenceDays({ ...twoTuesdays, plannedFrom: '2026-11-25' })).toHaveLength(1);
    });

    it('drops a night shift that started the evening before, its pauses on their own date', () => {
      const rows = adherenceDays({
        user,
        dates: ['2026-11-16', '2026-11-17'],
        days: [
          {
            date: '2026-11-16',
            shifts: [{ start: lima(16, '22:00'), end: lima(17, '06:00') }],
            lunch: null,
          },
        ],
        plannedFrom: '2026-11-17',
        policy: { everyMinutes: 180, breakMinutes: 15 },
        pauses: [pause('break', [17, '01:00'], [17, '01:15'], 15)],
        handled: [],
        now: lima(20, '12:00'),
      });
      expect(rows.map((row) => [row.date, row.shiftMinutes, row.actualBreaks.count])).toEqual([
        ['2026-11-17', 0, 1],
      ]);
    });
  });
});
