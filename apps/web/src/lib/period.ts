import { PERIODS, type NamedPeriod } from '@atiende/contracts';

/**
 * A named period read from the URL (docs/conventions.md, "Periods"); an unknown or retired
 * value (`week`) falls back, so an old link never breaks the page.
 */
export function parsePeriodParam(value: string | null, fallback: NamedPeriod): NamedPeriod {
  return (PERIODS as readonly string[]).includes(value ?? '') ? (value as NamedPeriod) : fallback;
}
