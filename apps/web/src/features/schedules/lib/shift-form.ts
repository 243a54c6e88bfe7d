import { z } from 'zod';
import {
  SHIFT_MAX_MINUTES,
  SHIFT_MIN_MINUTES,
  schedulePageMessages,
  type WorkShift,
  type WorkShiftInput,
} from '@atiende/contracts';
import { formatClock, minutesBetween, parseClock } from './clock';

const text = schedulePageMessages;

/** A clock time typed as "08:30", read as minutes from midnight. */
export const clockField = z.string().transform((value, ctx) => {
  const minute = parseClock(value);
  if (minute === null) {
    ctx.addIssue({ code: 'custom', message: text.common.clockInvalid });
    return z.NEVER;
  }
  return minute;
});

/**
 * One weekday's shifts as the dialog types them, "desde" and "hasta": an end at or before the
 * start is the next day (docs/schedules.md#time-model), and a shift lasts 30 minutes to 16 hours.
 * Overlaps with other days are the server's to find (it answers each under the week).
 */
export const dayShiftsFormSchema = z.object({
  shifts: z.array(
    z
      .object({ start: clockField, end: clockField })
      .transform((shift) => ({
        startMinute: shift.start,
        durationMinutes: minutesBetween(shift.start, shift.end),
      }))
      .refine(
        (shift) =>
          shift.durationMinutes >= SHIFT_MIN_MINUTES && shift.durationMinutes <= SHIFT_MAX_MINUTES,
        { message: text.team.shiftDialog.durationInvalid, path: ['end'] },
      ),
  ),
});
export type DayShiftsFormValues = z.input<typeof dayShiftsFormSchema>;

/** The dialog's starting rows: the day's shifts as clock times. */
export function dayShiftsFormValues(
  shifts: readonly WorkShift[],
  weekday: number,
): DayShiftsFormValues {
  return {
    shifts: shifts
      .filter((shift) => shift.weekday === weekday)
      .sort((a, b) => a.startMinute - b.startMinute)
      .map((shift) => ({
        start: formatClock(shift.startMinute),
        end: formatClock(shift.startMinute + shift.durationMinutes),
      })),
  };
}

/** The whole week to PUT: the other days as they are, this day as the dialog left it. */
export function weekWithDay(
  shifts: readonly WorkShift[],
  weekday: number,
  day: ReadonlyArray<Omit<WorkShiftInput, 'weekday'>>,
): WorkShiftInput[] {
  return [
    ...shifts
      .filter((shift) => shift.weekday !== weekday)
      .map(({ weekday: day, startMinute, durationMinutes }) => ({
        weekday: day,
        startMinute,
        durationMinutes,
      })),
    ...day.map((shift) => ({ weekday, ...shift })),
  ].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
}
