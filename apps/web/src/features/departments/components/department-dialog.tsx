import { Controller } from 'react-hook-form';
import {
  departmentInputSchema,
  departmentMessages,
  type DepartmentListItem,
} from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { applySaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import type { StaffMember } from '../api/get-staff';
import { useSaveDepartment } from '../api/save-department';
import { StatusEditor, type StatusDraft } from './status-editor';

const text = departmentMessages.departmentDialog;
const pageText = departmentMessages.departmentsPage;

function draftsOf(department: DepartmentListItem | null): StatusDraft[] {
  return (department?.statuses ?? []).map((status) => ({ ...status, key: status.id }));
}

/** Text fields send null when left empty, as the server stores them. */
const emptyAsNull = (value: string | null) => value?.trim() || null;

interface DepartmentDialogProps {
  /** null: a new department. */
  department: DepartmentListItem | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isAdmin: boolean;
  staff: StaffMember[];
}

/** Create or edit: name, description, lead and active (administrators), custom statuses. */
export function DepartmentDialog(props: DepartmentDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.department ? text.editTitle(props.department.name) : text.createTitle}
      description={text.description}
      closeLabel={text.close}
      size="3xl"
    >
      {/* Mounted per opening, so the form starts from the department each time. */}
      {props.isOpen ? <DepartmentForm {...props} /> : null}
    </Dialog>
  );
}

function DepartmentForm({ department, onOpenChange, isAdmin, staff }: DepartmentDialogProps) {
  const save = useSaveDepartment();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(departmentInputSchema, {
    name: department?.name ?? '',
    description: department?.description ?? null,
    leadId: department?.leadId ?? null,
    isActive: department?.isActive ?? true,
    statuses: draftsOf(department),
  });
  const leads = staff.filter((member) => member.role === 'TECH_LEAD' || member.role === 'ADMIN');
  const currentLead = department?.lead;
  const leadOptions =
    currentLead && !leads.some((lead) => lead.id === currentLead.id)
      ? [...leads, { ...currentLead, role: 'TECH_LEAD' as const }]
      : leads;
  const statusErrors: Record<number, string> = {};
  const rowErrors: unknown = errors.statuses;
  if (Array.isArray(rowErrors)) {
    rowErrors.forEach((row: { name?: { message?: string } } | undefined, index) => {
      if (row?.name?.message) statusErrors[index] = row.name.message;
    });
  }

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: department?.id ?? null, body });
      notify.success(department ? pageText.saved(saved.name) : pageText.created(saved.name));
      onOpenChange(false);
    } catch (error) {
      const statusFields = fieldErrorsOf(error)
        .map(({ field }) => /^statuses\.(\d+)\.name$/.exec(field)?.[0])
        .filter((field): field is `statuses.${number}.name` => Boolean(field));
      if (isApiError(error) && error.code === 'DEPARTMENT_NAME_TAKEN') {
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
        notify.error(pageText.saveFailed);
        return;
      }
      const fields = ['name', 'description', 'leadId', ...statusFields] as const;
      const failure = applySaveFailure(error, setError, fields, pageText.saveFailed);
      notify.error(failure ?? pageText.saveFailed);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
      cancelLabel={text.cancel}
      submitLabel={department ? text.save : text.create}
      pendingLabel={text.saving}
      isPending={save.isPending}
      failure={errors.root?.server?.message}
    >
      <TextField
        id="department-name"
        label={text.name}
        fieldSize="md"
        maxLength={100}
        required
        placeholder={text.namePlaceholder}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        id="department-description"
        label={text.descriptionLabel}
        fieldSize="md"
        maxLength={2000}
        rows={2}
        error={errors.description?.message}
        {...register('description', { setValueAs: emptyAsNull })}
      />
      {isAdmin ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            id="department-lead"
            label={text.lead}
            fieldSize="md"
            placeholder={text.noLead}
            hint={text.leadHint}
            hintPlacement="below"
            options={leadOptions.map((lead) => ({
              value: lead.id,
              label: `${lead.name} · ${lead.email}`,
            }))}
            error={errors.leadId?.message}
            {...register('leadId', { setValueAs: (value: string | null) => value || null })}
          />
          <div>
            <span id="department-active-label" className="mb-1 block text-sm font-medium text-ink">
              {text.isActive}
            </span>
            <div className="flex items-start gap-2">
              <Controller
                control={control}
                name="isActive"
                render={({ field }) => (
                  <Switch
                    ref={field.ref}
                    isOn={field.value ?? true}
                    onChange={field.onChange}
                    aria-labelledby="department-active-label"
                    aria-describedby="department-active-hint"
                  />
                )}
              />
              <p id="department-active-hint" className="text-xs text-muted">
                {text.isActiveHint}
              </p>
            </div>
          </div>
        </div>
      ) : (
        <p className="text-xs text-muted">{text.leadOnlyAdmin}</p>
      )}
      <Controller
        control={control}
        name="statuses"
        render={({ field }) => (
          <StatusEditor
            statuses={(field.value ?? []) as StatusDraft[]}
            onChange={field.onChange}
            errors={statusErrors}
          />
        )}
      />
    </DialogForm>
  );
}
