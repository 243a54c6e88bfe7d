import { jobMessages, type BackgroundJobs } from '@atiende/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { recordAudit, type AuditContext } from '../audit/index';

/**
 * The background jobs as /admin/monitoring shows them (docs/jobs.md#failures): counts per queue
 * and the jobs that failed for good, each named by what it does; a retry is audited.
 */
export function createBackgroundJobsService({ db, jobs }: { db: Db; jobs: JobRunner }) {
  return {
    async overview(limit: number): Promise<BackgroundJobs> {
      const [queues, failed] = await Promise.all([jobs.queueCounts(), jobs.failedJobs(limit)]);
      return {
        queues: queues.map((entry) => ({ ...entry, label: jobMessages.queueLabel(entry.queue) })),
        // The job's data stays here: it can hold e-mail addresses or file names.
        failedJobs: failed.map(({ data: _data, ...job }) => ({
          ...job,
          label: jobMessages.queueLabel(job.queue),
        })),
      };
    },

    async retry(queue: string, id: string, context: AuditContext): Promise<void> {
      if (!(await jobs.retry(queue, id))) {
        throw new AppError('NOT_FOUND', undefined, { message: jobMessages.errors.notFailed });
      }
      const label = jobMessages.queueLabel(queue);
      await recordAudit(db, {
        context,
        action: 'JOB_RETRIED',
        entityType: 'JOB',
        entityId: id,
        details: { queue },
        message: jobMessages.audit.retried(label),
      });
    },
  };
}
