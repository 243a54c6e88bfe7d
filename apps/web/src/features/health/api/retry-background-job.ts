import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobRetryResultSchema, type FailedJob } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { healthKeys } from './get-health';

/** POST /api/admin/jobs/:queue/:id/retry (administrators). */
export async function retryBackgroundJob(job: Pick<FailedJob, 'queue' | 'id'>) {
  return apiSend(
    'POST',
    `/admin/jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/retry`,
    undefined,
    jobRetryResultSchema,
  );
}

/** A retried job leaves the failed list (or was already gone): the list is read again either way. */
export function useRetryBackgroundJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryBackgroundJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: healthKeys.backgroundJobs() }),
  });
}
