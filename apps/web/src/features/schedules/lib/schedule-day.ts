import type { ScheduleException, ScheduleExceptionKind } from '@atiende/contracts';
import { formatTime, toIsoDay } from '../../../lib/dates';

interface Interval {
  startsAt: string;
  endsAt: string;
}

/** A day of "Mis Horarios" as the API answers it (GET /api/schedules/me). */
export interface ScheduleDayInput {
  date: string;
  holiday: string | null;
  shifts: ReadonlyArray<Interval & { source: 'pattern' | 'extra' | 'swap' }>;
  lunch: Interval | null;
  plannedBreaks?: ReadonlyArray<Interval & { minutes: number }>;
  exceptionIds: readonly string[];
}

export interface SpanLine {
  /** "08:00–17:00" in Lima time. */
  text: string;
  endsNextDay: boolean;
}

/** What one day shows, in the order it is read (docs/schedules.md#pantallas). */
export interface DaySummary {
  holiday: string | null;
  exceptions: Array<{ id: string; kind: ScheduleExceptionKind }>;
  shifts: Array<SpanLine & { source: 'pattern' | 'extra' | 'swap' }>;
  lunch: SpanLine | null;
  breaks: { count: number; minutes: number; times: string[] } | null;
  isDayOff: boolean;
}

/** An interval's times; its end belongs to the next day when it falls after the day's midnight. */
export function spanLine(day: string, interval: Interval): SpanLine {
  // An end at exactly midnight closes the day itself: read the last millisecond before it.
  const lastInstant = new Date(new Date(interval.endsAt).getTime() - 1);
  return {
    text: `${formatTime(interval.startsAt)}–${formatTime(interval.endsAt)}`,
    endsNextDay: toIsoDay(lastInstant) !== day,
  };
}

export function summarizeDay(
  day: ScheduleDayInput,
  exceptions: ReadonlyMap<string, Pick<ScheduleException, 'id' | 'kind'>>,
): DaySummary {
  const planned = day.plannedBreaks ?? [];
  return {
    holiday: day.holiday,
    exceptions: day.exceptionIds.flatMap((id) => {
      const exception = exceptions.get(id);
      return exception ? [{ id, kind: exception.kind }] : [];
    }),
    shifts: day.shifts.map((shift) => ({ ...spanLine(day.date, shift), source: shift.source })),
    lunch: day.lunch ? spanLine(day.date, day.lunch) : null,
    breaks:
      planned.length === 0
        ? null
        : {
            count: planned.length,
            minutes: planned[0]!.minutes,
            times: planned.map((item) => formatTime(item.startsAt)),
          },
    isDayOff: day.shifts.length === 0,
  };
}
