import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  assignTicketInputSchema,
  reassignTicketInputSchema,
  ticketQueueMessages,
  ticketWorkspaceMessages,
  setSpanishZodMessages,
} from '@atiende/contracts';
import { FormDialog } from '../../../components/ui/dialog-form';
import { Select } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/text-field';
import { saveThenClose } from '../../../lib/form-errors';
import { useRealtimeMessage } from '../../../lib/realtime/use-realtime-message';
import { useInvalidateReferenceData } from '../../../lib/reference-data/use-invalidate-reference-data';
import { useDepartmentStaff } from '../api/get-department-staff';
import { useTechnicians } from '../api/get-technicians';
import { assigneeOptionOf, assignmentWarningOf } from '../hooks/assignee-load';
import { promptFormProps } from './prompt-form-props';

// Any message a schema leaves to zod reads in Spanish (docs/conventions.md#language).
setSpanishZodMessages();

const text = ticketWorkspaceMessages.dialogs;
const queue = ticketQueueMessages.assignee;

type TechnicianFormValues = { assignedToId: string; reason?: string };

interface TechnicianDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  mode: 'assign' | 'reassign';
  currentAssigneeId: string | null;
  /** The ticket's department: its staff are offered. Without one, all active staff. */
  departmentId: string | null;
  onSubmit: (input: { assignedToId: string; name: string; reason: string }) => Promise<void>;
}

/**
 * Asignar / Reasignar: pick someone of the ticket's department (its técnicos and its líder
 * técnico) with their load and availability, "Ana Torres (8/10 · disponible)"; someone away or at
 * their maximum is still offered: once chosen the dialog asks "¿Asignar de todos modos?" and the
 * button says so. Reassigning asks a reason and says the técnico is told.
 */
export function TechnicianDialog({
  isOpen,
  onOpenChange,
  mode,
  currentAssigneeId,
  departmentId,
  onSubmit,
}: TechnicianDialogProps) {
  const departmentStaff = useDepartmentStaff(departmentId, isOpen);
  const everyone = useTechnicians(isOpen && departmentId === null);
  const staff = departmentId === null ? everyone : departmentStaff;
  // docs/realtime.md: someone started or ended a pause while the dialog is open — read the
  // staff's availability again before anyone is chosen on stale facts.
  const invalidateReferenceData = useInvalidateReferenceData();
  useRealtimeMessage('availability_changed', () => {
    if (isOpen) void invalidateReferenceData('technicians');
  });
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
  const chosenId = useWatch({ control: form.control, name: 'assignedToId' });
  const candidates = (staff.data ?? []).filter((person) => person.id !== currentAssigneeId);
  const chosen = candidates.find((person) => person.id === chosenId);
  // docs/tickets.md#assignment-picker: someone away or full is asked about, not refused; the
  // button answers the question.
  const warning = chosen ? assignmentWarningOf(chosen) : null;

  const submit = form.handleSubmit(({ assignedToId, reason }) => {
    const name = candidates.find((person) => person.id === assignedToId)?.name ?? '';
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
      submitLabel={
        warning ? queue.confirmSubmit : isReassign ? text.reassignSubmit : text.assignSubmit
      }
      {...promptFormProps(form)}
    >
      <div>
        <Select
          id="assignee-select"
          label={text.technician}
          fieldSize="md"
          hint={queue.loadHint}
          placeholder={text.technicianPlaceholder}
          options={candidates.map(assigneeOptionOf)}
          error={errors.assignedToId?.message}
          {...register('assignedToId')}
        />
        {staff.isError ? <p className="mt-1 text-sm text-error">{text.techniciansFailed}</p> : null}
        {staff.isSuccess && candidates.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{queue.noStaff}</p>
        ) : null}
        {warning ? (
          <p
            role="status"
            className="mt-2 rounded-md border border-note-edge bg-warning-tint p-2 text-sm text-warning"
          >
            {warning}
          </p>
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
