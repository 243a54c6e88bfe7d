import { ticketWorkspaceMessages } from '@atiende/contracts';

/**
 * docs/product/ui.md#spanish-writing: dates as dd/mm/yyyy and dd/mm/yyyy hh:mm, 24 h, always in
 * es-PE and America/Lima whatever the browser's own locale or zone; anything unreadable is "Fecha
 * inválida".
 */
export const DATE_LOCALE = 'es-PE';
export const DATE_TIME_ZONE = 'America/Lima';
export const INVALID_DATE_TEXT = ticketWorkspaceMessages.invalidDate;

type DateInput = string | number | Date | null | undefined;

// Built on first use: the first Intl formatter of a page costs ~50 ms on a phone's CPU
// (docs/performance.md, sixth pass), which a page showing no date should not pay at start.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let relativeFormat: Intl.RelativeTimeFormat | undefined;
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
const relative = () =>
  (relativeFormat ??= new Intl.RelativeTimeFormat(DATE_LOCALE, {
    numeric: 'auto',
    style: 'short',
  }));

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

/** Intl prints "07/03/2025, 10:04": the parts are rebuilt by hand to drop the comma. */
function limaParts(date: Date): LimaParts {
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

/** "hace 5 min", "hace 2 h", "ayer", "hace 3 días"; older than a week shows the date. */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE_TEXT;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const elapsed = Math.abs(seconds);
  if (elapsed < MINUTE) return relative().format(0, 'second');
  if (elapsed < HOUR) return relative().format(Math.trunc(seconds / MINUTE), 'minute');
  if (elapsed < DAY) return relative().format(Math.trunc(seconds / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative().format(Math.trunc(seconds / DAY), 'day');
  return formatDate(date);
}
