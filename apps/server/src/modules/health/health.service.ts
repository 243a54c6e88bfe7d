import {
  databaseStatusOf,
  healthMessages,
  overallStatusOf,
  type ClusterCheck,
  type HealthResult,
  type HealthSummary,
} from '@atiende/contracts';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RealtimeHub } from '../../platform/realtime/index';
import {
  checkDependencies,
  redisProbe,
  smtpProbe,
  withTimeout,
  type DependencyProbe,
} from './dependencies';
import type { InstanceRegistry } from './instances';
import { checkMemory, resolveMemoryLimit } from './memory';
import { createOptimizer } from './optimizer';

/**
 * A health check must answer well inside the panel's 10 s
 * (docs/product/audit-and-monitoring.md#system-health) even if PostgreSQL hangs.
 */
const DATABASE_PING_TIMEOUT_MS = 5_000;
/** The real-time round trip: as long as the Redis PING may take (modules/health/dependencies.ts). */
const FAN_OUT_TIMEOUT_MS = 2_000;

export type HealthServiceDeps = {
  database: Database;
  config: Pick<Config, 'env' | 'memoryLimitMb' | 'smtp'>;
  redis?: Redis;
  /** The fan-out real-time events travel between instances (docs/operations.md#health). */
  realtime: Pick<RealtimeHub, 'fanOutRoundTrip'>;
  instances: Pick<InstanceRegistry, 'list'>;
  /** Outside services added by later modules (AI provider, WhatsApp, job queue). */
  extraProbes?: readonly DependencyProbe[];
};

export function createHealthService({
  database,
  config,
  redis,
  realtime,
  instances,
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

  /** docs/operations.md#health: a probe through the same Redis pub/sub as real-time events. */
  async function checkFanOut(): Promise<ClusterCheck['realtime']> {
    const started = performance.now();
    const roundTrip = realtime.fanOutRoundTrip(FAN_OUT_TIMEOUT_MS);
    if (!roundTrip) return { status: 'not_configured', responseTime: null, error: null };
    try {
      return { status: 'ok', responseTime: await roundTrip, error: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        status: 'down',
        responseTime: null,
        error: `${message.split('\n')[0]!.slice(0, 200)} (after ${Math.round(performance.now() - started)} ms)`,
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
      const [databaseCheck, dependencies, fanOut, instanceList] = await Promise.all([
        checkDatabase(),
        checkDependencies(probes),
        checkFanOut(),
        instances.list(),
      ]);
      const memory = checkMemory(memoryLimit);
      return {
        status: overallStatusOf({
          memory: memory.status,
          database: databaseCheck.status,
          // Events that stop reaching the other instances degrade the service, as Redis down does.
          dependencies: [
            ...Object.values(dependencies).map((dependency) => dependency.status),
            ...(fanOut.status === 'down' ? (['critical'] as const) : []),
          ],
        }),
        timestamp: new Date().toISOString(),
        uptime: Math.round(process.uptime()),
        environment: config.env,
        system: { nodeVersion: process.version, platform: process.platform, arch: process.arch },
        checks: { memory, database: databaseCheck },
        dependencies,
        cluster: { realtime: fanOut, instances: instanceList },
      };
    },

    optimize: createOptimizer({ database, memoryLimit }),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
