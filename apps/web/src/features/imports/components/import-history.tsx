import { useState } from 'react';
import { History } from 'lucide-react';
import { importMessages, type ImportJob } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { PagerButtons } from '../../../components/ui/pager-buttons';
import { formatDateTime } from '../../../lib/dates';
import { useIsDesktop } from '../../../lib/use-media-query';
import { useImports } from '../api/get-imports';

const text = importMessages.page;

function resultOf(job: ImportJob): string {
  if (job.phase === 'NOT_STARTED') return '—';
  return text.result(job.createdRows, job.updatedRows, job.skippedRows, job.failedRows);
}

function PhaseText({ job }: { job: ImportJob }) {
  return <span className="whitespace-nowrap">{importMessages.phaseLabels[job.phase]}</span>;
}

/** Past and running imports, newest first; "Ver" opens one in the progress step. */
export function ImportHistory({ onOpen }: { onOpen: (job: ImportJob) => void }) {
  const [page, setPage] = useState(1);
  const query = useImports(page);
  const isDesktop = useIsDesktop();
  const jobs = query.data?.imports ?? [];
  const pagination = query.data?.pagination;

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
        <InlineAlert>
          <p>{text.historyFailed}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            {text.retry}
          </Button>
        </InlineAlert>
      ) : null}
      {query.isSuccess && jobs.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-4 text-sm text-muted">
          {text.historyEmpty}
        </p>
      ) : null}
      {jobs.length > 0 && isDesktop ? (
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{text.historyCaption}</caption>
            <thead className="bg-surface text-xs text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.date}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.entityColumn}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.fileColumn}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.statusColumn}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.resultColumn}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.byColumn}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{text.viewImport}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {jobs.map((job) => (
                <tr key={job.id}>
                  <td className="px-3 py-2 whitespace-nowrap text-muted tabular-nums">
                    <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2 text-ink">{importMessages.entityLabels[job.entity]}</td>
                  <td className="max-w-56 truncate px-3 py-2 text-ink" title={job.fileName}>
                    {job.fileName}
                  </td>
                  <td className="px-3 py-2 text-muted">
                    <PhaseText job={job} />
                  </td>
                  <td className="px-3 py-2 text-muted tabular-nums">{resultOf(job)}</td>
                  <td className="px-3 py-2 text-muted">{job.createdBy?.name ?? '—'}</td>
                  <td className="px-3 py-2 text-right">{openButton(job)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {jobs.length > 0 && !isDesktop ? (
        <ul className="space-y-2" aria-label={text.historyCaption}>
          {jobs.map((job) => (
            <li key={job.id} className="rounded-lg border border-line bg-white p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 truncate font-medium text-ink">{job.fileName}</p>
                {openButton(job)}
              </div>
              <p className="text-muted">
                {importMessages.entityLabels[job.entity]} · <PhaseText job={job} /> ·{' '}
                <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
              </p>
              <p className="mt-1 text-muted tabular-nums">{resultOf(job)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {pagination && pagination.totalPages > 1 ? (
        <nav aria-label={text.pagination} className="flex justify-end">
          <PagerButtons
            page={pagination.page}
            totalPages={pagination.totalPages}
            onPage={setPage}
            previousLabel={text.previous}
            nextLabel={text.next}
          />
        </nav>
      ) : null}
    </section>
  );
}
