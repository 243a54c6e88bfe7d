import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  addBusinessMinutes,
  businessMinutesBetween,
  isWorkingTime,
  type BusinessCalendar,
} from './business-time';

// Lima is UTC−5 all year: `lima('2026-07-27 09:00')` is 14:00 UTC.
const lima = (local: string) => new Date(`${local.replace(' ', 'T')}:00-05:00`);
const hm = (text: string) => {
  const [hours, minutes] = text.split(':').map(Number);
  return hours! * 60 + minutes!;
};
const interval = (start: string, end: string) => ({ start: hm(start), end: hm(end) });

// Monday to Friday 08:00–13:00 and 14:00–18:00 (540 minutes, a lunch gap), Saturday 09:00–13:00
// (240), Sunday closed; closed on 28 and 29 July and 8 December 2026 (Peruvian holidays).
const weekday = [interval('08:00', '13:00'), interval('14:00', '18:00')];
const office: BusinessCalendar = {
  timeZone: 'America/Lima',
  week: [[], weekday, weekday, weekday, weekday, weekday, [interval('09:00', '13:00')]],
  isClosed: (date) => ['2026-07-28', '2026-07-29', '2026-12-08'].includes(date),
};

describe('addBusinessMinutes', () => {
  it.each([
    ['inside one interval', '2026-07-27 10:00', 60, '2026-07-27 11:00'],
    ['across the lunch gap', '2026-07-27 12:30', 60, '2026-07-27 14:30'],
    ['ending exactly at lunch: due at the closing', '2026-07-27 12:00', 60, '2026-07-27 13:00'],
    ['created during lunch', '2026-07-27 13:20', 30, '2026-07-27 14:30'],
    ['created before opening', '2026-07-27 06:15', 30, '2026-07-27 08:30'],
    ['across 28 and 29 July (holidays) to Thursday', '2026-07-27 17:00', 120, '2026-07-30 09:00'],
    ['created on a holiday', '2026-07-28 10:00', 15, '2026-07-30 08:15'],
    ['created at 23:59 on a Thursday', '2026-07-30 23:59', 1, '2026-07-31 08:01'],
    ['created at 23:59 on a Friday: Saturday morning', '2026-07-31 23:59', 60, '2026-08-01 10:00'],
    ['Saturday noon, past Sunday, to Monday', '2026-08-01 12:00', 120, '2026-08-03 09:00'],
    [
      'created on a Sunday, a whole day: due at Monday closing',
      '2026-08-02 10:00',
      540,
      '2026-08-03 18:00',
    ],
    ['across 8 December', '2026-12-07 17:30', 60, '2026-12-09 08:30'],
    ['a working week and a bit', '2026-08-03 08:00', 5 * 540 + 240 + 10, '2026-08-10 08:10'],
    ['zero minutes is the start itself', '2026-08-02 10:00', 0, '2026-08-02 10:00'],
  ])('%s: %s + %i min → %s', (_case, start, minutes, due) => {
    expect(addBusinessMinutes(lima(start), minutes, office)).toEqual(lima(due));
  });

  it('counts round the clock without a calendar', () => {
    expect(addBusinessMinutes(lima('2026-07-31 23:59'), 1440, ALWAYS_OPEN)).toEqual(
      lima('2026-08-01 23:59'),
    );
  });

  it('refuses negative minutes and a calendar with no working time', () => {
    expect(() => addBusinessMinutes(lima('2026-07-27 10:00'), -1, office)).toThrow(RangeError);
    const never: BusinessCalendar = { ...office, week: [[], [], [], [], [], [], []] };
    expect(() => addBusinessMinutes(lima('2026-07-27 10:00'), 1, never)).toThrow(RangeError);
  });
});

describe('businessMinutesBetween', () => {
  it.each([
    ['a whole working day', '2026-07-27 08:00', '2026-07-27 18:00', 540],
    ['across lunch', '2026-07-27 12:00', '2026-07-27 15:00', 120],
    ['inside lunch', '2026-07-27 13:10', '2026-07-27 13:50', 0],
    ['across two holidays', '2026-07-27 17:00', '2026-07-30 09:00', 120],
    ['a weekend with its Saturday morning', '2026-07-31 17:00', '2026-08-03 09:00', 360],
    ['from 23:59 to the next opening', '2026-07-30 23:59', '2026-07-31 08:00', 0],
    ['a Sunday', '2026-08-02 00:00', '2026-08-03 00:00', 0],
    ['a holiday', '2026-12-08 00:00', '2026-12-09 00:00', 0],
    ['backwards is zero', '2026-07-27 15:00', '2026-07-27 10:00', 0],
  ])('%s: %s → %s = %i min', (_case, start, end, minutes) => {
    expect(businessMinutesBetween(lima(start), lima(end), office)).toBe(minutes);
  });

  it('undoes addBusinessMinutes from any working moment', () => {
    for (const start of ['2026-07-27 08:00', '2026-07-27 12:59', '2026-07-31 17:45']) {
      for (const minutes of [1, 59, 61, 300, 541, 2000]) {
        const due = addBusinessMinutes(lima(start), minutes, office);
        expect(businessMinutesBetween(lima(start), due, office)).toBe(minutes);
      }
    }
  });

  it('tells working time', () => {
    expect(isWorkingTime(lima('2026-07-27 12:59'), office)).toBe(true);
    expect(isWorkingTime(lima('2026-07-27 13:00'), office)).toBe(false);
    expect(isWorkingTime(lima('2026-07-28 10:00'), office)).toBe(false);
  });
});
