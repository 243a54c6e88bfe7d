import { CircleCheck, Download, Play } from 'lucide-react';
import {
  importMessages,
  type ImportMapping,
  type ImportPreview,
  type ImportValidation,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { notify } from '../../../lib/notify';
import { useIsDesktop } from '../../../lib/use-media-query';
import { downloadErrorReport } from '../api/download-import-files';
import { useStartImport } from '../api/start-import';
import { ImportCounts } from './import-counts';
import { panelClasses, stepHeadingClasses } from './import-styles';
import { StepActions } from './step-actions';

const text = importMessages.page;

type ValidationError = ImportValidation['errors'][number];

const errorColumns: ReadonlyArray<DataTableColumn<ValidationError>> = [
  {
    id: 'row',
    header: text.errorRow,
    align: 'end',
    className: 'text-muted',
    cell: (error) => error.row,
  },
  {
    id: 'column',
    header: text.errorColumn,
    className: 'whitespace-nowrap text-muted',
    cell: (error) => error.column ?? '—',
  },
  {
    id: 'message',
    header: text.errorMessage,
    className: 'text-ink',
    cell: (error) => error.message,
  },
];

function ErrorList({ validation }: { validation: ImportValidation }) {
  const isDesktop = useIsDesktop();
  if (!isDesktop) {
    return (
      <ul className="divide-y divide-line rounded-md border border-line text-sm">
        {validation.errors.map((error, index) => (
          <li key={index} className="p-3">
            <p className="text-ink">{error.message}</p>
            {error.column ? (
              <p className="mt-1 text-xs text-muted">
                {text.errorColumn}: {error.column}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DataTable
      caption={text.errorsCaption}
      columns={errorColumns}
      rows={validation.errors}
      rowKey={(_, index) => index}
      className="max-h-96 rounded-md border border-line"
    />
  );
}

/** Step 3 "Validación": what the import would do, and every row it would leave out. */
export function ValidationStep({
  headingId,
  preview,
  mapping,
  validation,
  onBack,
  onStarted,
}: {
  headingId: string;
  preview: ImportPreview;
  mapping: ImportMapping;
  validation: ImportValidation;
  onBack: () => void;
  onStarted: (jobId: string) => void;
}) {
  const start = useStartImport();
  const importable = validation.totalRows - validation.failedRows;

  const run = () =>
    start.mutate(
      { id: preview.job.id, mapping },
      {
        onSuccess: (data) => {
          notify.success(text.started);
          onStarted(data.import.id);
        },
      },
    );

  const download = () =>
    void downloadErrorReport(preview.job.id).catch(() => notify.error(text.downloadErrorsFailed));

  return (
    <section aria-labelledby={headingId} className={panelClasses}>
      <h2 id={headingId} tabIndex={-1} className={stepHeadingClasses}>
        {text.steps[2]} · {preview.job.fileName}
      </h2>
      <p className="text-sm text-muted">{text.validationIntro}</p>
      <ImportCounts
        items={[
          { label: text.totalRows, value: validation.totalRows },
          { label: text.toCreate, value: validation.createdRows },
          { label: text.toUpdate, value: validation.updatedRows },
          { label: text.toSkip, value: validation.skippedRows },
          { label: text.withErrors, value: validation.failedRows, tone: 'error' },
        ]}
      />
      {validation.errorCount === 0 ? (
        <p className="flex items-center gap-2 text-sm text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          {text.noErrors}
        </p>
      ) : (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink">
              {text.errorsTitle(validation.errors.length, validation.errorCount)}
            </h3>
            <Button variant="secondary" onClick={download}>
              <Download aria-hidden="true" className="size-4" />
              {text.downloadErrors}
            </Button>
          </div>
          <ErrorList validation={validation} />
          {importable > 0 ? <p className="text-sm text-muted">{text.startAnyway}</p> : null}
        </div>
      )}

      <StepActions
        call={start}
        failedMessage={text.startFailed}
        onBack={onBack}
        next={{
          icon: Play,
          label: start.isPending ? text.starting : text.start(importable),
          isDisabled: importable === 0,
          onClick: run,
        }}
      />
    </section>
  );
}
