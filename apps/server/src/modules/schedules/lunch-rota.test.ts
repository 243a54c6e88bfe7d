import { describe, expect, it } from 'vitest';
import { coverageGaps, weekCoverage, weekdayFrame } from './coverage';
import { generateLunchRota, isLunchInsideShift, lunchCandidates } from './lunch-rota';

const MONDAY = 1;
const office = (userId: string, name: string) => ({
  userId,
  name,
  shifts: [{ weekday: MONDAY, startMinute: 480, durationMinutes: 540 }], // 08:00–17:00
});
const TEAM = [office('u-ana', 'Ana'), office('u-beto', 'Beto'), office('u-carla', 'Carla')];
const SETTINGS = { lunchMinutes: 60, lunchWindowStart: 720, lunchWindowEnd: 900 };

describe('generateLunchRota', () => {
  it('staggers three técnicos at 12:00, 13:00 and 14:00 with no warning when the minimum is 2', () => {
    const { slots, warnings } = generateLunchRota(MONDAY, TEAM, { ...SETTINGS, minAvailable: 2 });
    expect(slots.map((slot) => [slot.userId, slot.startMinute, slot.durationMinutes])).toEqual([
      ['u-ana', 720, 60],
      ['u-beto', 780, 60],
      ['u-carla', 840, 60],
    ]);
    expect(warnings).toEqual([]);
  });

  it('places the best rota and names who is at lunch and when when the minimum is 3', () => {
    const { slots, warnings } = generateLunchRota(MONDAY, TEAM, { ...SETTINGS, minAvailable: 3 });
    expect(slots.map((slot) => slot.startMinute)).toEqual([720, 780, 840]);
    expect(
      warnings.map((gap) => [
        gap.fromMinute,
        gap.toMinute,
        gap.available,
        gap.minimum,
        gap.atLunch.map((p) => p.name),
      ]),
    ).toEqual([
      [720, 780, 2, 3, ['Ana']],
      [780, 840, 2, 3, ['Beto']],
      [840, 900, 2, 3, ['Carla']],
    ]);
    expect(warnings[0]!.message).toBe(
      'lunes de 12:00 a 13:00: 2 disponibles de 3 como mínimo (almorzando: Ana).',
    );
    expect(warnings.every((gap) => gap.weekday === MONDAY && gap.offShift.length === 0)).toBe(true);
  });

  it('spreads lunches out even when the minimum would allow two at once', () => {
    const { slots, warnings } = generateLunchRota(MONDAY, TEAM, { ...SETTINGS, minAvailable: 1 });
    expect(slots.map((slot) => slot.startMinute)).toEqual([720, 780, 840]);
    expect(warnings).toEqual([]);
  });

  it('places the técnico with fewest choices first', () => {
    // Beto leaves at 14:00: his lunch can only start 12:00–13:00; Ana has the whole window.
    const team = [
      office('u-ana', 'Ana'),
      {
        userId: 'u-beto',
        name: 'Beto',
        shifts: [{ weekday: MONDAY, startMinute: 480, durationMinutes: 360 }],
      },
    ];
    const { slots, warnings } = generateLunchRota(MONDAY, team, { ...SETTINGS, minAvailable: 1 });
    expect(Object.fromEntries(slots.map((slot) => [slot.userId, slot.startMinute]))).toEqual({
      'u-beto': 720,
      'u-ana': 780,
    });
    expect(warnings).toEqual([]);
  });

  it('gives no lunch on a day without a shift', () => {
    expect(generateLunchRota(2, TEAM, { ...SETTINGS, minAvailable: 1 }).slots).toEqual([]);
  });
});

