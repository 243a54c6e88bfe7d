import { useState, type ComponentType } from 'react';
import type { Control, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import {
  PUBLIC_FORM_CONFIGURABLE_FIELDS,
  PUBLIC_FORM_FIELD_MODES,
  settingsMessages,
  type OrganizationConfig,
  type Role,
} from '@atiende/contracts';
import { ForbiddenPanel, PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card-section';
import { Checkbox } from '../../../components/ui/checkbox';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { FieldMessage } from '../../../components/ui/field-message';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { bindFields } from '../../../lib/bind-fields';
import { formatDateTime } from '../../../lib/dates';
import { reportSaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { departmentsQueryOptions } from '../../../lib/reference-data/reference-data';
import { useContractForm } from '../../../lib/use-contract-form';
import { useOrganizationConfig, useSaveOrganizationConfig } from '../api/settings';
import { settingsFormSchema, toConfigInput, toFormValues } from '../lib/settings-form';
import { LogoField } from './logo-field';

const text = settingsMessages;

/**
 * The SLA calendars' day rows, handed in by src/app (one feature does not import another): they
 * edit the form's `week` field with the calendars' own rules.
 */
export type WeekEditor = ComponentType<{
  control: Control<FieldValues>;
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors;
  errorId: string;
}>;

function messageAt(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as { message?: unknown; root?: { message?: unknown } };
  if (typeof record.message === 'string') return record.message;
  return typeof record.root?.message === 'string' ? record.root.message : undefined;
}

/** The fields a server's 400 may name, as the form calls them. */
const SERVER_FIELDS = [
  'organizationName',
  'logoUploadId',
  'publicForm.closedNotice',
  'publicForm.welcomeText',
  'publicForm.departmentIds',
] as const;

/**
 * /admin/settings «Organización» (docs/settings.md): the name and logo shown in the header, the
 * sign-in page and the public form; the week new SLA calendars start with; the public form's
 * options. Administrators only; others are told whose page it is.
 */
export function SettingsPage({ role, WeekEditor }: { role: Role; WeekEditor: WeekEditor }) {
  if (role !== 'ADMIN') {
    return <ForbiddenPanel title={text.pageTitle} message={text.forbidden} backLabel={text.back} />;
  }
  return <SettingsLoader WeekEditor={WeekEditor} />;
}

function SettingsLoader({ WeekEditor }: { WeekEditor: WeekEditor }) {
  const query = useOrganizationConfig();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4">
      <PageHeader title={text.pageTitle} description={text.intro} />
      {query.data ? (
        // A new version (after a reload) starts the form again from what is stored.
        <SettingsForm
          key={query.data.version}
          WeekEditor={WeekEditor}
          config={query.data}
          onReload={() => void query.refetch()}
        />
      ) : query.isError ? (
        <LoadFailed message={text.loadError} retryLabel={text.retry} onRetry={query.refetch} />
      ) : (
        <DeferredLoader />
      )}
    </div>
  );
}

function SettingsForm({
  config,
  onReload,
  WeekEditor,
}: {
  config: OrganizationConfig;
  onReload: () => void;
  WeekEditor: WeekEditor;
}) {
  const save = useSaveOrganizationConfig();
  const form = useContractForm(settingsFormSchema, toFormValues(config));
  const { control, register, handleSubmit, reset, setError, formState, watch } = form;
  const { errors } = formState;
  const field = bindFields(form, 'settings-');
  const [isConflict, setIsConflict] = useState(false);
  const departments = useQuery(departmentsQueryOptions(false));
  const isEnabled = watch('publicForm.enabled');

  const onSubmit = handleSubmit(async (values) => {
    setIsConflict(false);
    try {
      const saved = await save.mutateAsync(toConfigInput(values, config));
      reset(toFormValues(saved));
      notify.success(text.saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
        setIsConflict(true);
        return;
      }
      reportSaveFailure(error, setError, SERVER_FIELDS, text.saveFailed);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <CardSection id="settings-identity" title={text.sections.identity}>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <TextField
            {...field('organizationName')}
            className="md:col-span-2"
            label={text.fields.organizationName}
            hint={text.fields.organizationNameHint}
            hintPlacement="below"
            fieldSize="md"
            autoComplete="organization"
            maxLength={100}
          />
          <Controller
            control={control}
            name="logoUploadId"
            render={({ field: logo }) => (
              <LogoField
                logoUploadId={logo.value ?? null}
                storedLogoUploadId={config.logoUploadId}
                storedLogoUrl={config.logoUrl}
                organizationName={watch('organizationName') || config.organizationName}
                onChange={(id) => logo.onChange(id)}
                error={errors.logoUploadId?.message}
              />
            )}
          />
          <div>
            <p className="mb-1 text-sm font-medium text-ink">{text.fields.timeZone}</p>
            <p className="text-sm text-ink">America/Lima</p>
            <p className="mt-1 text-xs text-muted">{text.fields.timeZoneHint}</p>
          </div>
        </div>
      </CardSection>

      <CardSection id="settings-hours" title={text.sections.hours}>
        <p className="mt-1 text-sm text-muted">{text.fields.hoursHint}</p>
        {/* The day rows are the SLA calendar dialog's: the same `week` field, the same rules. */}
        <WeekEditor
          control={control as unknown as Control<FieldValues>}
          register={register as unknown as UseFormRegister<FieldValues>}
          errors={errors}
          errorId="settings-week-error"
        />
      </CardSection>

      <CardSection id="settings-public-form" title={text.sections.publicForm}>
        <div className="mt-4 space-y-4">
          <SwitchField
            id="settings-form-enabled"
            label={text.fields.formEnabled}
            hint={text.fields.formEnabledHint}
            control={control}
            name="publicForm.enabled"
          />
          {isEnabled ? null : (
            <TextareaField
              {...field('publicForm.closedNotice')}
              label={text.fields.closedNotice}
              fieldSize="md"
              rows={3}
              maxLength={500}
            />
          )}
          <TextareaField
            {...field('publicForm.welcomeText')}
            label={text.fields.welcomeText}
            hint={text.fields.welcomeTextHint}
            hintPlacement="below"
            fieldSize="md"
            rows={3}
            maxLength={1000}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {PUBLIC_FORM_CONFIGURABLE_FIELDS.map((name) => (
              <Select
                key={name}
                {...field(`publicForm.${name}`)}
                label={text.fields[name]}
                fieldSize="md"
                options={PUBLIC_FORM_FIELD_MODES.map((mode) => ({
                  value: mode,
                  label: text.fieldModes[mode],
                }))}
              />
            ))}
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-ink">{text.fields.departments}</legend>
            <p className="text-xs text-muted">{text.fields.departmentsHint}</p>
            <Controller
              control={control}
              name="publicForm.departmentIds"
              render={({ field: chosen }) => {
                const ids = chosen.value ?? [];
                return (
                  <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
                    {(departments.data ?? []).map((department) => (
                      <Checkbox
                        key={department.id}
                        label={department.name}
                        checked={ids.includes(department.id)}
                        onChange={(event) =>
                          chosen.onChange(
                            event.target.checked
                              ? [...ids, department.id]
                              : ids.filter((id) => id !== department.id),
                          )
                        }
                      />
                    ))}
                  </div>
                );
              }}
            />
            {messageAt(errors.publicForm?.departmentIds) ? (
              <FieldMessage
                id="settings-departments-error"
                message={messageAt(errors.publicForm?.departmentIds)!}
              />
            ) : null}
          </fieldset>
        </div>
      </CardSection>

      <div className="space-y-3">
        {isConflict ? (
          <InlineAlert>
            <span className="flex flex-wrap items-center gap-2">
              {text.conflict}
              <Button type="button" variant="secondary" onClick={onReload}>
                {text.reload}
              </Button>
            </span>
          </InlineAlert>
        ) : null}
        {errors.root?.server?.message ? (
          <InlineAlert>{errors.root.server.message}</InlineAlert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-muted sm:mr-auto" aria-live="polite">
            {formState.isDirty
              ? text.unsaved
              : config.updatedAt
                ? text.updatedAt(formatDateTime(config.updatedAt), config.updatedByName)
                : ''}
          </p>
          <Button
            type="submit"
            disabled={!formState.isDirty || save.isPending}
            className="max-md:min-h-11"
          >
            {save.isPending ? text.saving : text.save}
          </Button>
        </div>
      </div>
    </form>
  );
}
