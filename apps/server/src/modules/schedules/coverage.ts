import { MINUTES_PER_DAY, scheduleMessages } from '@atiende/contracts';
import type { WeeklyShift } from './shift-plan';

/**
 * Coverage against a department's minimum (docs/schedules.md#lunch-rota-and-coverage), pure:
 * over one weekday's minutes, how many técnicos are on shift and not at lunch. Only minutes with
 * somebody on shift count (a department nobody works at night is not "under the minimum" at
 * night). Each interval under the minimum comes with who is at lunch and who is off shift.
 */

/** [start, end) in minutes of a weekday's frame (may be negative or past 1440 before clipping). */
export type Span = readonly [number, number];
export type Named = { id: string; name: string };
export type LunchSlotRow = {
  userId: string;
  weekday: number;
  startMinute: number;
  durationMinutes: number;
};

export type CoverageMember = { userId: string; name: string; shifts: Span[]; lunches: Span[] };

export type CoverageGap = {
  weekday: number;
  fromMinute: number;
  toMinute: number;
  available: number;
  minimum: number;
  atLunch: Named[];
  offShift: Named[];
  message: string;
};

const previousWeekday = (weekday: number) => (weekday + 6) % 7;

/**
 * A person's shifts and lunches as seen from `weekday`: that day's own, and the previous day's
 * that run past midnight, moved back one day.
 */
export function weekdayFrame(
  weekday: number,
  shifts: readonly WeeklyShift[],
  slots: readonly Omit<LunchSlotRow, 'userId'>[],
): { shifts: Span[]; lunches: Span[] } {
  const spansOf = (
    items: readonly { weekday: number; startMinute: number; durationMinutes: number }[],
  ) =>
    items.flatMap((item): Span[] => {
      const end = item.startMinute + item.durationMinutes;
      if (item.weekday === weekday) return [[item.startMinute, end]];
      if (item.weekday === previousWeekday(weekday) && end > MINUTES_PER_DAY)
        return [[item.startMinute - MINUTES_PER_DAY, end - MINUTES_PER_DAY]];
      return [];
    });
  return { shifts: spansOf(shifts), lunches: spansOf(slots) };
}

const inside = (spans: readonly Span[], minute: number) =>
  spans.some(([start, end]) => start <= minute && minute < end);

const sameNames = (a: Named[], b: Named[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]!.id);

/** The intervals of `weekday` (minutes 0–1440) with fewer available técnicos than `minimum`. */
export function coverageGaps(
  weekday: number,
  members: readonly CoverageMember[],
  minimum: number,
): CoverageGap[] {
  const cuts = new Set<number>([0, MINUTES_PER_DAY]);
  for (const member of members)
    for (const [start, end] of [...member.shifts, ...member.lunches])
      for (const minute of [start, end])
        if (minute > 0 && minute < MINUTES_PER_DAY) cuts.add(minute);
  const points = [...cuts].sort((a, b) => a - b);
  const sorted = [...members].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const gaps: CoverageGap[] = [];
  for (let index = 0; index < points.length - 1; index += 1) {
    const from = points[index]!;
    const to = points[index + 1]!;
    const onShift = sorted.filter((member) => inside(member.shifts, from));
    if (onShift.length === 0) continue;
    const atLunch = onShift.filter((member) => inside(member.lunches, from));
    const available = onShift.length - atLunch.length;
    if (available >= minimum) continue;
    const named = (list: CoverageMember[]) => list.map((m) => ({ id: m.userId, name: m.name }));
    const gap = {
      weekday,
      fromMinute: from,
      toMinute: to,
      available,
      minimum,
      atLunch: named(atLunch),
      offShift: named(sorted.filter((member) => !onShift.includes(member))),
    };
    const last = gaps.at(-1);
    if (
      last &&
      last.toMinute === from &&
      last.available === available &&
      sameNames(last.atLunch, gap.atLunch) &&
      sameNames(last.offShift, gap.offShift)
    )
      last.toMinute = to;
    else gaps.push({ ...gap, message: '' });
  }
  for (const gap of gaps)
    gap.message = scheduleMessages.coverageWarning({
      ...gap,
      atLunch: gap.atLunch.map((person) => person.name),
    });
  return gaps;
}

/**
 * The coverage of a whole week: each weekday's gaps for `people` (pattern and lunch slots), in
 * weekday order.
 */
export function weekCoverage(
  people: readonly { id: string; name: string; shifts: readonly WeeklyShift[] }[],
  slots: readonly LunchSlotRow[],
  minimum: number,
): CoverageGap[][] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    coverageGaps(
      weekday,
      people.map((person) => ({
        userId: person.id,
        name: person.name,
        ...weekdayFrame(
          weekday,
          person.shifts,
          slots.filter((slot) => slot.userId === person.id),
        ),
      })),
      minimum,
    ),
  );
}
