import { SCHEDULE_TIME_ZONE, SHIFT_MAX_MINUTES, type AdherenceDay } from '@atiende/contracts';
import { instantOfLocalTime } from '../sla/index';
import type { Interval } from './break-reminders';
import { plannedBreaks } from './planned-breaks';

/**
 * The adherence and productivity figures of one técnico, per Lima day
 * (docs/schedules.md#cumplimiento-y-productividad). Pure: the schedule, the pauses and the
 * tickets handled in, the figures out.
 */

export type ScheduleDayFacts = { date: string; shifts: Interval[]; lunch: Interval | null };

/** A pause; instants in epoch milliseconds (a 92-day report reads tens of thousands). */
export type PauseFacts = {
  kind: 'break' | 'lunch';
  startMs: number;
  endMs: number | null;
  plannedMinutes: number;
  endedAutomatically: boolean;
};

export type AdherenceInput = {
  user: { id: string; name: string };
  /** The Lima dates asked for, in order. */
  dates: readonly string[];
  days: readonly ScheduleDayFacts[];
  /**
   * The first Lima date that may have a planned shift: the later of the days the person's account
   * was created and their weekly pattern first saved. The schedule days before it are ignored
   * (docs/schedules.md#cumplimiento-y-productividad); null or absent, every day counts.
   */
  plannedFrom?: string | null;
  policy: { everyMinutes: number; breakMinutes: number } | null;
  pauses: readonly PauseFacts[];
  /** Each resolution or closing by the técnico: the ticket and when (epoch milliseconds). */
  handled: ReadonlyArray<{ ticketId: string; atMs: number }>;
  now: Date;
};

const MINUTE_MS = 60_000;
const toMinutes = (ms: number) => Math.round(ms / MINUTE_MS);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const DAY_MS = 86_400_000;
const limaDate = new Intl.DateTimeFormat('en-CA', { timeZone: SCHEDULE_TIME_ZONE });
const limaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Lima',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The local midnights around a range of dates, shared by every person of one request. */
const midnightsOf = new WeakMap<readonly string[], { starts: number[]; dates: string[] }>();

/**
 * The local date of an instant. Reading it from the time-zone database costs microseconds, and a
 * 92-day report asks it for about 100,000 instants (docs/reports.md#performance): near the dates
 * asked for — a day before, three after, as far as the pauses and tickets read go — it is found
 * by halving over the local midnights of those days, computed once per request.
 */
function localDateFinder(dates: readonly string[]): (at: number) => string {
  let known = midnightsOf.get(dates);
  if (!known && dates.length > 0) {
    known = { starts: [], dates: [] };
    const first = Date.parse(`${dates[0]}T00:00:00.000Z`) - DAY_MS;
    const last = Date.parse(`${dates.at(-1)}T00:00:00.000Z`) + 4 * DAY_MS;
    for (let day = first; day <= last; day += DAY_MS) {
      const date = new Date(day).toISOString().slice(0, 10);
      known.dates.push(date);
      known.starts.push(instantOfLocalTime(date, 0, SCHEDULE_TIME_ZONE).getTime());
    }
    midnightsOf.set(dates, known);
  }
  if (!known) return (at) => limaDate.format(at);
  const { starts, dates: days } = known;
  return (at) => {
    if (at < starts[0]! || at >= starts.at(-1)!) return limaDate.format(at);
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return days[low]!;
  };
}

/**
 * The day an instant counts for: the day of the shift instance that holds it (a night shift's
 * 01:00 break counts for the day it started), else its own Lima date.
 */
function dayFinder(
  days: readonly ScheduleDayFacts[],
  localDate: (at: number) => string,
): (at: number) => string {
  // Sorted by start, the shifts that may hold an instant are the last ones starting at or before
  // it, back to one shift's longest length: a report's pauses and tickets over 92 days are found
  // by halving, not by reading every day. Of several (an extra shift over a pattern's), the
  // earliest day counts, as it always did.
  const shifts = days
    .flatMap((day) =>
      day.shifts.map((shift) => ({
        start: shift.start.getTime(),
        end: shift.end.getTime(),
        date: day.date,
      })),
    )
    .sort((a, b) => a.start - b.start);
  const longest = SHIFT_MAX_MINUTES * MINUTE_MS;
  return (at) => {
    let low = 0;
    let high = shifts.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (shifts[middle]!.start <= at) low = middle + 1;
      else high = middle - 1;
    }
    let date: string | undefined;
    for (let index = high; index >= 0 && shifts[index]!.start > at - longest; index -= 1) {
      const shift = shifts[index]!;
      if (at < shift.end && (date === undefined || shift.date < date)) date = shift.date;
    }
    return date ?? localDate(at);
  };
}

