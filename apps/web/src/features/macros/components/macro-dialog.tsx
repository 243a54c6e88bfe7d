import { useQuery } from '@tanstack/react-query';
import {
  MACRO_ASSIGN_SELF,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  macroInputSchema,
  macroMessages,
  type Macro,
} from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm, saveFormLabels } from '../../../components/ui/dialog-form';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { bindFields } from '../../../lib/bind-fields';
import { reportSaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import {
  departmentsQueryOptions,
  techniciansQueryOptions,
} from '../../../lib/reference-data/reference-data';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveMacro } from '../api/macros';

const text = macroMessages;
const fields = text.fields;
/** An empty choice ("No cambiar", "Todos los departamentos") is sent as null. */
const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

interface MacroDialogProps {
  /** null: a new plantilla. */
  macro: Macro | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Leads and administrators may make shared plantillas. */
  canShare: boolean;
}

export function MacroDialog(props: MacroDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.macro ? text.editTitle : text.createTitle}
      description={text.dialogDescription}
      closeLabel={text.close}
    >
      {props.isOpen ? <MacroForm {...props} /> : null}
    </Dialog>
  );
}

function MacroForm({ macro, onOpenChange, canShare }: MacroDialogProps) {
  const save = useSaveMacro();
  const form = useContractForm(macroInputSchema, {
    name: macro?.name ?? '',
    body: macro?.body ?? '',
    scope: macro?.scope ?? 'PERSONAL',
    departmentId: macro?.department?.id ?? null,
    actions: {
      status: macro?.actions.status ?? null,
      resolution: macro?.actions.resolution ?? null,
      priority: macro?.actions.priority ?? null,
      assignTo: macro?.actions.assignTo ?? null,
      internalNote: macro?.actions.internalNote ?? null,
    },
  });
  const { register, handleSubmit, setError, watch, formState } = form;
  const field = bindFields(form, 'macro-');
  const departments = useQuery({ ...departmentsQueryOptions(false), enabled: canShare });
  const staff = useQuery({ ...techniciansQueryOptions(), enabled: canShare });
  const isShared = watch('scope') === 'SHARED';
  const isResolving = watch('actions.status') === 'RESUELTO';

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: macro?.id ?? null, body });
      notify.success(macro ? text.updated(saved.name) : text.created(saved.name));
      onOpenChange(false);
    } catch (error) {
      const names = ['name', 'body', 'departmentId', 'actions.assignTo'] as const;
      reportSaveFailure(error, setError, names, text.saveFailed);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
      {...saveFormLabels({ ...text, create: text.createAction }, macro !== null)}
      isPending={save.isPending}
      failure={formState.errors.root?.server?.message}
    >
      <TextField {...field('name')} label={fields.name} fieldSize="md" maxLength={80} />
      <TextareaField
        {...field('body')}
        label={fields.body}
        hint={fields.bodyHint}
        fieldSize="md"
        rows={5}
      />
      {canShare ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <RadioGroup
            id="macro-scope"
            legend={fields.scope}
            layout="row"
            options={(['PERSONAL', 'SHARED'] as const).map((scope) => ({
              value: scope,
              label: text.scopes[scope],
            }))}
            registration={register('scope')}
            error={formState.errors.scope?.message}
          />
          {isShared ? (
            <Select
              {...field('departmentId', { setValueAs: orNull })}
              label={fields.department}
              fieldSize="md"
              placeholder={text.allDepartments}
              options={(departments.data ?? []).map((department) => ({
                value: department.id,
                label: department.name,
              }))}
            />
          ) : null}
        </div>
      ) : null}
      <fieldset className="space-y-4 rounded-md border border-line p-3">
        <legend className="px-1 text-sm font-medium text-ink">{fields.actionsLegend}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            {...field('actions.status', { setValueAs: orNull })}
            label={fields.status}
            fieldSize="md"
            placeholder={fields.noChange}
            options={TICKET_STATUSES.map((status) => ({
              value: status,
              label: TICKET_STATUS_LABELS[status],
            }))}
          />
          <Select
            {...field('actions.priority', { setValueAs: orNull })}
            label={fields.priority}
            fieldSize="md"
            placeholder={fields.noChange}
            options={TICKET_PRIORITIES.map((priority) => ({
              value: priority,
              label: TICKET_PRIORITY_LABELS[priority],
            }))}
          />
          <Select
            {...field('actions.assignTo', { setValueAs: orNull })}
            label={fields.assignTo}
            fieldSize="md"
            placeholder={fields.noChange}
            options={[
              { value: MACRO_ASSIGN_SELF, label: fields.assignSelf },
              ...(staff.data ?? []).map((person) => ({ value: person.id, label: person.name })),
            ]}
          />
        </div>
        {isResolving ? (
          <TextareaField
            {...field('actions.resolution', { setValueAs: orNull })}
            label={fields.resolution}
            hint={fields.resolutionHint}
            fieldSize="md"
            rows={2}
          />
        ) : null}
        <TextareaField
          {...field('actions.internalNote', { setValueAs: orNull })}
          label={fields.internalNote}
          hint={fields.internalNoteHint}
          fieldSize="md"
          rows={2}
        />
      </fieldset>
    </DialogForm>
  );
}
