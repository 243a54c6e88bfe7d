import { z } from 'zod';
import {
  CHECK_STATUSES,
  FAN_OUT_STATUSES,
  OPTIMIZATION_ACTIONS,
  OVERALL_HEALTH_STATUSES,
} from '../constants/health';
import { healthMessages } from '../messages/es/health';

const checkStatusSchema = z.enum(CHECK_STATUSES);

/** What anonymous callers and clients get from GET /api/health (docs/conventions.md#security). */
export const healthSummarySchema = z.object({
  status: z.enum(OVERALL_HEALTH_STATUSES),
  timestamp: z.string(),
});
export type HealthSummary = z.infer<typeof healthSummarySchema>;

/** GET /health/live (docs/operations.md#probes): the process answers. */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * GET /health/ready (docs/operations.md#probes): whether this instance should get traffic — its
 * database answers. 503 with `status: "unavailable"` when not.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.boolean() }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** Where the memory limit comes from (docs/operations.md, Health). */
export const MEMORY_LIMIT_SOURCES = ['configured', 'cgroup', 'system'] as const;

export const memoryCheckSchema = z.object({
  status: checkStatusSchema,
  /**
   * docs/product/audit-and-monitoring.md: bytes; `used` is the process RSS, `total` the limit it is
   * measured against.
   */
  details: z.object({
    total: z.number(),
    used: z.number(),
    free: z.number(),
    percentUsed: z.number(),
  }),
  limitSource: z.enum(MEMORY_LIMIT_SOURCES),
  heapUsed: z.number(),
});

export const databaseCheckSchema = z.object({
  status: checkStatusSchema,
  engine: z.enum(['pglite', 'postgres']),
  /** Milliseconds of `SELECT 1`; null when the database did not answer. */
  responseTime: z.number().nullable(),
  error: z.string().nullable(),
});

/**
 * One outside service, present only when configured. Later issues add theirs (aiProvider,
 * whatsapp, jobQueue…) under their own key; `details` carries numbers such as a backlog.
 */
export const dependencyCheckSchema = z.object({
  status: checkStatusSchema,
  responseTime: z.number().nullable(),
  error: z.string().nullable(),
  details: z.record(z.string(), z.number()).optional(),
});
export type DependencyCheck = z.infer<typeof dependencyCheckSchema>;

/**
 * The deployment as this instance sees it (docs/operations.md#health): whether real-time events
 * reach the other instances, and every instance seen in the last 2 minutes.
 */
export const clusterCheckSchema = z.object({
  realtime: z.object({
    status: z.enum(FAN_OUT_STATUSES),
    /** Milliseconds for a probe to go through Redis pub/sub and back; null unless `ok`. */
    responseTime: z.number().nullable(),
    error: z.string().nullable(),
  }),
  /** Most recently started first. */
  instances: z.array(
    z.object({
      id: z.string(),
      hostname: z.string(),
      pid: z.number(),
      version: z.string(),
      startedAt: z.string(),
      lastSeenAt: z.string(),
      /** The instance that answered this request. */
      isCurrent: z.boolean(),
    }),
  ),
});
export type ClusterCheck = z.infer<typeof clusterCheckSchema>;

/** docs/product/audit-and-monitoring.md#system-health health result, for signed-in staff. */
export const healthResultSchema = healthSummarySchema.extend({
  uptime: z.number(),
  environment: z.string(),
  system: z.object({ nodeVersion: z.string(), platform: z.string(), arch: z.string() }),
  checks: z.object({ memory: memoryCheckSchema, database: databaseCheckSchema }),
  dependencies: z.record(z.string(), dependencyCheckSchema),
  cluster: clusterCheckSchema,
});
export type HealthResult = z.infer<typeof healthResultSchema>;

/** GET /api/health (no envelope, 200 or 503): the full result for staff, else the summary. */
export const healthAnswerSchema = z.union([healthResultSchema, healthSummarySchema]);
export type HealthAnswerBody = z.infer<typeof healthAnswerSchema>;

export const optimizeInputSchema = z.object({
  action: z.enum(OPTIMIZATION_ACTIONS, { error: healthMessages.validation.actionInvalid }),
});
export type OptimizeInput = z.infer<typeof optimizeInputSchema>;

const memorySnapshotSchema = z.object({
  rss: z.number(),
  heapUsed: z.number(),
  heapTotal: z.number(),
  /** heapUsed / heapTotal, 0–1. */
  heapUsageRatio: z.number(),
});
export type MemorySnapshot = z.infer<typeof memorySnapshotSchema>;

/**
 * docs/product/audit-and-monitoring.md#system-health optimization result; failures use the API's
 * error body (its `error` object).
 */
export const optimizationResultSchema = z.object({
  success: z.literal(true),
  action: z.enum(OPTIMIZATION_ACTIONS),
  /** What `auto` decided to run; equal to `action` otherwise. */
  performed: z.enum(['basic', 'aggressive']),
  improvement: z.object({ heapUsed: z.number(), rss: z.number() }),
  memoryBefore: memorySnapshotSchema,
  memoryAfter: memorySnapshotSchema,
  cachesCleared: z.array(z.string()),
  garbageCollected: z.boolean(),
  tablesAnalyzed: z.array(z.string()),
  durationMs: z.number(),
});
export type OptimizationResult = z.infer<typeof optimizationResultSchema>;
