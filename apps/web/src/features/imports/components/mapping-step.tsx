import { Info, ListChecks } from 'lucide-react';
import {
  IMPORT_REQUIRED_FIELDS,
  importMessages,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  type ImportValidation,
} from '@atiende/contracts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/dates';
import { useValidateImport } from '../api/validate-import';
import { assignField, fieldLabel, fieldsOf, missingRequired } from './import-field-labels';
import { fieldClasses, panelClasses, stepHeadingClasses } from './import-styles';
import { StepActions } from './step-actions';

const text = importMessages.page;

function examplesOf(preview: ImportPreview, index: number): string {
  return preview.rows
    .map((row) => row[index] ?? '')
    .filter((value) => value !== '')
    .slice(0, 3)
    .join(' · ');
}

/** The file's first rows, each column headed by its name and the field it goes to. */
function previewColumns(
  preview: ImportPreview,
  mapping: ImportMapping,
): ReadonlyArray<DataTableColumn<ImportPreview['rows'][number]>> {
  const entity = preview.job.entity;
  return [
    {
      id: '#',
      header: text.rowNumber,
      className: 'text-muted tabular-nums',
      cell: (_, index) => index + 1,
    },
    ...preview.columns.map((column, index) => ({
      id: column,
      header: (
        <>
          {column}
          {mapping[column] ? (
            <span className="block font-normal text-brand">
              → {fieldLabel(entity, mapping[column])}
            </span>
          ) : null}
        </>
      ),
      headerClassName: 'whitespace-nowrap',
      className: 'max-w-64 truncate text-ink',
      cell: (row: ImportPreview['rows'][number]) => row[index],
    })),
  ];
}

/** Step 2 "Columnas": a field for each column of the file, with the first rows beside. */
export function MappingStep({
  headingId,
  preview,
  mapping,
  onMappingChange,
  onBack,
  onValidated,
}: {
  headingId: string;
  preview: ImportPreview;
  mapping: ImportMapping;
  onMappingChange: (mapping: ImportMapping) => void;
  onBack: () => void;
  onValidated: (validation: ImportValidation) => void;
}) {
  const entity = preview.job.entity;
  const validate = useValidateImport();
  const missing = missingRequired(entity, mapping);
  const required = new Set<string>(IMPORT_REQUIRED_FIELDS[entity]);

  const run = () => validate.mutate({ id: preview.job.id, mapping }, { onSuccess: onValidated });

  return (
    <section aria-labelledby={headingId} className={panelClasses}>
      <h2 id={headingId} tabIndex={-1} className={stepHeadingClasses}>
        {text.steps[1]} · {preview.job.fileName}
      </h2>
      <p className="text-sm text-muted">{text.columnsIntro}</p>
      {preview.previousImport ? (
        <p className="flex gap-2 rounded-md border border-line bg-brand-tint p-3 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          {text.previousImport(formatDate(preview.previousImport.createdAt))}
        </p>
      ) : null}

      <ul
        className="divide-y divide-line rounded-md border border-line"
        aria-label={text.mappingCaption}
      >
        {preview.columns.map((column, index) => {
          const id = `import-column-${index}`;
          return (
            <li
              key={column}
              className="grid gap-2 p-3 md:grid-cols-[1fr_1.5fr_1fr] md:items-center"
            >
              <label htmlFor={id} className="text-sm font-medium text-ink">
                {column}
              </label>
              <span className="truncate text-sm text-muted" title={examplesOf(preview, index)}>
                <span className="sr-only">{text.examples}: </span>
                {examplesOf(preview, index) || '—'}
              </span>
              <select
                id={id}
                value={mapping[column] ?? ''}
                onChange={(event) =>
                  onMappingChange(
                    assignField(mapping, column, event.target.value as ImportField | ''),
                  )
                }
                className={fieldClasses}
              >
                <option value="">{text.doNotImport}</option>
                {fieldsOf(entity).map((field) => (
                  <option key={field} value={field}>
                    {fieldLabel(entity, field)}
                    {required.has(field) ? ` ${text.required}` : ''}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>

      {missing.length > 0 ? (
        <p className="rounded-md border border-warning bg-warning-tint p-3 text-sm text-warning">
          {text.missingRequired(missing.join(', '))}
        </p>
      ) : null}

      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink">{text.previewTitle}</h3>
        <DataTable
          caption={text.previewCaption}
          columns={previewColumns(preview, mapping)}
          rows={preview.rows}
          rowKey={(_, index) => index}
          className="max-h-80 rounded-md border border-line"
        />
      </div>

      <StepActions
        call={validate}
        failedMessage={text.validateFailed}
        onBack={onBack}
        next={{
          icon: ListChecks,
          label: validate.isPending ? text.validating : text.validate,
          isDisabled: missing.length > 0,
          onClick: run,
        }}
      />
    </section>
  );
}
