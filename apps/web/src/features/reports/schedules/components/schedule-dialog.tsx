import { useState } from 'react';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_SOURCES,
  TICKET_SOURCE_LABELS,
} from '@atiende/contracts';
import {
  REPORT_FILTERS,
  REPORT_SCHEDULE_FORMATS,
  REPORT_SCHEDULE_FREQUENCIES,
  reportMessages,
  reportScheduleCreateSchema,
  reportScheduleMessages,
  type ReportCatalogue,
  type ReportFamily,
  type ReportFilter,
  type ReportScheduleView,
} from '@atiende/contracts/reports';
import { Dialog } from '../../../../components/ui/dialog';
import { DialogForm } from '../../../../components/ui/dialog-form';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { Select } from '../../../../components/ui/select';
import { TextField } from '../../../../components/ui/text-field';
import { bindFields } from '../../../../lib/bind-fields';
import { reportSaveFailure } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useSaveReportSchedule } from '../api/report-schedules';
import { RecipientsField } from './recipients-field';

const text = reportScheduleMessages.dialog;
const page = reportScheduleMessages.page;

/** What "Programar envío" on a report page hands over (`?new=1&family=&type=&…`). */
export type ScheduleDraft = {
  family: ReportFamily;
  type: string;
  filters: ReportScheduleView['filters'];
};

interface ScheduleDialogProps {
  /** null: closed. `schedule` null: a new one, maybe from a report's draft. */
  editing: { schedule: ReportScheduleView | null; draft?: ScheduleDraft } | null;
  onClose: () => void;
  catalogue: ReportCatalogue | undefined;
}

