import {
  databaseStatusOf,
  healthMessages,
  overallStatusOf,
  type HealthResult,
  type HealthSummary,
} from '@atiende/contracts';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  checkDependencies,
  redisProbe,
  smtpProbe,
  withTimeout,
  type DependencyProbe,
} from './dependencies';
import { checkMemory, resolveMemoryLimit } from './memory';
import { createOptimizer } from './optimizer';

/**
 * A health check must answer well inside the panel's 10 s
 * (docs/product/audit-and-monitoring.md#system-health) even if PostgreSQL hangs.
 */
const DATABASE_PING_TIMEOUT_MS = 5_000;

export type HealthServiceDeps = {
  database: Database;
  config: Pick<Config, 'env' | 'memoryLimitMb' | 'smtp'>;
  redis?: Redis;
  /** Outside services added by later modules (AI provider, WhatsApp, job queue). */
  extraProbes?: readonly DependencyProbe[];
};

export function createHealthService({
  database,
  config,
  redis,
  extraProbes = [],
}: HealthServiceDeps) {
  const memoryLimit = resolveMemoryLimit(config.memoryLimitMb);
  const probes: DependencyProbe[] = [
    ...(redis ? [redisProbe(redis)] : []),
    ...(config.smtp.host ? [smtpProbe(config.smtp.host, config.smtp.port)] : []),
    ...extraProbes,
  ];

  async function checkDatabase(): Promise<HealthResult['checks']['database']> {
    try {
      const responseTime = await withTimeout(database.ping(), DATABASE_PING_TIMEOUT_MS);
      return {
        status: databaseStatusOf(responseTime),
        engine: database.engine,
        responseTime,
        error: null,
      };
    } catch {
      // No driver text: it may name the host or the user (docs/conventions.md#api, never SQL or
      // internals).
      return {
        status: 'critical',
        engine: database.engine,
        responseTime: null,
        error: healthMessages.databaseUnreachable,
      };
    }
  }

  return {
    /**
     * What anonymous callers and clients get (docs/conventions.md#security): the server itself,
     * database and memory, without probing outside services on an anonymous request.
     */
    async summary(): Promise<HealthSummary & { isDatabaseDown: boolean }> {
      const database = await checkDatabase();
      const memory = checkMemory(memoryLimit);
      return {
        status: overallStatusOf({ memory: memory.status, database: database.status }),
        timestamp: new Date().toISOString(),
        isDatabaseDown: database.status === 'critical',
      };
    },

    /** docs/operations.md#probes: the database answers (the same ping, the same time-out). */
    async isDatabaseUp(): Promise<boolean> {
      return (await checkDatabase()).status !== 'critical';
    },

    /** docs/product/audit-and-monitoring.md#system-health health result, for signed-in staff. */
    async report(): Promise<HealthResult> {
      const [databaseCheck, dependencies] = await Promise.all([
        checkDatabase(),
        checkDependencies(probes),
      ]);
      const memory = checkMemory(memoryLimit);
      return {
        status: overallStatusOf({
          memory: memory.status,
          database: databaseCheck.status,
          dependencies: Object.values(dependencies).map((dependency) => dependency.status),
        }),
        timestamp: new Date().toISOString(),
        uptime: Math.round(process.uptime()),
        environment: config.env,
        system: { nodeVersion: process.version, platform: process.platform, arch: process.arch },
        checks: { memory, database: databaseCheck },
        dependencies,
      };
    },

    optimize: createOptimizer({ database, memoryLimit }),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
