import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, businessMinutesBetween } from './business-time';
import { isKnownHolidayPlace, publicHolidays, toBusinessCalendar } from './sla-calendars';

const lima = (local: string) => new Date(`${local.replace(' ', 'T')}:00-05:00`);
const weekday = [
  { start: '08:30', end: '13:00' },
  { start: '14:00', end: '18:00' },
];
const office = toBusinessCalendar({
  timeZone: 'America/Lima',
  week: [[], weekday, weekday, weekday, weekday, weekday, [{ start: '09:00', end: '13:00' }]],
  holidayCountry: 'PE',
  holidayRegion: null,
  daysOff: [{ date: '2026-12-24', name: 'Nochebuena (medio equipo)' }],
});

describe('Peruvian business calendars', () => {
  it('reads the public holidays of Peru from date-holidays', () => {
    const holidays = publicHolidays('PE', null, 2026);
    for (const date of ['2026-07-28', '2026-07-29', '2026-08-30', '2026-12-08', '2026-12-09'])
      expect(holidays.has(date)).toBe(true);
    expect(holidays.has('2026-07-27')).toBe(false);
    expect(isKnownHolidayPlace('PE', null)).toBe(true);
    expect(isKnownHolidayPlace('PE', 'CUS')).toBe(true);
    expect(isKnownHolidayPlace('XX', null)).toBe(false);
    expect(isKnownHolidayPlace('PE', 'ZZZ')).toBe(false);
  });

  it.each([
    // Monday 27 July 17:00: one hour, then the two Independence days, then Thursday.
    ['Fiestas Patrias', '2026-07-27 17:00', 120, '2026-07-30 09:30'],
    // Monday 7 December 17:30: 30 min, then 8 and 9 December (both holidays), then Thursday.
    ['8 and 9 December', '2026-12-07 17:30', 60, '2026-12-10 09:00'],
    // The organisation's own day off, then Christmas, then Saturday morning.
    ['Nochebuena off and Navidad', '2026-12-23 17:00', 120, '2026-12-26 10:00'],
    // Created at 12:15 during 28 July (a Tuesday holiday): Thursday's opening.
    ['created on a holiday', '2026-07-28 12:15', 30, '2026-07-30 09:00'],
  ])('%s: %s + %i min → %s', (_case, start, minutes, due) => {
    expect(addBusinessMinutes(lima(start), minutes, office)).toEqual(lima(due));
  });

  it('counts no business time on a holiday week-day', () => {
    expect(businessMinutesBetween(lima('2026-12-08 00:00'), lima('2026-12-10 00:00'), office)).toBe(
      0,
    );
  });
});
