import {
  jobMessages,
  type BackgroundJobs as BackgroundJobsData,
  type FailedJob,
  type JobQueueCounts,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatDateTime } from '../../../lib/dates';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useBackgroundJobs } from '../api/get-background-jobs';
import { useRetryBackgroundJob } from '../api/retry-background-job';

const text = jobMessages.section;

const queueColumns: ReadonlyArray<DataTableColumn<JobQueueCounts>> = [
  { id: 'queue', header: text.queue, isRowHeader: true, cell: (entry) => entry.label },
  { id: 'queued', header: text.queued, align: 'end', cell: (entry) => entry.queued },
  { id: 'active', header: text.active, align: 'end', cell: (entry) => entry.active },
  {
    id: 'failed',
    header: text.failed,
    align: 'end',
    cell: (entry) => (
      <span className={entry.failed > 0 ? 'font-semibold text-error' : undefined}>
        {entry.failed}
      </span>
    ),
  },
];

function failedAtText(job: FailedJob): string {
  return formatDateTime(job.failedAt ?? job.createdAt);
}

/** What failed, why, when and after how many attempts in one column: it fits a 375 px screen. */
function failedColumns(
  retry: ReturnType<typeof useRetryBackgroundJob>,
): ReadonlyArray<DataTableColumn<FailedJob>> {
  const isRetrying = (job: FailedJob) => retry.isPending && retry.variables?.id === job.id;
  return [
    {
      id: 'job',
      header: text.queue,
      isRowHeader: true,
      cell: (job) => (
        <>
          <span className="block font-medium text-ink">{job.label}</span>
          <span className="block break-words text-ink">{job.error ?? text.noError}</span>
          <span className="block text-xs text-muted">
            {text.failedAt(failedAtText(job), job.attempts)}
          </span>
        </>
      ),
    },
    {
      id: 'actions',
      header: text.actions,
      isHeaderHidden: true,
      align: 'end',
      cell: (job) => (
        <Button
          variant="secondary"
          disabled={retry.isPending}
          aria-label={text.retryLabel(job.label, failedAtText(job))}
          onClick={() =>
            retry.mutate(job, {
              onSuccess: () => notify.success(text.retried(job.label)),
              onError: (error) => notify.error(messageOf(error, text.retryFailed)),
            })
          }
        >
          {isRetrying(job) ? text.retrying : text.retry}
        </Button>
      ),
    },
  ];
}

function JobTables({ data }: { data: BackgroundJobsData }) {
  const retry = useRetryBackgroundJob();
  return (
    <>
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-ink">{text.queuesTitle}</h3>
        <DataTable
          caption={text.queuesTitle}
          columns={queueColumns}
          rows={data.queues}
          rowKey={(entry) => entry.queue}
          empty={<p className="text-sm text-muted">{text.noQueues}</p>}
        />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline gap-3">
          <h3 className="text-base font-semibold text-ink">{text.failedTitle}</h3>
          {data.failedJobs.length > 0 ? (
            <span className="text-sm text-muted">{text.failedCount(data.failedJobs.length)}</span>
          ) : null}
        </div>
        <DataTable
          caption={text.failedTitle}
          columns={failedColumns(retry)}
          rows={data.failedJobs}
          rowKey={(job) => job.id}
          empty={<p className="text-sm text-muted">{text.empty}</p>}
        />
      </div>
    </>
  );
}

/**
 * /admin/monitoring's background jobs (docs/jobs.md#failures): what each queue holds and the
 * jobs that failed all their attempts, each with "Reintentar". Administrators only.
 */
export function BackgroundJobs() {
  const query = useBackgroundJobs();
  return (
    <section aria-labelledby="monitoring-jobs" className="flex flex-col gap-4">
      <div>
        <h2 id="monitoring-jobs" className="text-lg font-semibold text-ink">
          {text.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.description}</p>
      </div>
      {query.data ? (
        <JobTables data={query.data} />
      ) : query.isError ? (
        <LoadFailed
          message={text.loadFailed}
          retryLabel={text.reload}
          onRetry={() => query.refetch()}
        />
      ) : (
        <p role="status" className="text-sm text-muted">
          {text.loading}
        </p>
      )}
    </section>
  );
}
