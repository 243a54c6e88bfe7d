import {
  memoryStatusOf,
  type MemorySnapshot,
  type OptimizationAction,
  type OptimizationResult,
} from '@atiende/contracts';
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions } from '../../db/schema/auth';
import { departmentMembers } from '../../db/schema/organisation';
import { ticketComments, ticketEvents, tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { IN_PROCESS_CACHES, type InProcessCache } from './in-process-caches';
import type { MemoryLimit } from './memory';

/** The tables every ticket request reads: fresh statistics keep their plans good. */
const HOT_TABLES = [tickets, ticketComments, ticketEvents, users, departmentMembers, authSessions];

function snapshot(): MemorySnapshot {
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  return {
    rss,
    heapUsed,
    heapTotal,
    heapUsageRatio: heapTotal > 0 ? Math.round((heapUsed / heapTotal) * 1000) / 1000 : 0,
  };
}

/** `global.gc` exists only when node runs with --expose-gc. */
function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return false;
  gc();
  return true;
}

export type OptimizerDeps = {
  database: Database;
  memoryLimit: MemoryLimit;
  caches?: readonly InProcessCache[];
};

/**
 * POST /api/health/optimize. basic: drop the in-process caches and run the garbage collector
 * when exposed. aggressive: also ANALYZE the hot tables. auto: aggressive when memory is in
 * warning or critical state, basic otherwise.
 */
export function createOptimizer({
  database,
  memoryLimit,
  caches = IN_PROCESS_CACHES,
}: OptimizerDeps) {
  return async function optimize(action: OptimizationAction): Promise<OptimizationResult> {
    const started = performance.now();
    const memoryBefore = snapshot();
    const performed =
      action === 'auto'
        ? memoryStatusOf((memoryBefore.rss / memoryLimit.bytes) * 100) === 'healthy'
          ? 'basic'
          : 'aggressive'
        : action;

    for (const cache of caches) cache.clear();
    const tablesAnalyzed: string[] = [];
    if (performed === 'aggressive') {
      for (const table of HOT_TABLES) {
        const name = getTableName(table);
        await database.db.execute(sql`ANALYZE ${sql.identifier(name)}`);
        tablesAnalyzed.push(name);
      }
    }
    const garbageCollected = collectGarbage();
    const memoryAfter = snapshot();
    return {
      success: true,
      action,
      performed,
      improvement: {
        heapUsed: memoryBefore.heapUsed - memoryAfter.heapUsed,
        rss: memoryBefore.rss - memoryAfter.rss,
      },
      memoryBefore,
      memoryAfter,
      cachesCleared: caches.map((cache) => cache.name),
      garbageCollected,
      tablesAnalyzed,
      durationMs: Math.round(performance.now() - started),
    };
  };
}
