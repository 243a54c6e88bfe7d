import { z } from 'zod';
import { periodMessages } from '../messages/es/periods';

const v = periodMessages.validation;

/**
 * The one period vocabulary of every figure and list that takes a period (docs/conventions.md,
 * "Periods"). Days are days in America/Lima; every range is half-open [from, to).
 */
export const PERIODS = ['today', '7d', '30d', '90d', 'month', 'quarter', 'year'] as const;
export type NamedPeriod = (typeof PERIODS)[number];
/** `period=custom` with `from` and `to` (ISO dates, both days included). */
export const CUSTOM_PERIOD = 'custom';
export type Period = NamedPeriod | typeof CUSTOM_PERIOD;
export const PERIOD_LABELS: Record<Period, string> = periodMessages.labels;
/** The longest custom range, in days (both ends included). */
export const PERIOD_MAX_DAYS = 731;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` that is a real calendar day. */
export const isoDateSchema = z.string({ error: v.dateInvalid }).refine((text) => {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}, v.dateInvalid);

export const periodSchema = z.enum([...PERIODS, CUSTOM_PERIOD], { error: v.periodInvalid });

/** Days from `from` to `to`, both included. */
export function periodSpanDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/** The query fields of a period, defaulting to `fallback` when `period` is left out. */
export function periodQueryShape(fallback: NamedPeriod) {
  return {
    period: periodSchema.default(fallback),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  };
}

/** A period as the query gives it; after validation `from`/`to` are set exactly for `custom`. */
export type PeriodFields = { period: Period; from?: string; to?: string };

/** The rules that tie `period`, `from` and `to` together; use with `.superRefine`. */
export function checkPeriodFields(value: PeriodFields, ctx: z.RefinementCtx): void {
  const hasDates = value.from !== undefined || value.to !== undefined;
  if (value.period !== CUSTOM_PERIOD) {
    if (hasDates) ctx.addIssue({ code: 'custom', path: ['period'], message: v.datesNeedCustom });
    return;
  }
  if (value.from === undefined || value.to === undefined) {
    const path = value.from === undefined ? 'from' : 'to';
    ctx.addIssue({ code: 'custom', path: [path], message: v.customNeedsDates });
    return;
  }
  if (value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: v.fromAfterTo });
  } else if (periodSpanDays(value.from, value.to) > PERIOD_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: v.spanTooLong(PERIOD_MAX_DAYS) });
  }
}

/** `?period=&from=&to=` on its own (default `30d`); endpoints add their fields to the shape. */
export const periodQuerySchema = z.object(periodQueryShape('30d')).superRefine(checkPeriodFields);

/** What every answer that took a period echoes: the period and its range (ISO, UTC, [from, to)). */
export const periodRangeSchema = z.object({
  period: periodSchema,
  from: z.string(),
  to: z.string(),
});
export type PeriodRange = z.infer<typeof periodRangeSchema>;
