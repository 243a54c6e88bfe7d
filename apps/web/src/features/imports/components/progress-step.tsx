import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Download, RotateCcw } from 'lucide-react';
import { importMessages, type ImportJob } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { notify } from '../../../lib/notify';
import { downloadErrorReport } from '../api/download-import-files';
import { isImportFinished, useImport } from '../api/get-import';
import { importKeys } from '../api/import-keys';
import { ImportCounts } from './import-counts';
import { panelClasses, stepHeadingClasses } from './import-styles';

const text = importMessages.page;

export function progressPercent(job: ImportJob): number {
  if (job.phase === 'COMPLETED') return 100;
  if (!job.totalRows) return 0;
  return Math.min(99, Math.floor((job.processedRows / job.totalRows) * 100));
}

/** Step 4 "Importación": the bar, polled every second, then the summary. */
export function ProgressStep({
  headingId,
  jobId,
  onRestart,
}: {
  headingId: string;
  jobId: string;
  onRestart: () => void;
}) {
  const query = useImport(jobId);
  const queryClient = useQueryClient();
  const job = query.data?.import;
  const isFinished = isImportFinished(job);

  useEffect(() => {
    if (isFinished) void queryClient.invalidateQueries({ queryKey: [...importKeys.all, 'list'] });
  }, [isFinished, queryClient]);

  const download = () =>
    void downloadErrorReport(jobId).catch(() => notify.error(text.downloadErrorsFailed));

  const percent = job ? progressPercent(job) : 0;
  return (
    <section aria-labelledby={headingId} className={panelClasses}>
      <h2 id={headingId} tabIndex={-1} className={stepHeadingClasses}>
        {text.steps[3]}
        {job ? ` · ${job.fileName}` : ''}
      </h2>
      {query.isError ? (
        <InlineAlert>
          <p>{text.historyFailed}</p>
        </InlineAlert>
      ) : null}
      {job ? (
        <>
          <div className="space-y-2">
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <span id="import-progress-label" className="font-medium text-ink">
                {text.progressLabel}
              </span>
              <span className="text-muted tabular-nums">
                {percent} % · {text.progressText(job.processedRows, job.totalRows)}
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="import-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent} %`}
              className="h-3 w-full overflow-hidden rounded-full bg-surface-2"
            >
              <div
                className={
                  job.phase === 'FAILED' ? 'h-full bg-error' : 'h-full bg-brand transition-[width]'
                }
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-sm text-muted" aria-live="polite">
              {job.phase === 'QUEUED' || job.phase === 'NOT_STARTED'
                ? text.queued
                : job.phase === 'RUNNING'
                  ? text.running
                  : null}
            </p>
          </div>
          {job.phase === 'FAILED' ? (
            <InlineAlert>
              <p className="font-medium">{text.failedTitle}</p>
              <p>{job.error}</p>
            </InlineAlert>
          ) : null}
          {job.phase === 'COMPLETED' ? (
            <div className="space-y-3">
              <p className="flex items-center gap-2 font-medium text-success" role="status">
                <CircleCheck aria-hidden="true" className="size-5" />
                {text.completed}
              </p>
              <h3 className="text-sm font-semibold text-ink">{text.summaryTitle}</h3>
              <ImportCounts
                items={[
                  { label: text.totalRows, value: job.totalRows ?? job.processedRows },
                  { label: text.created, value: job.createdRows },
                  { label: text.updated, value: job.updatedRows },
                  { label: text.skipped, value: job.skippedRows },
                  { label: text.failed, value: job.failedRows, tone: 'error' },
                ]}
              />
            </div>
          ) : null}
          {isFinished ? (
            <div className="flex flex-wrap justify-between gap-3">
              {job.hasErrorReport ? (
                <Button variant="secondary" onClick={download}>
                  <Download aria-hidden="true" className="size-4" />
                  {text.downloadErrors}
                </Button>
              ) : (
                <span />
              )}
              <Button onClick={onRestart}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {text.restart}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
