import {
  BREAK_AUTO_CLOSE_MAX_MINUTES,
  BREAK_EVERY_MAX_MINUTES,
  BREAK_EVERY_MIN_MINUTES,
  BREAK_MAX_MINUTES,
  BREAK_MIN_MINUTES,
  schedulePageMessages,
  type BreakPolicy,
  type Department,
} from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { bindFields } from '../../../lib/bind-fields';
import { reportSaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveBreakPolicy } from '../api/save-break-policy';
import { breakPolicyFormSchema, breakPolicyFormValues } from '../lib/break-policy-form';

const text = schedulePageMessages.reminders.dialog;
const common = schedulePageMessages.common;
const FIELDS = [
  'name',
  'departmentId',
  'everyMinutes',
  'breakMinutes',
  'autoCloseAfterMinutes',
  'remindersEnabled',
  'isActive',
] as const;

interface BreakPolicyDialogProps {
  /** null: closed; 'new': a new policy. */
  policy: BreakPolicy | 'new' | null;
  departments: readonly Pick<Department, 'id' | 'name'>[];
  onClose: () => void;
}

export function BreakPolicyDialog({ policy, departments, onClose }: BreakPolicyDialogProps) {
  return (
    <Dialog
      isOpen={policy !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={policy === 'new' || policy === null ? text.createTitle : text.editTitle(policy.name)}
      description={text.description}
      closeLabel={common.close}
    >
      {policy ? (
        <PolicyForm
          policy={policy === 'new' ? null : policy}
          departments={departments}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function PolicyForm({
  policy,
  departments,
  onClose,
}: {
  policy: BreakPolicy | null;
  departments: readonly Pick<Department, 'id' | 'name'>[];
  onClose: () => void;
}) {
  const save = useSaveBreakPolicy();
  const form = useContractForm(breakPolicyFormSchema, breakPolicyFormValues(policy));
  const field = bindFields(form, 'break-policy-');
  const number = { valueAsNumber: true } as const;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await (policy
        ? save.mutateAsync({ id: policy.id, body })
        : save.mutateAsync({ id: null, body }));
      notify.success(policy ? text.saved(saved.name) : text.created(saved.name));
      onClose();
    } catch (error) {
      reportSaveFailure(error, form.setError, FIELDS, text.saveFailed);
    }
  });
  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={policy ? common.save : text.create}
      pendingLabel={common.saving}
      cancelLabel={common.cancel}
      isPending={save.isPending}
      failure={form.formState.errors.root?.server?.message}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('name')}
          label={text.name}
          placeholder={text.namePlaceholder}
          maxLength={80}
          required
          fieldSize="md"
        />
        <Select
          {...field('departmentId')}
          label={text.department}
          fieldSize="md"
          options={[
            { value: '', label: text.everyone },
            ...departments.map((item) => ({ value: item.id, label: item.name })),
          ]}
        />
        <TextField
          {...field('everyMinutes', number)}
          type="number"
          min={BREAK_EVERY_MIN_MINUTES}
          max={BREAK_EVERY_MAX_MINUTES}
          label={text.every}
          hint={text.everyHint}
          fieldSize="md"
        />
        <TextField
          {...field('breakMinutes', number)}
          type="number"
          min={BREAK_MIN_MINUTES}
          max={BREAK_MAX_MINUTES}
          label={text.breakMinutes}
          hint={text.breakHint}
          fieldSize="md"
        />
        <TextField
          {...field('autoCloseAfterMinutes', number)}
          type="number"
          min={0}
          max={BREAK_AUTO_CLOSE_MAX_MINUTES}
          label={text.autoClose}
          hint={text.autoCloseHint}
          fieldSize="md"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SwitchField
          id="break-policy-reminders"
          label={text.reminders}
          hint={text.remindersHint}
          control={form.control}
          name="remindersEnabled"
        />
        <SwitchField
          id="break-policy-active"
          label={text.isActive}
          hint={text.isActiveHint}
          control={form.control}
          name="isActive"
        />
      </div>
    </DialogForm>
  );
}
