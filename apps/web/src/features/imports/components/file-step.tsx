import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import {
  IMPORT_ENTITIES,
  importMessages,
  type ImportEntity,
  type ImportPreview,
} from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { messageOf } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { formatFileSize } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { downloadTemplate } from '../api/download-import-files';
import { useUploadImport } from '../api/upload-import';
import { labelClasses, panelClasses, stepHeadingClasses } from './import-styles';

const text = importMessages.page;

/** Step 1 "Archivo": what the file holds, the file itself (picker or drop), the template. */
export function FileStep({
  headingId,
  onUploaded,
}: {
  headingId: string;
  onUploaded: (preview: ImportPreview) => void;
}) {
  const [entity, setEntity] = useState<ImportEntity>('CUSTOMERS');
  const [file, setFile] = useState<File | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      inputRef.current?.focus();
      return;
    }
    upload.mutate({ entity, file }, { onSuccess: onUploaded });
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };

  const getTemplate = () =>
    void downloadTemplate(entity).catch(() => notify.error(text.templateFailed));

  return (
    <form onSubmit={submit} className={panelClasses} noValidate>
      <h2 id={headingId} tabIndex={-1} className={stepHeadingClasses}>
        {text.steps[0]}
      </h2>
      <fieldset>
        <legend className={labelClasses}>{text.entity}</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {IMPORT_ENTITIES.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer gap-3 rounded-md border p-3 text-sm',
                entity === option ? 'border-brand bg-brand-tint' : 'border-line-strong bg-white',
              )}
            >
              <input
                type="radio"
                name="entity"
                value={option}
                checked={entity === option}
                onChange={() => setEntity(option)}
                className="mt-1 size-4 shrink-0"
              />
              <span className="font-medium text-ink">
                {importMessages.entityLabels[option]}
                <span className="mt-1 block font-normal text-muted">
                  {importMessages.entityDescriptions[option]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button variant="secondary" onClick={getTemplate}>
        <Download aria-hidden="true" className="size-4" />
        {text.downloadTemplate(importMessages.entityLabels[entity])}
      </Button>

      <div>
        <span className={labelClasses} id="import-file-label">
          {text.file}
        </span>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={drop}
          className={cn(
            'flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-6 text-center text-sm',
            isDragging ? 'border-brand bg-brand-tint' : 'border-line-strong bg-surface',
          )}
        >
          <FileSpreadsheet aria-hidden="true" className="size-8 text-brand" />
          <p className="text-muted">{text.dropHere}</p>
          {/* The native control would speak the browser's language: a styled label instead. */}
          <input
            ref={inputRef}
            id="import-file"
            type="file"
            aria-labelledby="import-file-label import-file-choose"
            aria-describedby="import-file-hint"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <label
            id="import-file-choose"
            htmlFor="import-file"
            className={cn(
              buttonClasses('secondary'),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
            )}
          >
            {text.chooseFile}
          </label>
          {file ? (
            <p className="font-medium text-ink">
              {text.chosenFile(file.name, formatFileSize(file.size))}
            </p>
          ) : null}
        </div>
        <p id="import-file-hint" className="mt-1 text-sm text-muted">
          {text.fileHint}
        </p>
      </div>

      {upload.isError ? (
        <InlineAlert>
          <p>{messageOf(upload.error, text.uploadFailed)}</p>
        </InlineAlert>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" disabled={upload.isPending || !file}>
          <Upload aria-hidden="true" className="size-4" />
          {upload.isPending ? text.uploading : text.upload}
        </Button>
      </div>
    </form>
  );
}
