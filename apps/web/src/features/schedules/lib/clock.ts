/**
 * Wall-clock minutes of the organisation's day (docs/schedules.md#time-model): a shift, a lunch
 * or a window is a minute from midnight (0–1439) plus a length, and may run past midnight.
 */
export const MINUTES_PER_DAY = 1440;

const pad = (value: number) => String(value).padStart(2, '0');

/** 510 → "08:30"; a minute past midnight of the next day reads as that day's hour. */
export function formatClock(minute: number): string {
  const inDay = ((Math.trunc(minute) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** "8:30" or "08:30" → 510; anything else (24:00, 7:5, "") → null. */
export function parseClock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Whether a span that starts at `start` and lasts `duration` minutes ends on the next day. */
export function endsNextDay(start: number, duration: number): boolean {
  return start + duration > MINUTES_PER_DAY;
}

/** "08:00–17:00" (the caller adds "día siguiente" when `endsNextDay`). */
export function spanText(start: number, duration: number): string {
  return `${formatClock(start)}–${formatClock(start + duration)}`;
}

/**
 * The length of the span from `start` to `end` typed as clock times: an end at or before the
 * start is on the next day (22:00–06:00 is 480 minutes); the same time is a full day.
 */
export function minutesBetween(start: number, end: number): number {
  const length = (end - start + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return length === 0 ? MINUTES_PER_DAY : length;
}

/** 90 → "1 h 30 min", 45 → "45 min", 120 → "2 h". */
export function formatMinutes(total: number): string {
  const rounded = Math.max(0, Math.round(total));
  const hours = Math.floor(rounded / 60);
  const minutes = rounded % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}
