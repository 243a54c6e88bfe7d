import { relativeTimeMessages, ticketWorkspaceMessages } from '@atiende/contracts';

/**
 * docs/product/ui.md#spanish-writing: dates as dd/mm/yyyy and dd/mm/yyyy hh:mm, 24 h, always in
 * es-PE and America/Lima whatever the browser's own locale or zone; anything unreadable is "Fecha
 * inválida".
 */
export const DATE_LOCALE = 'es-PE';
export const DATE_TIME_ZONE = 'America/Lima';
export const INVALID_DATE_TEXT = ticketWorkspaceMessages.invalidDate;

type DateInput = string | number | Date | null | undefined;

// Built only for an instant before 1994 (below): the first Intl formatter of a page costs 50–200 ms
// on a phone's CPU (docs/performance.md, twelfth pass), and the ticket list prints dozens of
// dates on its first screen.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const dateTime = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat(DATE_LOCALE, {
    timeZone: DATE_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/**
 * America/Lima has kept UTC−5 all year since its last summer time ended at 00:00 on 1 April 1994
 * (04:00 UTC, time zone database): from that instant on, Lima's wall clock is the UTC clock five
 * hours back, which plain arithmetic reads. Earlier instants ask Intl (tests compare both).
 */
const LIMA_FIXED_OFFSET_SINCE = Date.UTC(1994, 3, 1, 4);
const LIMA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** A Date, or null when the input is missing or not a real date. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface LimaParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function limaParts(date: Date): LimaParts {
  if (date.getTime() >= LIMA_FIXED_OFFSET_SINCE) {
    const wall = new Date(date.getTime() + LIMA_OFFSET_MS);
    return {
      day: twoDigits(wall.getUTCDate()),
      month: twoDigits(wall.getUTCMonth() + 1),
      year: String(wall.getUTCFullYear()),
      hour: twoDigits(wall.getUTCHours()),
      minute: twoDigits(wall.getUTCMinutes()),
    };
  }
  // Intl prints "07/03/1990, 10:04": the parts are rebuilt by hand to drop the comma.
  const parts: Record<string, string> = {};
  for (const part of dateTime().formatToParts(date)) parts[part.type] = part.value;
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** "07/03/2025". */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE_TEXT;
  const { day, month, year } = limaParts(date);
  return `${day}/${month}/${year}`;
}

/** "07/03/2025 10:04". */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE_TEXT;
  const { day, month, year, hour, minute } = limaParts(date);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** "10:04". */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE_TEXT;
  const { hour, minute } = limaParts(date);
  return `${hour}:${minute}`;
}

/** "2025-03-07": the Lima calendar day, as the API's `from`/`to` and `<input type="date">` expect. */
export function toIsoDay(value: DateInput): string | null {
  const date = toDate(value);
  if (!date) return null;
  const { day, month, year } = limaParts(date);
  return `${year}-${month}-${day}`;
}

/** True when both instants fall on the same calendar day in Lima. */
export function isSameLimaDay(first: DateInput, second: DateInput): boolean {
  const a = toIsoDay(first);
  return a !== null && a === toIsoDay(second);
}

/** "10:04" for today, else "07/03/2025 10:04" (timeline events). */
export function formatShortDateTime(value: DateInput, now: Date = new Date()): string {
  return isSameLimaDay(value, now) ? formatTime(value) : formatDateTime(value);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const NAMED_DAYS: Record<number, string> = {
  [-2]: relativeTimeMessages.dayBeforeYesterday,
  [-1]: relativeTimeMessages.yesterday,
  1: relativeTimeMessages.tomorrow,
  2: relativeTimeMessages.dayAfterTomorrow,
};

/** `amount` whole units from now (never 0), as es-PE's short relative format words it. */
function relativeText(amount: number, unit: keyof typeof relativeTimeMessages.units): string {
  if (unit === 'day' && NAMED_DAYS[amount]) return NAMED_DAYS[amount];
  const word = relativeTimeMessages.units[unit];
  return amount < 0
    ? relativeTimeMessages.past(-amount, word)
    : relativeTimeMessages.future(amount, word);
}

/** "hace 5 min", "hace 2 h", "ayer", "hace 3 días"; older than a week shows the date. */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE_TEXT;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const elapsed = Math.abs(seconds);
  if (elapsed < MINUTE) return relativeTimeMessages.now;
  if (elapsed < HOUR) return relativeText(Math.trunc(seconds / MINUTE), 'minute');
  if (elapsed < DAY) return relativeText(Math.trunc(seconds / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relativeText(Math.trunc(seconds / DAY), 'day');
  return formatDate(date);
}
