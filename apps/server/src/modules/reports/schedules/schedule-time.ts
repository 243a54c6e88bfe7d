import type { ReportScheduleFrequency } from '@atiende/contracts/reports';

/**
 * docs/reports.md#scheduled-reports: when a schedule is due and which days its e-mail covers, in
 * Lima time. America/Lima is UTC−5 all year (no daylight saving), so 07:00 in Lima is 12:00 UTC.
 */

const LIMA_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

export type ScheduleTiming = {
  frequency: ReportScheduleFrequency;
  /** Weekly: 1 (lunes) … 7 (domingo). */
  weekday: number | null;
  /** Monthly: 1 … 28. */
  monthDay: number | null;
  /** Lima hour, 0 … 23. */
  hour: number;
};

/** The instant of `hour`:00 in Lima on the Lima calendar day (month 0–11; overflow rolls over). */
function limaInstant(year: number, month: number, day: number, hour: number): Date {
  return new Date(Date.UTC(year, month, day, hour) + LIMA_OFFSET_MS);
}

/** The Lima calendar fields of an instant (weekday 1 = lunes … 7 = domingo). */
function limaFields(at: Date) {
  const lima = new Date(at.getTime() - LIMA_OFFSET_MS);
  return {
    year: lima.getUTCFullYear(),
    month: lima.getUTCMonth(),
    day: lima.getUTCDate(),
    weekday: ((lima.getUTCDay() + 6) % 7) + 1,
  };
}

/** The first occurrence of the schedule strictly after `after`. */
export function nextOccurrence(timing: ScheduleTiming, after: Date): Date {
  const { year, month, day, weekday } = limaFields(after);
  const { hour } = timing;
  switch (timing.frequency) {
    case 'daily': {
      const today = limaInstant(year, month, day, hour);
      return today > after ? today : limaInstant(year, month, day + 1, hour);
    }
    case 'weekly': {
      const target = timing.weekday ?? 1;
      const ahead = (target - weekday + 7) % 7;
      const candidate = limaInstant(year, month, day + ahead, hour);
      return candidate > after ? candidate : limaInstant(year, month, day + ahead + 7, hour);
    }
    case 'monthly': {
      const monthDay = timing.monthDay ?? 1;
      const candidate = limaInstant(year, month, monthDay, hour);
      return candidate > after ? candidate : limaInstant(year, month + 1, monthDay, hour);
    }
  }
}

const isoDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/**
 * The Lima days an occurrence's report covers, both included: daily → the day before; weekly →
 * the previous week, Monday to Sunday; monthly → the previous calendar month.
 */
export function occurrencePeriod(
  frequency: ReportScheduleFrequency,
  occurrence: Date,
): { from: string; to: string } {
  const { year, month, day, weekday } = limaFields(occurrence);
  switch (frequency) {
    case 'daily': {
      const yesterday = isoDay(year, month, day - 1);
      return { from: yesterday, to: yesterday };
    }
    case 'weekly': {
      const monday = day - (weekday - 1);
      return { from: isoDay(year, month, monday - 7), to: isoDay(year, month, monday - 1) };
    }
    case 'monthly':
      return { from: isoDay(year, month - 1, 1), to: isoDay(year, month, 0) };
  }
}

/** Whole days, for tests and docs: the span of a period. */
export const periodDays = (period: { from: string; to: string }) =>
  Math.round((Date.parse(period.to) - Date.parse(period.from)) / DAY_MS) + 1;