describe('lunchCandidates', () => {
  it('keeps the lunch inside the window and the shift, on quarter hours', () => {
    // 10:00–13:30: the lunch may start 12:00, 12:15 or 12:30.
    const shifts = [{ weekday: MONDAY, startMinute: 600, durationMinutes: 210 }];
    expect(lunchCandidates(shifts, MONDAY, SETTINGS)).toEqual([720, 735, 750]);
  });

  it('puts a night shift’s lunch in the next day’s window, or in the middle of the shift', () => {
    // Monday 22:00–06:00; a window 01:00–03:00 falls after midnight: from 1500 (01:00 Tuesday).
    const night = [{ weekday: MONDAY, startMinute: 1320, durationMinutes: 480 }];
    expect(
      lunchCandidates(night, MONDAY, {
        lunchMinutes: 60,
        lunchWindowStart: 60,
        lunchWindowEnd: 180,
      }),
    ).toEqual([1500, 1515, 1530, 1545, 1560]);
    // The 12:00–15:00 window misses it: the middle, 01:30 Tuesday.
    expect(lunchCandidates(night, MONDAY, SETTINGS)).toEqual([1530]);
    // A shift no longer than the lunch gets none.
    expect(
      lunchCandidates(
        [{ weekday: MONDAY, startMinute: 360, durationMinutes: 60 }],
        MONDAY,
        SETTINGS,
      ),
    ).toEqual([]);
  });

  it('tells whether a saved lunch lies inside its shift', () => {
    const shifts = TEAM[0]!.shifts;
    expect(
      isLunchInsideShift(shifts, { weekday: MONDAY, startMinute: 960, durationMinutes: 60 }),
    ).toBe(true);
    expect(
      isLunchInsideShift(shifts, { weekday: MONDAY, startMinute: 990, durationMinutes: 60 }),
    ).toBe(false);
    expect(isLunchInsideShift(shifts, { weekday: 2, startMinute: 720, durationMinutes: 60 })).toBe(
      false,
    );
  });
});

describe('coverage', () => {
  it('reports the minutes under the minimum while somebody works, with who is off', () => {
    const members = [
      { userId: 'u-ana', name: 'Ana', shifts: [[480, 1020] as const], lunches: [] },
      {
        userId: 'u-beto',
        name: 'Beto',
        shifts: [[720, 1200] as const],
        lunches: [[900, 960] as const],
      },
    ];
    const gaps = coverageGaps(MONDAY, members, 2);
    expect(
      gaps.map((gap) => [
        gap.fromMinute,
        gap.toMinute,
        gap.available,
        gap.atLunch.map((p) => p.name),
        gap.offShift.map((p) => p.name),
      ]),
    ).toEqual([
      [480, 720, 1, [], ['Beto']],
      [900, 960, 1, ['Beto'], []],
      [1020, 1200, 1, [], ['Ana']],
    ]);
    // Nobody works before 08:00 or after 20:00: no warning then.
    expect(coverageGaps(MONDAY, members, 1)).toEqual([]);
  });

  it('counts the previous night’s shift after midnight, Saturday into Sunday included', () => {
    const saturdayNight = [{ weekday: 6, startMinute: 1320, durationMinutes: 480 }];
    expect(weekdayFrame(0, saturdayNight, []).shifts).toEqual([[-120, 360]]);
    const gaps = weekCoverage(
      [
        { id: 'u-ana', name: 'Ana', shifts: saturdayNight },
        {
          id: 'u-beto',
          name: 'Beto',
          shifts: [{ weekday: 0, startMinute: 240, durationMinutes: 240 }],
        },
      ],
      [{ userId: 'u-ana', weekday: 6, startMinute: 1500, durationMinutes: 60 }],
      2,
    );
    // Sunday: Ana alone 00:00–04:00 (at lunch 01:00–02:00: nobody available), both 04:00–06:00,
    // Beto alone 06:00–08:00.
    expect(gaps[0]!.map((gap) => [gap.fromMinute, gap.toMinute, gap.available])).toEqual([
      [0, 60, 1],
      [60, 120, 0],
      [120, 240, 1],
      [360, 480, 1],
    ]);
    expect(gaps[6]!.map((gap) => [gap.fromMinute, gap.toMinute, gap.available])).toEqual([
      [1320, 1440, 1],
    ]);
  });
});
