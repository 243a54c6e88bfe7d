import { readFileSync } from 'node:fs';
import os from 'node:os';
import { memoryStatusOf, type CheckStatus } from '@atiende/contracts';

export type MemoryLimit = { bytes: number; source: 'configured' | 'cgroup' | 'system' };

const MB = 1024 * 1024;

/** cgroup v2, then v1; undefined when the process is not limited (or not on Linux). */
function readCgroupLimit(): number | undefined {
  for (const file of ['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes']) {
    try {
      const value = Number(readFileSync(file, 'utf8').trim());
      // "max" parses to NaN; v1 reports "no limit" as a huge number.
      if (Number.isFinite(value) && value > 0 && value < os.totalmem()) return value;
    } catch {
      // not there: try the next one
    }
  }
  return undefined;
}

/**
 * The memory the health check measures the process against: MEMORY_LIMIT_MB when set (e.g. the
 * docs/conventions.md#quality-bars-and-budgets budgets, 200 on PostgreSQL and 400 embedded), else
 * the container's limit, else the machine's memory. Read once at start.
 */
export function resolveMemoryLimit(configuredMb: number | undefined): MemoryLimit {
  if (configuredMb) return { bytes: configuredMb * MB, source: 'configured' };
  const cgroup = readCgroupLimit();
  if (cgroup) return { bytes: cgroup, source: 'cgroup' };
  return { bytes: os.totalmem(), source: 'system' };
}

export type MemoryCheck = {
  status: CheckStatus;
  details: { total: number; used: number; free: number; percentUsed: number };
  limitSource: MemoryLimit['source'];
  heapUsed: number;
};

/**
 * docs/product/audit-and-monitoring.md#system-health checks.memory: `used` is this process's
 * resident memory (what the operating system kills us for), `total` the limit above, `free` what is
 * left of it; thresholds of docs/product/audit-and-monitoring.md.
 */
export function checkMemory(limit: MemoryLimit): MemoryCheck {
  const { rss, heapUsed } = process.memoryUsage();
  const percentUsed = Math.round((rss / limit.bytes) * 1000) / 10;
  return {
    status: memoryStatusOf(percentUsed),
    details: {
      total: limit.bytes,
      used: rss,
      free: Math.max(0, limit.bytes - rss),
      percentUsed,
    },
    limitSource: limit.source,
    heapUsed,
  };
}
