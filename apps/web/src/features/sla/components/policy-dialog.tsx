import { Controller } from 'react-hook-form';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  slaMessages,
  type SlaCalendar,
  type SlaPolicy,
} from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm, saveFormLabels } from '../../../components/ui/dialog-form';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { bindFields } from '../../../lib/bind-fields';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSavePolicy } from '../api/sla';
import { policyFormField, policyFormSchema, policyFormValues } from '../lib/policy-form';
import { CompanyPicker, type CompanyPickerText } from '../../../components/company-picker';
import { reportServerFailure } from './server-errors';

const text = slaMessages.policies.dialog;
const listText = slaMessages.policies;
const companyPickerText: CompanyPickerText = {
  legend: text.company,
  hint: text.companyHint,
  search: text.companySearch,
  searchPlaceholder: text.companySearchPlaceholder,
  none: text.anyCompany,
  loadFailed: text.companyLoadFailed,
  searching: text.companySearching,
  noResults: text.companyNoResults,
};

/** Urgent first, as the targets are read. */
const PRIORITIES_BY_URGENCY = [...TICKET_PRIORITIES].reverse();

interface PolicyDialogProps {
  /** null: a new policy. */
  policy: SlaPolicy | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  departments: ReadonlyArray<{ id: string; name: string }>;
  calendars: readonly SlaCalendar[];
}

/** Create or edit a policy: name, scope, calendar, targets per priority, warning, switches. */
export function PolicyDialog(props: PolicyDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.policy ? text.editTitle(props.policy.name) : text.createTitle}
      description={text.description}
      closeLabel={slaMessages.page.close}
      size="3xl"
    >
      {props.isOpen ? <PolicyForm {...props} /> : null}
    </Dialog>
  );
}

function PolicyForm({ policy, onOpenChange, departments, calendars }: PolicyDialogProps) {
  const save = useSavePolicy();
  const form = useContractForm(policyFormSchema, policyFormValues(policy));
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const field = bindFields(form, 'sla-policy-');
  const isDefault = policy?.isDefault ?? false;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: policy?.id ?? null, body });
      notify.success(policy ? listText.saved(saved.name) : listText.created(saved.name));
      onOpenChange(false);
    } catch (error) {
      reportServerFailure(error, setError, policyFormField, listText.saveFailed, {
        SLA_POLICY_NAME_TAKEN: 'name',
        SLA_POLICY_SCOPE_TAKEN: 'departmentId',
      });
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
      {...saveFormLabels({ ...slaMessages.page, create: text.create }, policy !== null)}
      isPending={save.isPending}
      failure={errors.root?.server?.message}
    >
      <TextField
        {...field('name')}
        label={text.name}
        fieldSize="md"
        maxLength={80}
        required
        placeholder={text.namePlaceholder}
      />

      {isDefault ? (
        <p className="rounded-md bg-surface p-3 text-sm text-muted">{text.defaultScope}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            {...field('departmentId')}
            label={text.department}
            fieldSize="md"
            placeholder={text.anyDepartment}
            options={departments.map(({ id, name }) => ({ value: id, label: name }))}
          />
          <Controller
            control={control}
            name="customer"
            render={({ field: customer }) => (
              <CompanyPicker
                id="sla-policy-customer"
                text={companyPickerText}
                fieldSize="md"
                value={customer.value ?? null}
                onChange={customer.onChange}
                error={errors.customer?.message}
              />
            )}
          />
        </div>
      )}

      <Select
        {...field('calendarId')}
        label={text.calendar}
        hint={text.calendarHint}
        fieldSize="md"
        placeholder={text.noCalendar}
        options={calendars.map(({ id, name }) => ({ value: id, label: name }))}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{text.targetsLegend}</legend>
        <p className="text-sm text-muted">{text.targetsHint}</p>
        <div className="space-y-3">
          {PRIORITIES_BY_URGENCY.map((priority) => {
            const label = TICKET_PRIORITY_LABELS[priority];
            return (
              <div
                key={priority}
                className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[6rem_1fr_1fr] sm:items-start"
              >
                <p className="text-sm font-medium text-ink sm:pt-7">{label}</p>
                <TextField
                  {...field(`targets.${priority}.firstResponseMinutes`)}
                  label={
                    <>
                      {text.firstResponse}
                      <span className="sr-only">, prioridad {label}</span>
                    </>
                  }
                  fieldSize="md"
                  autoComplete="off"
                />
                <TextField
                  {...field(`targets.${priority}.resolutionMinutes`)}
                  label={
                    <>
                      {text.resolution}
                      <span className="sr-only">, prioridad {label}</span>
                    </>
                  }
                  fieldSize="md"
                  autoComplete="off"
                />
              </div>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          {...field('warningPercent', { valueAsNumber: true })}
          type="number"
          min={1}
          max={99}
          label={text.warningPercent}
          hint={text.warningHint}
          hintPlacement="below"
          fieldSize="md"
        />
        <SwitchField
          id="sla-policy-auto-escalate"
          label={text.autoEscalate}
          hint={text.autoEscalateHint}
          labelPlacement="above"
          control={control}
          name="autoEscalate"
        />
        {isDefault ? null : (
          <SwitchField
            id="sla-policy-active"
            label={text.isActive}
            hint={text.isActiveHint}
            labelPlacement="above"
            control={control}
            name="isActive"
          />
        )}
      </div>
    </DialogForm>
  );
}
