import type { FieldError, LunchRotaInput, LunchRotaResponse } from '@atiende/contracts';
import { MINUTES_PER_DAY, formatClock, parseClock } from './clock';

/** One lunch of the rota while it is edited: its start as typed. */
export interface DraftSlot {
  userId: string;
  userName: string;
  weekday: number;
  startMinute: number;
  durationMinutes: number;
  startText: string;
}

/** The rota's slots (saved, or a proposal) as editable rows, by weekday then start. */
export function draftFromRota(rota: LunchRotaResponse): DraftSlot[] {
  return rota.days
    .flatMap((day) => day.slots)
    .map((slot) => ({ ...slot, startText: formatClock(slot.startMinute) }))
    .sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
}

/**
 * The rota to PUT, or the rows whose start is not a clock time. A lunch after midnight of a night
 * shift keeps counting from the midnight that opens its weekday (docs/schedules.md#time-model):
 * a time typed for it lands on the same side of midnight it was on.
 */
export function draftToInput(
  draft: readonly DraftSlot[],
): { input: LunchRotaInput; invalid: [] } | { input: null; invalid: number[] } {
  const invalid: number[] = [];
  const slots = draft.map((slot, index) => {
    const minute = parseClock(slot.startText);
    if (minute === null) invalid.push(index);
    const isNextDay = slot.startMinute >= MINUTES_PER_DAY;
    return {
      userId: slot.userId,
      weekday: slot.weekday,
      startMinute: (minute ?? 0) + (isNextDay ? MINUTES_PER_DAY : 0),
      durationMinutes: slot.durationMinutes,
    };
  });
  return invalid.length > 0 ? { input: null, invalid } : { input: { slots }, invalid: [] };
}

/**
 * A refused save's problems (422, `slots.3.startMinute`, docs/schedules.md#the-rota) on the rows
 * they are about: `draftToInput` sends the rows in order, so `slots.N` is row N. Each row keeps
 * its first problem; problems about no row (the rota as a whole) are left for the form's alert.
 */
export function slotProblemsOf(
  draft: readonly DraftSlot[],
  problems: readonly FieldError[],
): { byRow: Record<number, string>; general: string[] } {
  const byRow: Record<number, string> = {};
  const general: string[] = [];
  for (const { field, message } of problems) {
    const match = /^slots\.(\d+)(?:\.|$)/.exec(field);
    const row = match ? Number(match[1]) : -1;
    if (row >= 0 && row < draft.length) byRow[row] ??= message;
    else if (!general.includes(message)) general.push(message);
  }
  return { byRow, general };
}
