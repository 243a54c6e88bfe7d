import { useState, type FormEvent } from 'react';
import { departmentMessages, type DepartmentListItem } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { Switch } from '../../../components/ui/switch';
import { fieldErrorsOf, isApiError, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import type { StaffMember } from '../api/get-staff';
import { useSaveDepartment } from '../api/save-department';
import { Dialog } from '../../../components/ui/dialog';
import { controlClasses, labelClasses as LABEL_CLASSES } from '../../../components/ui/form-field';

const FIELD_CLASSES = controlClasses('md');
import { StatusEditor, type StatusDraft } from './status-editor';

const text = departmentMessages.departmentDialog;
const pageText = departmentMessages.departmentsPage;

type Errors = { name?: string; description?: string; leadId?: string; form?: string };

function draftsOf(department: DepartmentListItem | null): StatusDraft[] {
  return (department?.statuses ?? []).map((status) => ({ ...status, key: status.id }));
}

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
      size="xl"
    >
      {/* Mounted per opening, so the form starts from the department each time. */}
      {props.isOpen ? <DepartmentForm {...props} /> : null}
    </Dialog>
  );
}

function DepartmentForm({ department, onOpenChange, isAdmin, staff }: DepartmentDialogProps) {
  const save = useSaveDepartment();
  const [name, setName] = useState(department?.name ?? '');
  const [description, setDescription] = useState(department?.description ?? '');
  const [leadId, setLeadId] = useState(department?.leadId ?? '');
  const [isActive, setIsActive] = useState(department?.isActive ?? true);
  const [statuses, setStatuses] = useState(() => draftsOf(department));
  const [errors, setErrors] = useState<Errors>({});
  const [statusErrors, setStatusErrors] = useState<Record<number, string>>({});
  const leads = staff.filter((member) => member.role === 'TECH_LEAD' || member.role === 'ADMIN');
  const currentLead = department?.lead;
  const leadOptions =
    currentLead && !leads.some((lead) => lead.id === currentLead.id)
      ? [...leads, { ...currentLead, role: 'TECH_LEAD' as const }]
      : leads;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setStatusErrors({});
    const body = {
      name,
      description: description.trim() || null,
      isActive,
      leadId: leadId || null,
      statuses: statuses.map(({ key: _key, ...status }) => status),
    };
    try {
      const saved = await save.mutateAsync({ id: department?.id ?? null, body });
      notify.success(department ? pageText.saved(saved.name) : pageText.created(saved.name));
      onOpenChange(false);
    } catch (error) {
      const next: Errors = {};
      const byRow: Record<number, string> = {};
      for (const { field, message } of fieldErrorsOf(error)) {
        const row = /^statuses\.(\d+)\./.exec(field);
        if (row) byRow[Number(row[1])] ??= message;
        else if (field === 'name' || field === 'description' || field === 'leadId') {
          next[field] ??= message;
        }
      }
      if (isApiError(error) && error.code === 'DEPARTMENT_NAME_TAKEN') next.name = error.message;
      if (!next.name && !next.description && !next.leadId && Object.keys(byRow).length === 0) {
        next.form = messageOf(error, pageText.saveFailed);
      }
      setErrors(next);
      setStatusErrors(byRow);
      notify.error(next.form ?? pageText.saveFailed);
    }
  };

  const described = (id: string, error?: string) =>
    error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {errors.form ? (
        <InlineAlert>
          <p>{errors.form}</p>
        </InlineAlert>
      ) : null}
      <div>
        <label htmlFor="department-name" className={LABEL_CLASSES}>
          {text.name}
        </label>
        <input
          id="department-name"
          value={name}
          maxLength={100}
          required
          placeholder={text.namePlaceholder}
          onChange={(event) => setName(event.target.value)}
          className={FIELD_CLASSES}
          {...described('department-name', errors.name)}
        />
        {errors.name ? (
          <p id="department-name-error" className="mt-1 text-xs text-error">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="department-description" className={LABEL_CLASSES}>
          {text.descriptionLabel}
        </label>
        <textarea
          id="department-description"
          value={description}
          maxLength={2000}
          rows={2}
          onChange={(event) => setDescription(event.target.value)}
          className={`${FIELD_CLASSES} h-auto py-2`}
          {...described('department-description', errors.description)}
        />
        {errors.description ? (
          <p id="department-description-error" className="mt-1 text-xs text-error">
            {errors.description}
          </p>
        ) : null}
      </div>
      {isAdmin ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="department-lead" className={LABEL_CLASSES}>
              {text.lead}
            </label>
            <select
              id="department-lead"
              value={leadId}
              onChange={(event) => setLeadId(event.target.value)}
              className={FIELD_CLASSES}
              aria-describedby={errors.leadId ? 'department-lead-error' : 'department-lead-hint'}
              aria-invalid={errors.leadId ? true : undefined}
            >
              <option value="">{text.noLead}</option>
              {leadOptions.map((lead) => (
                <option key={lead.id} value={lead.id}>
                  {lead.name} · {lead.email}
                </option>
              ))}
            </select>
            {errors.leadId ? (
              <p id="department-lead-error" className="mt-1 text-xs text-error">
                {errors.leadId}
              </p>
            ) : (
              <p id="department-lead-hint" className="mt-1 text-xs text-muted">
                {text.leadHint}
              </p>
            )}
          </div>
          <div>
            <span id="department-active-label" className={LABEL_CLASSES}>
              {text.isActive}
            </span>
            <div className="flex items-start gap-2">
              <Switch
                isOn={isActive}
                onChange={setIsActive}
                aria-labelledby="department-active-label"
                aria-describedby="department-active-hint"
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
      <StatusEditor statuses={statuses} onChange={setStatuses} errors={statusErrors} />
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? text.saving : department ? text.save : text.create}
        </Button>
      </div>
    </form>
  );
}
