import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../../../lib/first-paint-gate';
import {
  HEALTH_LIMITS,
  healthAnswerSchema,
  isValidHealthResult,
  type HealthResult,
} from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';

/**
 * Anonymous callers and clients get only the status (docs/conventions.md#security); signed-in staff
 * the docs/product/audit-and-monitoring.md result, which the health panel and /admin/monitoring
 * read from the same query.
 */
export type HealthAnswer = { status: string; details: HealthResult | null };

export type ServerReachability = 'checking' | 'online' | 'degraded' | 'offline';

export const healthKeys = {
  all: ['health'] as const,
  current: () => [...healthKeys.all, 'current'] as const,
  backgroundJobs: () => [...healthKeys.all, 'background-jobs'] as const,
};

/**
 * GET /api/health; `details` is the full result when it is one
 * (docs/product/audit-and-monitoring.md#system-health validity).
 */
export async function getHealth(signal?: AbortSignal): Promise<HealthAnswer> {
  const data = await apiGet('/health', healthAnswerSchema, { signal, notifyUnauthorized: false });
  const details = 'checks' in data && isValidHealthResult(data) ? data : null;
  return { status: data.status, details };
}

/**
 * docs/product/audit-and-monitoring.md#system-health: header health poll every 30 s, stale after 20
 * s, 2 retries 1 s apart.
 */
export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.current(),
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: HEALTH_LIMITS.pollMs,
    refetchIntervalInBackground: false,
    staleTime: HEALTH_LIMITS.staleMs,
    retry: HEALTH_LIMITS.retries,
    retryDelay: HEALTH_LIMITS.retryDelayMs,
  });
}

export function useHealth() {
  // Asked in the last step after the page's first paint (docs/performance.md#first-paint).
  return useQuery({ ...healthQueryOptions(), enabled: useAfterFirstPaint('rest') });
}

/**
 * docs/product/audit-and-monitoring.md#system-health: healthy/ok is online; degraded, warning,
 * critical, unhealthy and error are not.
 */
export function reachabilityFromStatus(status: string): ServerReachability {
  return status === 'healthy' || status === 'ok' ? 'online' : 'degraded';
}

/**
 * An answer means the server is reachable, even a 5xx one; no answer (network error, time-out,
 * or a proxy's 502/504 because the API is down) means it is not.
 */
export function reachabilityFromError(error: unknown): ServerReachability {
  if (!isApiError(error)) return 'offline';
  if (error.status === 0 || error.status === 502 || error.status === 504) return 'offline';
  return 'degraded';
}

export function useServerReachability(): ServerReachability {
  const query = useHealth();
  if (query.data && !query.isError) return reachabilityFromStatus(query.data.status);
  if (query.isError) return reachabilityFromError(query.error);
  return 'checking';
}
