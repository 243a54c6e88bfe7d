/**
 * docs/assistant.md#costs-page: one answer costs fractions of a céntimo, so the page shows soles
 * with up to 4 decimals below S/ 1 ("S/ 0.0042") and the usual 2 above; es-PE always.
 */
let smallFormat: Intl.NumberFormat | undefined;
let largeFormat: Intl.NumberFormat | undefined;
let secondsFormat: Intl.NumberFormat | undefined;
let percentFormat: Intl.NumberFormat | undefined;

/** "S/ 0.0042", "S/ 0.00", "S/ 12.50" (the space is U+00A0). */
export function formatSoles(amount: number): string {
  if (amount !== 0 && Math.abs(amount) < 1) {
    smallFormat ??= new Intl.NumberFormat('es-PE', {
      style: 'currency',
      currency: 'PEN',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    return smallFormat.format(amount);
  }
  largeFormat ??= new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });
  return largeFormat.format(amount);
}

/** "850 ms" below a second, "1.2 s" from one. */
export function formatLatency(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  secondsFormat ??= new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });
  return `${secondsFormat.format(ms / 1000)} s`;
}

/** A share (0.82) as "82 %" in es-PE. */
export function formatShare(share: number): string {
  percentFormat ??= new Intl.NumberFormat('es-PE', { style: 'percent', maximumFractionDigits: 0 });
  return percentFormat.format(share);
}

/** "07/11", the short day of a chart's axis, from a Lima ISO day. */
export function shortDay(isoDay: string): string {
  const [, month, day] = isoDay.split('-');
  return `${day}/${month}`;
}

/** "07/11/2026", from a Lima ISO day, without time-zone arithmetic. */
export function longDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

type Budget = { budget: number; share: number; alertShare: number };

/** The month's spend reached the alert threshold of a budget (no budget: never). */
export function isOverAlert(budget: Budget): boolean {
  return budget.budget > 0 && budget.share >= budget.alertShare;
}

/** The day that cost most (ties: the later one); null when nothing cost anything. */
export function costliestDay<Day extends { day: string; cost: number }>(
  days: readonly Day[],
): Day | null {
  let best: Day | null = null;
  for (const day of days) if (day.cost > 0 && (!best || day.cost >= best.cost)) best = day;
  return best;
}
