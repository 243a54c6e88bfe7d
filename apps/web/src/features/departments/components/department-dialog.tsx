import { Controller } from 'react-hook-form';
import {
  departmentInputSchema,
  departmentMessages,
  type DepartmentListItem,
} from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm, saveFormLabels } from '../../../components/ui/dialog-form';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { reportSaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { bindFields } from '../../../lib/bind-fields';
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
  const form = useContractForm(departmentInputSchema, {
    name: department?.name ?? '',
    description: department?.description ?? null,
    leadId: department?.leadId ?? null,
    isActive: department?.isActive ?? true,
    statuses: draftsOf(department),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const field = bindFields(form, 'department-');
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
        // The field says it; no toast beside it (docs/product/ui.md#errors-and-toasts).
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      const fields = ['name', 'description', 'leadId', ...statusFields] as const;
      reportSaveFailure(error, setError, fields, pageText.saveFailed);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
      {...saveFormLabels(text, department !== null)}
      isPending={save.isPending}
      failure={errors.root?.server?.message}
    >
      <TextField
        {...field('name')}
        label={text.name}
        fieldSize="md"
        maxLength={100}
        required
        placeholder={text.namePlaceholder}
      />
      <TextareaField
        {...field('description', { setValueAs: emptyAsNull })}
        label={text.descriptionLabel}
        fieldSize="md"
        maxLength={2000}
        rows={2}
      />
      {isAdmin ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            {...field('leadId', { setValueAs: (value: string | null) => value || null })}
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
          />
          <SwitchField
            id="department-active"
            label={text.isActive}
            hint={text.isActiveHint}
            labelPlacement="above"
            control={control}
            name="isActive"
          />
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
