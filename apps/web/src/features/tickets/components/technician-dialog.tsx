import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  assignTicketInputSchema,
  reassignTicketInputSchema,
  ticketWorkspaceMessages,
} from '@atiende/contracts';
import { FormDialog } from '../../../components/ui/dialog-form';
import { Select } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/text-field';
import { saveThenClose } from '../../../lib/form-errors';
import { useTechnicians } from '../api/get-technicians';
import { promptFormProps } from './text-prompt-dialog';

const text = ticketWorkspaceMessages.dialogs;

type TechnicianFormValues = { assignedToId: string; reason?: string };

interface TechnicianDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  mode: 'assign' | 'reassign';
  currentAssigneeId: string | null;
  onSubmit: (input: { assignedToId: string; name: string; reason: string }) => Promise<void>;
}

/** Asignar / Reasignar: pick a técnico; reassigning asks a reason and says the técnico is told. */
export function TechnicianDialog({
  isOpen,
  onOpenChange,
  mode,
  currentAssigneeId,
  onSubmit,
}: TechnicianDialogProps) {
  const technicians = useTechnicians(isOpen);
  const isReassign = mode === 'reassign';
  const form = useForm<TechnicianFormValues, unknown, TechnicianFormValues>({
    resolver: zodResolver(isReassign ? reassignTicketInputSchema : assignTicketInputSchema),
    defaultValues: { assignedToId: '', reason: '' },
    reValidateMode: 'onChange',
  });
  const {
    register,
    formState: { errors },
  } = form;
  const reasonError = 'reason' in errors ? errors.reason?.message : undefined;

  const submit = form.handleSubmit(({ assignedToId, reason }) => {
    const name = technicians.data?.find((technician) => technician.id === assignedToId)?.name ?? '';
    return saveThenClose(
      () => onSubmit({ assignedToId, name, reason: reason ?? '' }),
      form,
      () => onOpenChange(false),
      ticketWorkspaceMessages.detail.saveFailed,
    );
  });

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isReassign ? text.reassignTitle : text.assignTitle}
      description={isReassign ? text.reassignDescription : text.assignDescription}
      onSubmit={submit}
      submitLabel={isReassign ? text.reassignSubmit : text.assignSubmit}
      {...promptFormProps(form)}
    >
      <div>
        <Select
          id="assignee-select"
          label={text.technician}
          fieldSize="md"
          placeholder={text.technicianPlaceholder}
          options={(technicians.data ?? [])
            .filter((technician) => technician.id !== currentAssigneeId)
            .map((technician) => ({ value: technician.id, label: technician.name }))}
          error={errors.assignedToId?.message}
          {...register('assignedToId')}
        />
        {technicians.isError ? (
          <p className="mt-1 text-sm text-error">{text.techniciansFailed}</p>
        ) : null}
      </div>
      {isReassign ? (
        <TextareaField
          id="assignee-reason"
          label={text.reason}
          fieldSize="md"
          rows={3}
          maxLength={500}
          error={reasonError}
          {...register('reason')}
        />
      ) : null}
    </FormDialog>
  );
}
