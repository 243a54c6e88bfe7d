import { useState, type ReactNode } from 'react';
import { History } from 'lucide-react';
import { importMessages, type ImportJob } from '@atiende/contracts';
import { CardList, MorePagesButtons, TableOrCards } from '../../../components/paged-list';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatDateTime } from '../../../lib/dates';
import { useImports } from '../api/get-imports';

const text = importMessages.page;

function resultOf(job: ImportJob): string {
  if (job.phase === 'NOT_STARTED') return '—';
  return text.result(job.createdRows, job.updatedRows, job.skippedRows, job.failedRows);
}

function PhaseText({ job }: { job: ImportJob }) {
  return <span className="whitespace-nowrap">{importMessages.phaseLabels[job.phase]}</span>;
}

function historyColumns(
  openButton: (job: ImportJob) => ReactNode,
): ReadonlyArray<DataTableColumn<ImportJob>> {
  return [
    {
      id: 'date',
      header: text.date,
      className: 'whitespace-nowrap text-muted tabular-nums',
      cell: (job) => <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>,
    },
    {
      id: 'entity',
      header: text.entityColumn,
      className: 'text-ink',
      cell: (job) => importMessages.entityLabels[job.entity],
    },
    {
      id: 'file',
      header: text.fileColumn,
      className: 'max-w-56 truncate text-ink',
      cell: (job) => <span title={job.fileName}>{job.fileName}</span>,
    },
    {
      id: 'status',
      header: text.statusColumn,
      className: 'text-muted',
      cell: (job) => <PhaseText job={job} />,
    },
    {
      id: 'result',
      header: text.resultColumn,
      className: 'text-muted tabular-nums',
      cell: resultOf,
    },
    {
      id: 'by',
      header: text.byColumn,
      className: 'text-muted',
      cell: (job) => job.createdBy?.name ?? '—',
    },
    {
      id: 'open',
      header: text.viewImport,
      isHeaderHidden: true,
      className: 'text-right',
      cell: openButton,
    },
  ];
}

function HistoryCards({
  jobs,
  openButton,
}: {
  jobs: ImportJob[];
  openButton: (job: ImportJob) => ReactNode;
}) {
  return (
    <CardList
      rows={jobs}
      label={text.historyCaption}
      itemClassName="rounded-lg border border-line bg-white p-3 text-sm"
      card={(job) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 truncate font-medium text-ink">{job.fileName}</p>
            {openButton(job)}
          </div>
          <p className="text-muted">
            {importMessages.entityLabels[job.entity]} · <PhaseText job={job} /> ·{' '}
            <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
          </p>
          <p className="mt-1 text-muted tabular-nums">{resultOf(job)}</p>
        </>
      )}
    />
  );
}

/** Past and running imports, newest first; "Ver" opens one in the progress step. */
export function ImportHistory({ onOpen }: { onOpen: (job: ImportJob) => void }) {
  const [page, setPage] = useState(1);
  const query = useImports(page);
  const jobs = query.data?.imports ?? [];

  const openButton = (job: ImportJob) =>
    job.phase === 'NOT_STARTED' ? null : (
      <Button
        variant="ghost"
        className="min-h-8 px-2 text-brand"
        onClick={() => onOpen(job)}
        aria-label={text.viewImportOf(job.fileName)}
      >
        {text.viewImport}
      </Button>
    );

  return (
    <section aria-labelledby="import-history-heading" className="space-y-3">
      <h2
        id="import-history-heading"
        className="flex items-center gap-2 text-lg font-semibold text-ink"
      >
        <History aria-hidden="true" className="size-5 text-muted" />
        {text.historyTitle}
      </h2>
      {query.isError ? (
        <LoadFailed message={text.historyFailed} retryLabel={text.retry} onRetry={query.refetch} />
      ) : null}
      {query.isSuccess && jobs.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-4 text-sm text-muted">
          {text.historyEmpty}
        </p>
      ) : null}
      {jobs.length > 0 ? (
        <TableOrCards
          table={
            <DataTable
              caption={text.historyCaption}
              columns={historyColumns(openButton)}
              rows={jobs}
              rowKey={(job) => job.id}
            />
          }
          cards={<HistoryCards jobs={jobs} openButton={openButton} />}
        />
      ) : null}
      <MorePagesButtons
        pagination={query.data?.pagination}
        texts={text}
        label={text.pagination}
        className="flex justify-end"
        onPage={setPage}
      />
    </section>
  );
}
