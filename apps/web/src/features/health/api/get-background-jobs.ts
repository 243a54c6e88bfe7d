import { queryOptions, useQuery } from '@tanstack/react-query';
import { backgroundJobsSchema, type BackgroundJobs } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { healthKeys } from './get-health';

/** How often the monitoring page reads the background jobs again while it is open. */
const BACKGROUND_JOBS_POLL_MS = 30_000;

/** GET /api/admin/jobs (administrators): counts per queue and the jobs that failed for good. */
export async function getBackgroundJobs(signal?: AbortSignal): Promise<BackgroundJobs> {
  return apiGet('/admin/jobs', backgroundJobsSchema, { signal });
}

export function backgroundJobsQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.backgroundJobs(),
    queryFn: ({ signal }) => getBackgroundJobs(signal),
    refetchInterval: BACKGROUND_JOBS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

export function useBackgroundJobs() {
  return useQuery(backgroundJobsQueryOptions());
}
