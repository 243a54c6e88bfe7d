import { CUSTOM_PERIOD, type Period, type PeriodFields } from '@atiende/contracts';
import { AppError } from './errors';

const DAY_MS = 86_400_000;
const LIMA_OFFSET_MS = 5 * 3_600_000; // America/Lima is UTC−5 all year (no daylight saving).

/** A period turned into instants: the half-open range [from, to) (docs/conventions.md, "Periods"). */
export interface ResolvedPeriod {
  period: Period;
  from: Date;
  to: Date;
}

/** 00:00 in Lima of the Lima calendar day (year, month 0–11, day; overflow rolls over). */
function limaMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) + LIMA_OFFSET_MS);
}

/** 00:00 in Lima of an ISO date ("2026-03-01"). */
function limaMidnightOf(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + LIMA_OFFSET_MS);
}

/**
 * The range of a period at `now`, in Lima days: `today` is today; `7d`, `30d`, `90d` are the last
 * N days including today; `month`, `quarter` and `year` the current calendar ones, whole; `custom`
 * runs from 00:00 on `from` to the end of `to`. Every range ends at a Lima midnight, excluded.
 */
export function resolvePeriod(fields: PeriodFields, now: Date = new Date()): ResolvedPeriod {
  const lima = new Date(now.getTime() - LIMA_OFFSET_MS);
  const year = lima.getUTCFullYear();
  const month = lima.getUTCMonth();
  const day = lima.getUTCDate();
  const tomorrow = limaMidnight(year, month, day + 1);
  const range = (from: Date, to: Date) => ({ period: fields.period, from, to });
  switch (fields.period) {
    case 'today':
    case '7d':
    case '30d':
    case '90d': {
      const days = fields.period === 'today' ? 1 : Number.parseInt(fields.period, 10);
      return range(new Date(tomorrow.getTime() - days * DAY_MS), tomorrow);
    }
    case 'month':
      return range(limaMidnight(year, month, 1), limaMidnight(year, month + 1, 1));
    case 'quarter': {
      const first = month - (month % 3);
      return range(limaMidnight(year, first, 1), limaMidnight(year, first + 3, 1));
    }
    case 'year':
      return range(limaMidnight(year, 0, 1), limaMidnight(year + 1, 0, 1));
    case CUSTOM_PERIOD: {
      if (!fields.from || !fields.to) throw new AppError('VALIDATION_FAILED');
      const to = new Date(limaMidnightOf(fields.to).getTime() + DAY_MS);
      return range(limaMidnightOf(fields.from), to);
    }
  }
}

/** The range as an answer carries it (ISO, UTC). */
export function periodRangeOf(resolved: ResolvedPeriod): {
  period: Period;
  from: string;
  to: string;
} {
  return {
    period: resolved.period,
    from: resolved.from.toISOString(),
    to: resolved.to.toISOString(),
  };
}
