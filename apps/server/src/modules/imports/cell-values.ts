import { RUC_PATTERN } from '@atiende/contracts';
import { FormulaCell, type CellValue } from './spreadsheet-reader';

/** Turning cells into clean values: text, e-mails, RUCs, phones and Lima dates. */

const LIMA_OFFSET_MS = 5 * 3_600_000; // America/Lima is UTC−5 all year.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A wall-clock date as the spreadsheet shows it (ExcelJS gives it as UTC fields). */
function wallClockText(value: Date): string {
  const date = `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  const hasTime = value.getUTCHours() !== 0 || value.getUTCMinutes() !== 0;
  return hasTime ? `${date} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : date;
}

/** The cell as the text a person reads in it; null when empty. */
export function cellText(cell: CellValue | undefined): string | null {
  if (cell === null || cell === undefined || cell instanceof FormulaCell) return null;
  if (cell instanceof Date) return wallClockText(cell);
  if (typeof cell === 'boolean') return cell ? 'Sí' : 'No';
  if (typeof cell === 'number') {
    // 20123456789 stays 20123456789, not 2.0123456789e+10.
    return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  }
  const text = collapseSpaces(cell).trim();
  return text === '' ? null : text;
}

/**
 * Runs of white space as one space. Most cells have none to collapse: testing first spares a
 * new string per cell, ~1 KB of garbage a row that an import of 100,000 rows would otherwise
 * make (docs/performance.md "Spreadsheet import").
 */
function collapseSpaces(text: string): string {
  return /\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ') : text;
}

/** Like cellText, but keeps line breaks (descriptions). */
export function cellLongText(cell: CellValue | undefined): string | null {
  if (typeof cell !== 'string') return cellText(cell);
  const text = cell.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}

const EMAIL_PATTERN = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : null;
}

/** Spaces, dots and dashes people type inside a RUC are dropped. */
export function normaliseRuc(value: string): string | null {
  const ruc = /[\s.-]/.test(value) ? value.replace(/[\s.-]/g, '') : value;
  return RUC_PATTERN.test(ruc) ? ruc : null;
}

export function normalisePhone(value: string): string | null {
  const phone = collapseSpaces(value).trim();
  let digits = 0;
  for (let index = 0; index < phone.length; index += 1) {
    const code = phone.charCodeAt(index);
    if (code >= 48 && code <= 57) digits += 1;
  }
  return /^\+?[\d\s().-]+$/.test(phone) && digits >= 6 && digits <= 15 ? phone : null;
}

function limaInstant(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
): Date | null {
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hours > 23 ||
    minutes > 59 ||
    seconds > 59 ||
    year < 1990 ||
    year > 2100
  ) {
    return null;
  }
  return new Date(utc + LIMA_OFFSET_MS);
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

/**
 * A date from an Excel date cell, an Excel serial number, "dd/mm/yyyy [hh:mm]" or
 * "yyyy-mm-dd [hh:mm]", read as Lima time (docs/imports.md); null when it is none of these.
 */
export function parseLimaDate(cell: CellValue): Date | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    return limaInstant(
      cell.getUTCFullYear(),
      cell.getUTCMonth() + 1,
      cell.getUTCDate(),
      cell.getUTCHours(),
      cell.getUTCMinutes(),
      cell.getUTCSeconds(),
    );
  }
  if (typeof cell === 'number') {
    if (cell < 1 || cell > 100_000) return null;
    return parseLimaDate(new Date(EXCEL_EPOCH_MS + Math.round(cell * DAY_MS)));
  }
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, day, month, year, hours, minutes, seconds] = dayFirst.map(Number) as number[];
    return limaInstant(year!, month!, day!, hours || 0, minutes || 0, seconds || 0);
  }
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [, year, month, day, hours, minutes, seconds] = iso.map(Number) as number[];
    return limaInstant(year!, month!, day!, hours || 0, minutes || 0, seconds || 0);
  }
  return null;
}

/** Labels or codes, in any case and with or without accents: "En progreso" = "EN_PROGRESO". */
export function matchLabel<T extends string>(
  value: string,
  labels: Record<T, string>,
  extra: Record<string, T> = {},
): T | null {
  const key = value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
  for (const [code, label] of Object.entries(labels) as Array<[T, string]>) {
    const normalisedLabel = label
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    if (key === code.toLowerCase().replace(/_/g, ' ') || key === normalisedLabel) return code;
  }
  return extra[key] ?? null;
}
