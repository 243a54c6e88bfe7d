import { z } from 'zod';
import { jobMessages } from '../messages/es/jobs';

/**
 * The background jobs of /admin/monitoring (docs/jobs.md#failures): per-queue counts, the jobs
 * that failed for good, and the retry of one of them. Administrators only.
 */

const v = jobMessages.validation;

/** How many failed jobs the page lists at most. */
export const FAILED_JOBS_LIMIT_MAX = 100;
export const FAILED_JOBS_LIMIT_DEFAULT = 50;

/** Queue names are `area.what` (docs/jobs.md#queues). */
export const JOB_QUEUE_NAME_PATTERN = /^[a-z][a-z-]*(\.[a-z][a-z-]*)+$/;

export const backgroundJobsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: v.limitInvalid })
    .int({ error: v.limitInvalid })
    .min(1, { error: v.limitInvalid })
    .max(FAILED_JOBS_LIMIT_MAX, { error: v.limitInvalid })
    .default(FAILED_JOBS_LIMIT_DEFAULT),
});
export type BackgroundJobsQuery = z.input<typeof backgroundJobsQuerySchema>;

export const jobQueueCountsSchema = z.object({
  queue: z.string(),
  label: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
});
export type JobQueueCounts = z.infer<typeof jobQueueCountsSchema>;

/** A job that failed all its attempts; its data stays on the server (it can hold addresses). */
export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  label: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const backgroundJobsSchema = z.object({
  queues: z.array(jobQueueCountsSchema),
  failedJobs: z.array(failedJobSchema),
});
export type BackgroundJobs = z.infer<typeof backgroundJobsSchema>;

/** POST /api/admin/jobs/:queue/:id/retry. */
export const jobRetryParamsSchema = z.object({
  queue: z.string().max(100, { error: v.queueInvalid }).regex(JOB_QUEUE_NAME_PATTERN, {
    error: v.queueInvalid,
  }),
  id: z.uuid({ error: v.idInvalid }),
});

export const jobRetryResultSchema = z.object({ retried: z.literal(true) });
