/**
 * System health vocabulary and rules (docs/product/audit-and-monitoring.md#system-health health
 * result, health status mapping, health validity, docs/product/audit-and-monitoring.md constants).
 * Pure functions: the server classifies with them and the web app maps what it receives with the
 * same code.
 */

/** docs/product/audit-and-monitoring.md#system-health: the statuses a health result may carry. */
export const HEALTH_STATUSES = [
  'healthy',
  'ok',
  'degraded',
  'warning',
  'error',
  'critical',
] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/**
 * What this server answers as the overall status (a subset of the list in
 * docs/product/audit-and-monitoring.md).
 */
export const OVERALL_HEALTH_STATUSES = ['ok', 'degraded', 'error'] as const;
export type OverallHealthStatus = (typeof OVERALL_HEALTH_STATUSES)[number];

/** The status of one check (memory, database, a dependency). */
export const CHECK_STATUSES = ['healthy', 'warning', 'critical'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/**
 * Whether real-time events reach the other instances (docs/operations.md#health): a round trip
 * through Redis pub/sub answered, did not, or there is no Redis (one instance, or none shared).
 */
export const FAN_OUT_STATUSES = ['ok', 'down', 'not_configured'] as const;
export type FanOutStatus = (typeof FAN_OUT_STATUSES)[number];

/** An instance counts as running while it wrote its heartbeat this recently (every 30 s). */
export const INSTANCE_SEEN_WITHIN_MS = 120_000;

/**
 * docs/product/audit-and-monitoring.md: what the panel shows for a status: online, advertencia or
 * crítico.
 */
export type HealthLevel = 'online' | 'warning' | 'critical';

/**
 * docs/product/audit-and-monitoring.md#system-health optimization actions;
 * docs/product/audit-and-monitoring.md#system-health: in critical state only aggressive and auto.
 */
export const OPTIMIZATION_ACTIONS = ['basic', 'aggressive', 'auto'] as const;
export type OptimizationAction = (typeof OPTIMIZATION_ACTIONS)[number];

/** docs/product/audit-and-monitoring.md constants. */
export const HEALTH_LIMITS = {
  pollMs: 30_000,
  staleMs: 20_000,
  retries: 2,
  retryDelayMs: 1_000,
  panelTimeoutMs: 10_000,
  rereadAfterOptimizeMs: 1_000,
  /**
   * docs/product/audit-and-monitoring.md "retry constant 3": attempts of the panel's manual retry.
   */
  panelRetryAttempts: 3,
  databaseSlowMs: 1_000,
  memoryWarningPercent: 80,
  memoryCriticalPercent: 90,
} as const;

/**
 * docs/product/audit-and-monitoring.md#system-health: healthy/ok is online; degraded/warning is
 * advertencia; critical/unhealthy/error is crítico. An unknown status is treated as crítico: the
 * panel never claims "online" by mistake.
 */
export function healthLevelOf(status: string): HealthLevel {
  switch (status) {
    case 'healthy':
    case 'ok':
      return 'online';
    case 'degraded':
    case 'warning':
      return 'warning';
    default:
      return 'critical';
  }
}

/**
 * docs/product/audit-and-monitoring.md#system-health memory health: critical above 90 % used,
 * warning above 80 %, healthy otherwise.
 */
export function memoryStatusOf(percentUsed: number): CheckStatus {
  if (percentUsed > HEALTH_LIMITS.memoryCriticalPercent) return 'critical';
  if (percentUsed > HEALTH_LIMITS.memoryWarningPercent) return 'warning';
  return 'healthy';
}

/**
 * docs/product/audit-and-monitoring.md#system-health: the database is slow above 1000 ms; no answer
 * is critical.
 */
export function databaseStatusOf(responseTimeMs: number | null): CheckStatus {
  if (responseTimeMs === null) return 'critical';
  return responseTimeMs > HEALTH_LIMITS.databaseSlowMs ? 'warning' : 'healthy';
}

/**
 * The overall status: the database or memory in critical state is `error`; any warning, or a
 * dependency down (the product keeps working without it, docs/conventions.md#reliability), is
 * `degraded`.
 */
export function overallStatusOf(checks: {
  memory: CheckStatus;
  database: CheckStatus;
  dependencies?: readonly CheckStatus[];
}): OverallHealthStatus {
  if (checks.memory === 'critical' || checks.database === 'critical') return 'error';
  const all = [checks.memory, checks.database, ...(checks.dependencies ?? [])];
  return all.some((status) => status !== 'healthy') ? 'degraded' : 'ok';
}

/** docs/product/audit-and-monitoring.md: in critical state only aggressive and auto are offered. */
export function optimizationActionsFor(level: HealthLevel): readonly OptimizationAction[] {
  return level === 'critical' ? ['aggressive', 'auto'] : OPTIMIZATION_ACTIONS;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * docs/product/audit-and-monitoring.md#system-health: a health result is valid only if its status
 * is one of the six and the memory and database checks are present (an anonymous answer, status
 * only, is therefore not a full one).
 */
export function isValidHealthResult(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (!(HEALTH_STATUSES as readonly unknown[]).includes(value.status)) return false;
  const checks = value.checks;
  return isRecord(checks) && isRecord(checks.memory) && isRecord(checks.database);
}
