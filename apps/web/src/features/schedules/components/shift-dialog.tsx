import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  scheduleMessages,
  schedulePageMessages,
  type TeamScheduleMember,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { TextField } from '../../../components/ui/text-field';
import { bindFields } from '../../../lib/bind-fields';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveShifts } from '../api/save-shifts';
import { serverProblemText } from '../lib/server-problems';
import { dayShiftsFormSchema, dayShiftsFormValues, weekWithDay } from '../lib/shift-form';

const text = schedulePageMessages.team.shiftDialog;
const common = schedulePageMessages.common;

export interface ShiftCell {
  member: TeamScheduleMember;
  weekday: number;
}

/** One técnico's shifts on one weekday: "desde" / "hasta" rows; saving sends the whole week. */
export function ShiftDialog({ cell, onClose }: { cell: ShiftCell | null; onClose: () => void }) {
  const weekday = cell ? scheduleMessages.weekdays[cell.weekday]! : '';
  return (
    <Dialog
      isOpen={cell !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={cell ? text.title(cell.member.name, weekday) : ''}
      description={text.description}
      closeLabel={common.close}
    >
      {cell ? <ShiftForm cell={cell} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ShiftForm({ cell, onClose }: { cell: ShiftCell; onClose: () => void }) {
  const save = useSaveShifts();
  const form = useContractForm(
    dayShiftsFormSchema,
    dayShiftsFormValues(cell.member.shifts, cell.weekday),
  );
  const rows = useFieldArray({ control: form.control, name: 'shifts' });
  const field = bindFields(form, `shift-${cell.weekday}-`);
  const onSubmit = form.handleSubmit(async ({ shifts }) => {
    try {
      await save.mutateAsync({
        userId: cell.member.id,
        body: { shifts: weekWithDay(cell.member.shifts, cell.weekday, shifts) },
      });
      notify.success(text.saved(cell.member.name));
      onClose();
    } catch (error) {
      const failure = serverProblemText(error, text.saveFailed);
      form.setError('root.server', { type: 'server', message: failure });
    }
  });
  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={common.save}
      pendingLabel={common.saving}
      cancelLabel={common.cancel}
      isPending={save.isPending}
      failure={form.formState.errors.root?.server?.message}
    >
      {rows.fields.length === 0 ? <p className="text-sm text-subtle">{text.none}</p> : null}
      <ul className="space-y-3">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <TextField
              {...field(`shifts.${index}.start`)}
              label={text.fromLabel(index + 1)}
              fieldSize="md"
              inputMode="numeric"
              maxLength={5}
              placeholder={common.clockPlaceholder}
            />
            <TextField
              {...field(`shifts.${index}.end`)}
              label={text.toLabel(index + 1)}
              fieldSize="md"
              inputMode="numeric"
              maxLength={5}
              placeholder="17:00"
            />
            <Button
              variant="ghost"
              className="mt-6 px-2 text-error"
              aria-label={text.removeNamed(index + 1)}
              onClick={() => rows.remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">{text.remove}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => rows.append({ start: '', end: '' })}>
        <Plus aria-hidden="true" className="size-4" />
        {text.add}
      </Button>
    </DialogForm>
  );
}
