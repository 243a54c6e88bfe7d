import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_TIME_MS, QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from '@atiende/contracts';
import { isApiError } from './api-error';

/**
 * docs/conventions.md#web-data-layer: one retry for queries and mutations. A 4xx answer will not
 * change on a second try (and a repeated failed sign-in counts against the rate limit), so only
 * network errors, time-outs and 5xx are retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return true;
}

/**
 * docs/conventions.md#web-data-layer data defaults: no refetch on focus, stale 5 min, cache 10 min.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_CACHE_TIME_MS,
      },
      mutations: { retry: shouldRetry },
    },
  });
}

export const queryClient = createQueryClient();
