import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** spec §9: header health poll every 30 s, stale after 20 s, 2 retries 1 s apart. */
const HEALTH_POLL_MS = 30_000;
const HEALTH_STALE_MS = 20_000;
const HEALTH_RETRIES = 2;
const HEALTH_RETRY_DELAY_MS = 1_000;

/** Anonymous callers get only the status (DESIGN §7); the rest is read by the health panel. */
const healthSummarySchema = z.object({ status: z.string() }).loose();
export type HealthSummary = z.infer<typeof healthSummarySchema>;

export type ServerReachability = 'checking' | 'online' | 'degraded' | 'offline';

export const healthKeys = {
  all: ['health'] as const,
  summary: () => [...healthKeys.all, 'summary'] as const,
};

/** GET /api/health. */
export async function getHealth(signal?: AbortSignal): Promise<HealthSummary> {
  const data = await apiRequest('/health', { signal, notifyUnauthorized: false });
  return healthSummarySchema.parse(data);
}

export function healthSummaryQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.summary(),
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: HEALTH_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: HEALTH_STALE_MS,
    retry: HEALTH_RETRIES,
    retryDelay: HEALTH_RETRY_DELAY_MS,
  });
}

/** spec §4: healthy/ok is online; degraded, warning, critical, unhealthy and error are not. */
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
  const query = useQuery(healthSummaryQueryOptions());
  if (query.data && !query.isError) return reachabilityFromStatus(query.data.status);
  if (query.isError) return reachabilityFromError(query.error);
  return 'checking';
}
