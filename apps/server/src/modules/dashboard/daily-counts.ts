import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** How often the ticket writes' change rows are folded into the daily counts. */
export const DAILY_COUNTS_FOLD_INTERVAL_MS = 5_000;

/**
 * docs/dashboards.md#daily-counts: moves the change rows the ticket triggers wrote into the daily
 * counts (migration 0015's `ticket_daily_counts_fold()`), and those of the SLA clocks into the
 * daily SLA counts (migration 0028's `ticket_sla_daily_fold()`, docs/sla.md#dashboard). Readers
 * add up both, so this only keeps the change tables short; each change is moved exactly once
 * even when every instance folds.
 */
export async function foldDailyCounts(db: Db): Promise<void> {
  await db.execute(sql`SELECT ticket_daily_counts_fold()`);
  await db.execute(sql`SELECT ticket_sla_daily_fold()`);
}

/** Folds at start and every few seconds on this instance, until the server closes. */
export function scheduleDailyCountsFold(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  let folding: Promise<void> = Promise.resolve();
  const fold = () => {
    folding = foldDailyCounts(db).catch((error: unknown) =>
      app.log.error({ err: error }, 'daily ticket counts fold failed'),
    );
  };
  app.addHook('onReady', async () => {
    fold();
    timer = setInterval(() => {
      // One fold at a time per instance: a slow one is not stacked on.
      void folding.then(fold);
    }, DAILY_COUNTS_FOLD_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await folding;
  });
}
