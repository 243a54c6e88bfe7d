import { describe, expect, it } from 'vitest';
import {
  breakReminderInstants,
  dueBreakReminder,
  dueLunchReminder,
  type BreakReminderPlan,
} from './break-reminders';

/** A Lima wall-clock instant (UTC−5, no DST) on a day of November 2026. */
const lima = (day: number, time: string) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00-05:00`);
const limaTimes = (instants: Date[]) =>
  instants.map((instant) =>
    new Intl.DateTimeFormat('es-PE', {
      timeZone: 'America/Lima',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(instant)
      .replace(',', ''),
  );

const dayShift = (changes: Partial<BreakReminderPlan> = {}): BreakReminderPlan => ({
  shift: { start: lima(23, '08:00'), end: lima(23, '17:00') },
  lunch: null,
  everyMinutes: 120,
  breaks: [],
  ...changes,
});

describe('break reminders (docs/schedules.md#pausas-y-recordatorios)', () => {
  it('falls due every 120 minutes of an 08:00 shift, nothing at or after its end', () => {
    expect(limaTimes(breakReminderInstants(dayShift()))).toEqual([
      '23 10:00',
      '23 12:00',
      '23 14:00',
      '23 16:00',
    ]);
    // A shift ending exactly on a due instant: that one is not sent.
    const short = dayShift({ shift: { start: lima(23, '08:00'), end: lima(23, '12:00') } });
    expect(limaTimes(breakReminderInstants(short))).toEqual(['23 10:00']);
  });

  it('restarts the count from the end of a break: ended 10:20, next due 12:20', () => {
    const plan = dayShift({ breaks: [{ start: lima(23, '10:08'), end: lima(23, '10:20') }] });
    expect(limaTimes(breakReminderInstants(plan))).toEqual([
      '23 10:00',
      '23 12:20',
      '23 14:20',
      '23 16:20',
    ]);
    expect(dueBreakReminder(plan, lima(23, '10:00'))).toEqual(lima(23, '10:00'));
    expect(dueBreakReminder(plan, lima(23, '12:19'))).toEqual(lima(23, '10:00'));
    expect(dueBreakReminder(plan, lima(23, '12:20'))).toEqual(lima(23, '12:20'));
    expect(dueBreakReminder(plan, lima(23, '09:59'))).toBeNull();
  });

  it('a break taken before the first reminder moves it: 09:00–09:10, then 11:10', () => {
    const plan = dayShift({ breaks: [{ start: lima(23, '09:00'), end: lima(23, '09:10') }] });
    expect(limaTimes(breakReminderInstants(plan)).slice(0, 2)).toEqual(['23 11:10', '23 13:10']);
  });

  it('stops while a break is running', () => {
    const plan = dayShift({ breaks: [{ start: lima(23, '10:05'), end: null }] });
    expect(limaTimes(breakReminderInstants(plan))).toEqual(['23 10:00']);
  });

  it('crosses midnight: a 22:00–06:00 shift every 180 minutes is due 01:00 and 04:00', () => {
    const plan: BreakReminderPlan = {
      shift: { start: lima(23, '22:00'), end: lima(24, '06:00') },
      lunch: null,
      everyMinutes: 180,
      breaks: [],
    };
    expect(limaTimes(breakReminderInstants(plan))).toEqual(['24 01:00', '24 04:00']);
    expect(dueBreakReminder(plan, lima(24, '05:59'))).toEqual(lima(24, '04:00'));
  });

  it('moves a reminder due inside the lunch slot to the lunch end', () => {
    const plan = dayShift({ lunch: { start: lima(23, '11:30'), end: lima(23, '12:30') } });
    expect(limaTimes(breakReminderInstants(plan))).toEqual([
      '23 10:00',
      '23 12:30',
      '23 14:30',
      '23 16:30',
    ]);
    // A lunch slot start is not inside the slot's end: 12:00–13:00 pushes 12:00 to 13:00.
    const noon = dayShift({ lunch: { start: lima(23, '12:00'), end: lima(23, '13:00') } });
    expect(limaTimes(breakReminderInstants(noon)).slice(0, 2)).toEqual(['23 10:00', '23 13:00']);
  });

  it('sends nothing when the lunch end falls at or after the shift end', () => {
    const plan = dayShift({
      shift: { start: lima(23, '08:00'), end: lima(23, '11:00') },
      everyMinutes: 120,
      lunch: { start: lima(23, '09:30'), end: lima(23, '11:00') },
    });
    expect(breakReminderInstants(plan)).toEqual([]);
  });
});

describe('lunch reminder', () => {
  const slot = { start: lima(23, '13:00'), end: lima(23, '14:00') };
  it('is due at the slot start while the slot lasts and no lunch was recorded', () => {
    expect(dueLunchReminder(slot, false, lima(23, '12:59'))).toBeNull();
    expect(dueLunchReminder(slot, false, lima(23, '13:00'))).toEqual(slot.start);
    expect(dueLunchReminder(slot, false, lima(23, '13:40'))).toEqual(slot.start);
    expect(dueLunchReminder(slot, false, lima(23, '14:00'))).toBeNull();
    expect(dueLunchReminder(slot, true, lima(23, '13:10'))).toBeNull();
    expect(dueLunchReminder(null, false, lima(23, '13:10'))).toBeNull();
  });
});
