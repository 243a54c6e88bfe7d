import { MINUTES_PER_DAY } from '@atiende/contracts';
import { coverageGaps, weekdayFrame, type CoverageGap, type LunchSlotRow } from './coverage';
import type { WeeklyShift } from './shift-plan';

/**
 * The lunch rota generator (docs/schedules.md#lunch-rota-and-coverage), pure: for a department
 * and weekday, one lunch per técnico with a shift that day, inside the lunch window and inside
 * their shift, staggered so the available count stays at or above the minimum when it can.
 */

/** Lunches start on a quarter hour of their window. */
export const ROTA_STEP_MINUTES = 15;
/** A frame of two days: a night shift's lunch after midnight lies past 1440. */
const FRAME = 2 * MINUTES_PER_DAY;

export type RotaMember = { userId: string; name: string; shifts: readonly WeeklyShift[] };

export type RotaSettings = {
  minAvailable: number;
  lunchMinutes: number;
  lunchWindowStart: number;
  lunchWindowEnd: number;
};

type Cost = readonly [maxDeficit: number, deficitMinutes: number, overlap: number, start: number];

const lessThan = (a: Cost, b: Cost) => {
  for (let index = 0; index < a.length; index += 1)
    if (a[index] !== b[index]) return a[index]! < b[index]!;
  return false;
};

/**
 * Where a member's lunch may start on `weekday`: on each quarter hour that keeps the lunch inside
 * one of that day's shifts and inside the window (that day's, or the next day's for a night shift).
 * A shift that does not hold the window gets its lunch in its middle; a day whose shifts are all
 * shorter than the lunch gets none.
 */
export function lunchCandidates(
  shifts: readonly WeeklyShift[],
  weekday: number,
  settings: Omit<RotaSettings, 'minAvailable'>,
): number[] {
  const length = settings.lunchMinutes;
  const own = shifts
    .filter((shift) => shift.weekday === weekday)
    .map((shift) => [shift.startMinute, shift.startMinute + shift.durationMinutes] as const);
  const starts = new Set<number>();
  for (const [start, end] of own) {
    for (const offset of [0, MINUTES_PER_DAY]) {
      const from = Math.max(start, settings.lunchWindowStart + offset);
      const to = Math.min(end, settings.lunchWindowEnd + offset) - length;
      const first = Math.ceil(from / ROTA_STEP_MINUTES) * ROTA_STEP_MINUTES;
      for (let minute = first; minute <= to; minute += ROTA_STEP_MINUTES) starts.add(minute);
    }
  }
  if (starts.size === 0) {
    const longest = [...own].sort((a, b) => b[1] - b[0] - (a[1] - a[0]))[0];
    if (longest && longest[1] - longest[0] > length) {
      const middle = longest[0] + (longest[1] - longest[0] - length) / 2;
      const rounded = Math.floor(middle / ROTA_STEP_MINUTES) * ROTA_STEP_MINUTES;
      starts.add(Math.max(longest[0], rounded));
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * Places the day's lunches one member at a time (those with fewest choices first, then by name),
 * each at the start that leaves the smallest worst shortfall under the minimum, then the fewest
 * minutes short, then the least overlap with lunches already placed, then the earliest. Returns
 * the slots and the coverage gaps left (who and when).
 */
export function generateLunchRota(
  weekday: number,
  members: readonly RotaMember[],
  settings: RotaSettings,
): { slots: LunchSlotRow[]; warnings: CoverageGap[] } {
  const onShift = new Array<number>(FRAME).fill(0);
  const atLunch = new Array<number>(FRAME).fill(0);
  for (const member of members) {
    for (const [start, end] of weekdayFrame(weekday, member.shifts, []).shifts)
      for (let minute = Math.max(0, start); minute < Math.min(FRAME, end); minute += 1)
        onShift[minute]! += 1;
  }
  const deficit = (minute: number, extra: number) =>
    onShift[minute]! === 0
      ? 0
      : Math.max(0, settings.minAvailable - (onShift[minute]! - atLunch[minute]! - extra));
  let maxDeficit = 0;
  for (let minute = 0; minute < FRAME; minute += 1)
    maxDeficit = Math.max(maxDeficit, deficit(minute, 0));

  const choices = members
    .map((member) => ({ member, starts: lunchCandidates(member.shifts, weekday, settings) }))
    .filter((choice) => choice.starts.length > 0)
    .sort(
      (a, b) =>
        a.starts.length - b.starts.length || a.member.name.localeCompare(b.member.name, 'es'),
    );
  const slots: LunchSlotRow[] = [];
  for (const { member, starts } of choices) {
    let best: Cost | null = null;
    for (const start of starts) {
      let worst = maxDeficit;
      let added = 0;
      let overlap = 0;
      for (let minute = start; minute < start + settings.lunchMinutes; minute += 1) {
        const after = deficit(minute, 1);
        worst = Math.max(worst, after);
        added += after - deficit(minute, 0);
        overlap += atLunch[minute]!;
      }
      const cost: Cost = [worst, added, overlap, start];
      if (best === null || lessThan(cost, best)) best = cost;
    }
    const start = best![3];
    for (let minute = start; minute < start + settings.lunchMinutes; minute += 1)
      atLunch[minute]! += 1;
    maxDeficit = best![0];
    slots.push({
      userId: member.userId,
      weekday,
      startMinute: start,
      durationMinutes: settings.lunchMinutes,
    });
  }
  const warnings = coverageGaps(
    weekday,
    members.map((member) => ({
      userId: member.userId,
      name: member.name,
      ...weekdayFrame(
        weekday,
        member.shifts,
        slots.filter((slot) => slot.userId === member.userId),
      ),
    })),
    settings.minAvailable,
  );
  return { slots, warnings };
}

/** Whether a lunch lies inside one of the member's shifts of its weekday. */
export function isLunchInsideShift(
  shifts: readonly WeeklyShift[],
  slot: Omit<LunchSlotRow, 'userId'>,
): boolean {
  return shifts.some(
    (shift) =>
      shift.weekday === slot.weekday &&
      shift.startMinute <= slot.startMinute &&
      slot.startMinute + slot.durationMinutes <= shift.startMinute + shift.durationMinutes,
  );
}
