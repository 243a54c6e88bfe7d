import type { AiModelPrice } from '@atiende/contracts';
import type { Usage } from './provider';

/** What the assistant costs (docs/assistant.md#costs). */

/** Soles of one call at the price table's entry for `model` (none: 0). */
export function costOf(prices: readonly AiModelPrice[], model: string | null, usage: Usage | null) {
  if (!model || !usage) return 0;
  const price = prices.find((entry) => entry.model.toLowerCase() === model.toLowerCase());
  if (!price) return 0;
  return (
    (usage.promptTokens * price.promptPer1M + usage.completionTokens * price.completionPer1M) /
    1_000_000
  );
}

/** The month of `now` in Lima (`2026-11`) and its range. */
export function limaMonthOf(now: Date): { month: string; from: Date; to: Date } {
  const offset = 5 * 3_600_000;
  const lima = new Date(now.getTime() - offset);
  const year = lima.getUTCFullYear();
  const month = lima.getUTCMonth();
  return {
    month: `${year}-${String(month + 1).padStart(2, '0')}`,
    from: new Date(Date.UTC(year, month, 1) + offset),
    to: new Date(Date.UTC(year, month + 1, 1) + offset),
  };
}