export function ScheduleDialog({ editing, onClose, catalogue }: ScheduleDialogProps) {
  return (
    <Dialog
      isOpen={editing !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={editing?.schedule ? text.editTitle : text.createTitle}
      description={page.description}
      size="2xl"
    >
      {editing ? (
        <ScheduleForm
          schedule={editing.schedule}
          draft={editing.draft}
          onClose={onClose}
          catalogue={catalogue}
        />
      ) : null}
    </Dialog>
  );
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

function ScheduleForm({
  schedule,
  draft,
  onClose,
  catalogue,
}: {
  schedule: ReportScheduleView | null;
  draft?: ScheduleDraft;
  onClose: () => void;
  catalogue: ReportCatalogue | undefined;
}) {
  const save = useSaveReportSchedule();
  const firstFamily = catalogue?.families[0];
  const start = schedule ?? draft;
  const form = useContractForm(reportScheduleCreateSchema, {
    name: schedule?.name ?? '',
    family: start?.family ?? firstFamily?.key ?? 'tickets',
    type: start?.type ?? firstFamily?.types[0]?.key ?? 'status',
    filters: { ...(start?.filters ?? {}) },
    frequency: schedule?.frequency ?? 'weekly',
    weekday: schedule?.weekday ?? (schedule ? null : 1),
    monthDay: schedule?.monthDay ?? null,
    hour: schedule?.hour ?? 8,
    format: schedule?.format ?? 'pdf',
    recipients: schedule?.recipients ?? [],
    isActive: schedule?.isActive ?? true,
  });
  const { register, handleSubmit, setError, setValue, watch, formState } = form;
  const field = bindFields(form, 'schedule-');
  const family = watch('family');
  const type = watch('type');
  const frequency = watch('frequency');
  const recipients = watch('recipients');
  const [reportKey, setReportKey] = useState(`${family}/${type}`);
  const offered: readonly ReportFilter[] =
    catalogue?.families.find((item) => item.key === family)?.types.find((item) => item.key === type)
      ?.filters ?? [];

  const onSubmit = handleSubmit(async (body) => {
    // Only the filters the chosen report offers travel.
    const filters = Object.fromEntries(
      Object.entries(body.filters).filter(
        ([key, value]) => value !== undefined && offered.includes(key as ReportFilter),
      ),
    );
    try {
      await save.mutateAsync({ id: schedule?.id ?? null, body: { ...body, filters } });
      notify.success(schedule ? page.saved : page.created);
      onClose();
    } catch (error) {
      const names = [
        'name',
        'type',
        'weekday',
        'monthDay',
        'recipients',
        'filters.departmentId',
        'filters.technicianId',
      ] as const;
      reportSaveFailure(error, setError, names, page.saveFailed);
    }
  });

  const filterOptions: Record<ReportFilter, { value: string; label: string }[]> = {
    departmentId: (catalogue?.departments ?? []).map((item) => ({
      value: item.id,
      label: item.name,
    })),
    technicianId: (catalogue?.technicians ?? []).map((item) => ({
      value: item.id,
      label: item.name,
    })),
    priority: TICKET_PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] })),
    source: TICKET_SOURCES.map((value) => ({ value, label: TICKET_SOURCE_LABELS[value] })),
  };
  const recipientsError =
    formState.errors.recipients?.message ??
    (Array.isArray(formState.errors.recipients)
      ? formState.errors.recipients.find((item) => item?.message)?.message
      : undefined);

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onClose}
      cancelLabel={text.cancel}
      submitLabel={schedule ? text.save : text.create}
      pendingLabel={text.saving}
      isPending={save.isPending}
      failure={formState.errors.root?.server?.message}
    >
      <TextField
        {...field('name')}
        label={text.name}
        placeholder={text.namePlaceholder}
        fieldSize="md"
        maxLength={120}
      />
      <Select
        id="schedule-report"
        label={text.report}
        fieldSize="md"
        value={reportKey}
        error={formState.errors.type?.message}
        onChange={(event) => {
          const [nextFamily, nextType] = event.target.value.split('/') as [ReportFamily, string];
          setReportKey(event.target.value);
          setValue('family', nextFamily);
          setValue('type', nextType, { shouldValidate: formState.isSubmitted });
        }}
      >
        {(catalogue?.families ?? []).map((item) => (
          <optgroup key={item.key} label={item.title}>
            {item.types.map((reportType) => (
              <option key={reportType.key} value={`${item.key}/${reportType.key}`}>
                {reportType.title}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      {offered.length > 0 ? (
        <fieldset className="space-y-3 rounded-md border border-line p-3">
          <legend className="px-1 text-sm font-medium text-ink">{text.filters}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {REPORT_FILTERS.filter((filter) => offered.includes(filter)).map((filter) => (
              <Select
                key={filter}
                {...field(`filters.${filter}`, { setValueAs: emptyToUndefined })}
                label={reportMessages.filters[filter]}
                fieldSize="md"
                placeholder={text.all}
                options={filterOptions[filter]}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          {...field('frequency')}
          label={text.frequency}
          fieldSize="md"
          options={REPORT_SCHEDULE_FREQUENCIES.map((value) => ({
            value,
            label: reportScheduleMessages.frequencies[value],
          }))}
        />
        {frequency === 'weekly' ? (
          <Select
            {...field('weekday', { setValueAs: numberOrNull })}
            label={text.weekday}
            fieldSize="md"
            placeholder=""
            options={reportScheduleMessages.weekdays.map((label, index) => ({
              value: String(index + 1),
              label: label.charAt(0).toUpperCase() + label.slice(1),
            }))}
          />
        ) : null}
        {frequency === 'monthly' ? (
          <Select
            {...field('monthDay', { setValueAs: numberOrNull })}
            label={text.monthDay}
            fieldSize="md"
            placeholder=""
            options={Array.from({ length: 28 }, (_, index) => ({
              value: String(index + 1),
              label: String(index + 1),
            }))}
          />
        ) : null}
        <Select
          {...field('hour', { setValueAs: Number })}
          label={text.hour}
          fieldSize="md"
          options={Array.from({ length: 24 }, (_, hour) => ({
            value: String(hour),
            label: reportScheduleMessages.hourText(hour),
          }))}
        />
      </div>
      <p className="text-sm text-muted">{text.periodNote[frequency]}</p>
      <RadioGroup
        id="schedule-format"
        legend={text.format}
        layout="row"
        options={REPORT_SCHEDULE_FORMATS.map((value) => ({
          value,
          label: reportScheduleMessages.formats[value],
        }))}
        registration={register('format')}
        error={formState.errors.format?.message}
      />
      <RecipientsField
        value={recipients}
        onChange={(next) =>
          setValue('recipients', next, { shouldValidate: formState.isSubmitted, shouldDirty: true })
        }
        error={recipientsError}
        unsubscribed={schedule?.unsubscribed}
      />
    </DialogForm>
  );
}