type Tally = {
  breaks: { count: number; ms: number };
  lunches: Array<{ startMs: number; ms: number }>;
  pauseMs: number;
  overrunMs: number;
  autoClosed: number;
  tickets: Set<string>;
};

function tallyByDay(input: AdherenceInput, days: readonly ScheduleDayFacts[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  const dayOf = dayFinder(days, localDateFinder(input.dates));
  const tallyOf = (date: string) => {
    let tally = tallies.get(date);
    if (!tally) {
      tally = {
        breaks: { count: 0, ms: 0 },
        lunches: [],
        pauseMs: 0,
        overrunMs: 0,
        autoClosed: 0,
        tickets: new Set(),
      };
      tallies.set(date, tally);
    }
    return tally;
  };
  const nowMs = input.now.getTime();
  for (const pause of input.pauses) {
    const tally = tallyOf(dayOf(pause.startMs));
    const ms = Math.max(0, (pause.endMs ?? nowMs) - pause.startMs);
    if (pause.kind === 'break') {
      tally.breaks.count += 1;
      tally.breaks.ms += ms;
    } else tally.lunches.push({ startMs: pause.startMs, ms });
    tally.pauseMs += ms;
    tally.overrunMs += Math.max(0, ms - pause.plannedMinutes * MINUTE_MS);
    if (pause.endedAutomatically) tally.autoClosed += 1;
  }
  for (const item of input.handled) tallyOf(dayOf(item.atMs)).tickets.add(item.ticketId);
  return tallies;
}

/**
 * Days with a shift, a pause or a ticket handled; the others are left out. Before `plannedFrom`
 * nothing is planned: such a day shows only if something was recorded on it, as a day off does.
 */
export function adherenceDays(input: AdherenceInput): AdherenceDay[] {
  const { plannedFrom } = input;
  const days = plannedFrom ? input.days.filter((day) => day.date >= plannedFrom) : input.days;
  const tallies = tallyByDay(input, days);
  const scheduleOf = new Map(days.map((day) => [day.date, day]));
  const result: AdherenceDay[] = [];
  for (const date of input.dates) {
    const schedule = scheduleOf.get(date);
    const tally = tallies.get(date);
    const shiftMs = (schedule?.shifts ?? []).reduce(
      (sum, shift) => sum + shift.end.getTime() - shift.start.getTime(),
      0,
    );
    if (shiftMs === 0 && !tally) continue;
    const shiftMinutes = toMinutes(shiftMs);
    const lunch = schedule?.lunch ?? null;
    // The breaks "Mis Horarios" shows for the day: placed in each shift, each ending inside it.
    const { policy } = input;
    const plannedCount = policy
      ? (schedule?.shifts ?? []).reduce(
          (count, shift) =>
            count +
            plannedBreaks(
              { startsAt: shift.start, endsAt: shift.end },
              policy,
              lunch ? { startsAt: lunch.start, endsAt: lunch.end } : null,
            ).length,
          0,
        )
      : 0;
    const firstLunch = tally?.lunches.reduce<{ startMs: number; ms: number } | undefined>(
      (first, each) => (first && first.startMs <= each.startMs ? first : each),
      undefined,
    );
    const deviation =
      firstLunch && lunch ? toMinutes(firstLunch.startMs - lunch.start.getTime()) : null;
    const overrunMinutes = toMinutes(tally?.overrunMs ?? 0);
    const workedMinutes = Math.max(0, shiftMinutes - toMinutes(tally?.pauseMs ?? 0));
    const ticketsHandled = tally?.tickets.size ?? 0;
    result.push({
      userId: input.user.id,
      userName: input.user.name,
      date,
      shiftMinutes,
      plannedBreaks: {
        count: plannedCount,
        minutes: plannedCount * (input.policy?.breakMinutes ?? 0),
      },
      actualBreaks: { count: tally?.breaks.count ?? 0, minutes: toMinutes(tally?.breaks.ms ?? 0) },
      plannedLunch: lunch
        ? {
            start: limaClock.format(lunch.start),
            minutes: toMinutes(lunch.end.getTime() - lunch.start.getTime()),
          }
        : null,
      actualLunch: firstLunch
        ? {
            startedAt: new Date(firstLunch.startMs).toISOString(),
            minutes: toMinutes(firstLunch.ms),
            startDeviationMinutes: deviation,
          }
        : null,
      overrunMinutes,
      autoClosedCount: tally?.autoClosed ?? 0,
      workedMinutes,
      ticketsHandled,
      productivity: workedMinutes > 0 ? oneDecimal(ticketsHandled / (workedMinutes / 60)) : null,
      adherencePercent:
        shiftMinutes > 0
          ? oneDecimal(
              Math.max(0, 100 - (100 * (Math.abs(deviation ?? 0) + overrunMinutes)) / shiftMinutes),
            )
          : null,
    });
  }
  return result;
}
