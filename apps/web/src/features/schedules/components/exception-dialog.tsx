import { useWatch } from 'react-hook-form';
import {
  SCHEDULE_EXCEPTION_KINDS,
  scheduleMessages,
  schedulePageMessages,
  type ScheduleException,
  type TeamScheduleMember,
} from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { Select } from '../../../components/ui/select';
import { TextField, TextareaField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/api-error';
import { bindFields } from '../../../lib/bind-fields';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveException } from '../api/save-exception';
import {
  exceptionFormField,
  exceptionFormSchema,
  exceptionFormValues,
} from '../lib/exception-form';
import { serverProblemText } from '../lib/server-problems';

const text = schedulePageMessages.team.exceptions;
const common = schedulePageMessages.common;

interface ExceptionDialogProps {
  /** null: closed; 'new': a new exception. */
  exception: ScheduleException | 'new' | null;
  members: readonly TeamScheduleMember[];
  onClose: () => void;
}

export function ExceptionDialog({ exception, members, onClose }: ExceptionDialogProps) {
  return (
    <Dialog
      isOpen={exception !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={exception === 'new' ? text.createTitle : text.editTitle}
      description={text.dialogDescription}
      closeLabel={common.close}
    >
      {exception ? (
        <ExceptionForm
          exception={exception === 'new' ? null : exception}
          members={members}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function ExceptionForm({
  exception,
  members,
  onClose,
}: {
  exception: ScheduleException | null;
  members: readonly TeamScheduleMember[];
  onClose: () => void;
}) {
  const save = useSaveException();
  const form = useContractForm(exceptionFormSchema, exceptionFormValues(exception));
  const field = bindFields(form, 'schedule-exception-');
  const kind = useWatch({ control: form.control, name: 'kind' });
  const userId = useWatch({ control: form.control, name: 'userId' });
  const people = members.map((member) => ({ value: member.id, label: member.name }));

  const onSubmit = form.handleSubmit(async ({ userId: owner, ...fields }) => {
    try {
      await (exception
        ? save.mutateAsync({ id: exception.id, body: fields })
        : save.mutateAsync({ id: null, body: { userId: owner, ...fields } }));
      notify.success(exception ? text.saved : text.created);
      onClose();
    } catch (error) {
      // Each problem under its field when the form has it; the rest in the form's alert.
      let hasField = false;
      for (const detail of fieldErrorsOf(error)) {
        const name = exceptionFormField(detail.field);
        if (!name) continue;
        form.setError(
          name,
          { type: 'server', message: detail.message },
          { shouldFocus: !hasField },
        );
        hasField = true;
      }
      if (!hasField) {
        form.setError('root.server', {
          type: 'server',
          message: serverProblemText(error, text.saveFailed),
        });
      }
    }
  });

  const hasTimes = kind === 'leave' || kind === 'extra';
  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={exception ? common.save : text.create}
      pendingLabel={common.saving}
      cancelLabel={common.cancel}
      isPending={save.isPending}
      failure={form.formState.errors.root?.server?.message}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          {...field('userId')}
          label={text.userField}
          placeholder={text.userPlaceholder}
          options={people}
          disabled={exception !== null}
          fieldSize="md"
        />
        <Select
          {...field('kind')}
          label={text.kindField}
          options={SCHEDULE_EXCEPTION_KINDS.map((value) => ({
            value,
            label: scheduleMessages.exceptionKinds[value],
          }))}
          fieldSize="md"
        />
        <TextField {...field('startsOn')} type="date" label={text.startsOn} fieldSize="md" />
        <TextField {...field('endsOn')} type="date" label={text.endsOn} fieldSize="md" />
        {hasTimes ? (
          <>
            <TextField
              {...field('startTime')}
              label={kind === 'extra' ? text.startTimeExtra : text.startTime}
              hint={kind === 'leave' ? text.timesHint : undefined}
              inputMode="numeric"
              maxLength={5}
              placeholder="09:00"
              fieldSize="md"
            />
            <TextField
              {...field('endTime')}
              label={kind === 'extra' ? text.endTimeExtra : text.endTime}
              inputMode="numeric"
              maxLength={5}
              placeholder="13:00"
              fieldSize="md"
            />
          </>
        ) : null}
        {kind === 'swap' ? (
          <Select
            {...field('swapWithUserId')}
            label={text.swapField}
            placeholder={text.swapPlaceholder}
            options={people.filter((person) => person.value !== userId)}
            fieldSize="md"
          />
        ) : null}
      </div>
      <TextareaField
        {...field('note')}
        label={text.noteField}
        placeholder={text.notePlaceholder}
        rows={2}
        maxLength={500}
        fieldSize="md"
      />
    </DialogForm>
  );
}
