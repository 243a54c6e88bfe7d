import { describe, expect, it } from 'vitest';
import { closedDaysBetween } from '../sla/index';
import {
  findOverlappingShifts,
  overlapMessage,
  planShifts,
  shiftAt,
  type PlanException,
  type WeeklyShift,
} from './shift-plan';

// Lima is UTC−5 all year: 08:00 in Lima is 13:00Z.
const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const weekdays = (from: number, to: number, startMinute: number, durationMinutes: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    weekday: from + index,
    startMinute,
    durationMinutes,
  }));
/** Monday to Friday 08:00–17:00. */
const OFFICE = weekdays(1, 5, 480, 540);

let sequence = 0;
function exception(fields: Partial<PlanException> & Pick<PlanException, 'kind'>): PlanException {
  sequence += 1;
  return {
    id: `eeeeeeee-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: A,
    startsOn: '2026-08-03',
    endsOn: '2026-08-03',
    startMinute: null,
    durationMinutes: null,
    swapWithUserId: null,
    ...fields,
  };
}

function plan(
  from: string,
  to: string,
  options: {
    patterns?: Record<string, WeeklyShift[]>;
    exceptions?: PlanException[];
    holidays?: Record<string, string>;
  } = {},
) {
  const patterns = options.patterns ?? { [A]: OFFICE };
  return planShifts({
    from,
    to,
    userIds: Object.keys(patterns),
    patterns: new Map(Object.entries(patterns)),
    exceptions: options.exceptions ?? [],
    holidays: new Map(Object.entries(options.holidays ?? {})),
  });
}

const spans = (shifts: ReturnType<typeof plan> extends Map<string, infer T> ? T : never) =>
  shifts.map((shift) => [
    shift.date,
    shift.startsAt.toISOString(),
    shift.endsAt.toISOString(),
    shift.source,
  ]);

describe('planShifts', () => {
  it('makes one instance per pattern shift, in Lima time', () => {
    // Monday 3 August 2026 to Sunday 9 August.
    const shifts = plan('2026-08-03', '2026-08-09').get(A)!;
    expect(shifts).toHaveLength(5);
    expect(spans(shifts)[0]).toEqual([
      '2026-08-03',
      '2026-08-03T13:00:00.000Z',
      '2026-08-03T22:00:00.000Z',
      'pattern',
    ]);
    expect(shifts.map((shift) => shift.weekday)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a shift crossing midnight on the day it starts and covers the morning after', () => {
    // Monday 22:00 + 8 h: until Tuesday 06:00.
    const shifts = plan('2026-08-03', '2026-08-03', {
      patterns: { [A]: [{ weekday: 1, startMinute: 1320, durationMinutes: 480 }] },
    }).get(A)!;
    expect(spans(shifts)).toEqual([
      ['2026-08-03', '2026-08-04T03:00:00.000Z', '2026-08-04T11:00:00.000Z', 'pattern'],
    ]);
    expect(shiftAt(shifts, new Date('2026-08-04T10:59:00Z'))).toBeDefined(); // Tue 05:59
    expect(shiftAt(shifts, new Date('2026-08-04T11:00:00Z'))).toBeUndefined(); // Tue 06:00
  });

  it('takes a vacation or a whole-day leave off and leaves the other days', () => {
    const shifts = plan('2026-08-03', '2026-08-07', {
      exceptions: [
        exception({ kind: 'vacation', startsOn: '2026-08-03', endsOn: '2026-08-04' }),
        exception({ kind: 'leave', startsOn: '2026-08-06', endsOn: '2026-08-06' }),
      ],
    }).get(A)!;
    expect(shifts.map((shift) => shift.date)).toEqual(['2026-08-05', '2026-08-07']);
  });

  it('adds an extra shift, on a day off and on a holiday too', () => {
    const shifts = plan('2026-08-08', '2026-08-10', {
      exceptions: [
        exception({
          kind: 'extra',
          startsOn: '2026-08-08',
          endsOn: '2026-08-08',
          startMinute: 540,
          durationMinutes: 240,
        }),
        exception({
          kind: 'extra',
          startsOn: '2026-08-10',
          endsOn: '2026-08-10',
          startMinute: 1080,
          durationMinutes: 120,
        }),
      ],
      holidays: { '2026-08-10': 'Feriado de prueba' },
    }).get(A)!;
    expect(spans(shifts)).toEqual([
      ['2026-08-08', '2026-08-08T14:00:00.000Z', '2026-08-08T18:00:00.000Z', 'extra'],
      // Monday the 10th is a holiday: the 08:00 shift is gone, the 18:00 extra stays.
      ['2026-08-10', '2026-08-10T23:00:00.000Z', '2026-08-11T01:00:00.000Z', 'extra'],
    ]);
  });

  it('exchanges the two people’s shifts on the days of a swap', () => {
    const patterns = {
      [A]: [{ weekday: 1, startMinute: 480, durationMinutes: 480 }],
      [B]: [{ weekday: 1, startMinute: 840, durationMinutes: 480 }],
    };
    const swap = exception({
      kind: 'swap',
      swapWithUserId: B,
      startsOn: '2026-08-03',
      endsOn: '2026-08-03',
    });
    const plans = plan('2026-08-03', '2026-08-10', { patterns, exceptions: [swap] });
    expect(spans(plans.get(A)!)).toEqual([
      ['2026-08-03', '2026-08-03T19:00:00.000Z', '2026-08-04T03:00:00.000Z', 'swap'],
      ['2026-08-10', '2026-08-10T13:00:00.000Z', '2026-08-10T21:00:00.000Z', 'pattern'],
    ]);
    expect(spans(plans.get(B)!)).toEqual([
      ['2026-08-03', '2026-08-03T13:00:00.000Z', '2026-08-03T21:00:00.000Z', 'swap'],
      ['2026-08-10', '2026-08-10T19:00:00.000Z', '2026-08-11T03:00:00.000Z', 'pattern'],
    ]);
  });

  it('cuts a partial leave out of the shift', () => {
    const shifts = plan('2026-08-05', '2026-08-05', {
      exceptions: [
        exception({
          kind: 'leave',
          startsOn: '2026-08-05',
          endsOn: '2026-08-05',
          startMinute: 600,
          durationMinutes: 120,
        }),
      ],
    }).get(A)!;
    // 08:00–10:00 and 12:00–17:00.
    expect(spans(shifts)).toEqual([
      ['2026-08-05', '2026-08-05T13:00:00.000Z', '2026-08-05T15:00:00.000Z', 'pattern'],
      ['2026-08-05', '2026-08-05T17:00:00.000Z', '2026-08-05T22:00:00.000Z', 'pattern'],
    ]);
  });

  it('gives no shift on the calendar’s public holidays and days off', () => {
    // Peru: 28 and 29 July 2026 (Tuesday, Wednesday) are public holidays; the 31st is the
    // organisation's own day off.
    const days = closedDaysBetween(
      {
        holidayCountry: 'PE',
        holidayRegion: null,
        daysOff: [{ date: '2026-07-31', name: 'Aniversario' }],
      },
      '2026-07-27',
      '2026-08-02',
    );
    expect(days.map((day) => day.date)).toEqual(['2026-07-28', '2026-07-29', '2026-07-31']);
    expect(days[2]!.name).toBe('Aniversario');
    const shifts = plan('2026-07-27', '2026-08-02', {
      holidays: Object.fromEntries(days.map((day) => [day.date, day.name])),
    }).get(A)!;
    expect(shifts.map((shift) => shift.date)).toEqual(['2026-07-27', '2026-07-30']);
  });
});

describe('findOverlappingShifts', () => {
  it('finds two shifts of one day that overlap', () => {
    const shifts = [
      { weekday: 2, startMinute: 480, durationMinutes: 480 },
      { weekday: 2, startMinute: 900, durationMinutes: 120 },
    ];
    expect(findOverlappingShifts(shifts)).toEqual({ index: 1, otherIndex: 0 });
    expect(overlapMessage(shifts, 1, 0)).toBe('Dos turnos del martes se superponen.');
  });

  it('finds a night shift running into the next day’s shift, and Saturday into Sunday', () => {
    const midnight = [
      { weekday: 1, startMinute: 1320, durationMinutes: 480 },
      { weekday: 2, startMinute: 300, durationMinutes: 240 },
    ];
    expect(findOverlappingShifts(midnight)).toEqual({ index: 1, otherIndex: 0 });
    expect(overlapMessage(midnight, 1, 0)).toBe(
      'El turno del martes se superpone con el del lunes.',
    );
    const wrap = [
      { weekday: 0, startMinute: 240, durationMinutes: 240 },
      { weekday: 6, startMinute: 1320, durationMinutes: 480 },
    ];
    expect(findOverlappingShifts(wrap)).toEqual({ index: 1, otherIndex: 0 });
    expect(overlapMessage(wrap, 1, 0)).toBe('El turno del sábado se superpone con el del domingo.');
  });

  it('accepts shifts that only touch, and a full office week', () => {
    expect(
      findOverlappingShifts([
        { weekday: 1, startMinute: 480, durationMinutes: 480 },
        { weekday: 1, startMinute: 960, durationMinutes: 360 },
        { weekday: 6, startMinute: 1320, durationMinutes: 120 },
        { weekday: 0, startMinute: 0, durationMinutes: 60 },
      ]),
    ).toBeNull();
    expect(findOverlappingShifts(OFFICE)).toBeNull();
  });
});
