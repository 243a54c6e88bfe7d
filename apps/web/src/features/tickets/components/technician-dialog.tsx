import { useState, type FormEvent } from 'react';
import { ticketMessages, ticketWorkspaceMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { FieldMessage, describedBy } from '../../../components/ui/field-message';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { useTechnicians } from '../api/get-technicians';
import { Dialog } from '../../../components/ui/dialog';

const text = ticketWorkspaceMessages.dialogs;
const validation = ticketMessages.validation;
const controlClasses =
  'block w-full rounded-md border border-line-strong bg-white px-3 text-sm text-ink';

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
  const [assignedToId, setAssignedToId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ technician?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isReassign = mode === 'reassign';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      technician: assignedToId ? undefined : validation.assigneeRequired,
      reason: isReassign && !reason.trim() ? validation.reasonRequired : undefined,
    };
    setErrors(next);
    if (next.technician || next.reason) {
      document.getElementById(next.technician ? 'assignee-select' : 'assignee-reason')?.focus();
      return;
    }
    const name = technicians.data?.find((technician) => technician.id === assignedToId)?.name ?? '';
    setIsSaving(true);
    setFailure(null);
    try {
      await onSubmit({ assignedToId, name, reason: reason.trim() });
      setReason('');
      setAssignedToId('');
      onOpenChange(false);
    } catch (caught) {
      setFailure(
        caught instanceof Error ? caught.message : ticketWorkspaceMessages.detail.saveFailed,
      );
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isReassign ? text.reassignTitle : text.assignTitle}
      description={isReassign ? text.reassignDescription : text.assignDescription}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div>
          <label htmlFor="assignee-select" className="mb-1 block text-sm font-medium text-ink">
            {text.technician}
          </label>
          <select
            id="assignee-select"
            value={assignedToId}
            onChange={(event) => setAssignedToId(event.target.value)}
            aria-invalid={errors.technician ? true : undefined}
            aria-describedby={describedBy(errors.technician && 'assignee-select-error')}
            className={`${controlClasses} h-10`}
          >
            <option value="">{text.technicianPlaceholder}</option>
            {(technicians.data ?? [])
              .filter((technician) => technician.id !== currentAssigneeId)
              .map((technician) => (
                <option key={technician.id} value={technician.id}>
                  {technician.name}
                </option>
              ))}
          </select>
          {errors.technician ? (
            <FieldMessage id="assignee-select-error" message={errors.technician} />
          ) : null}
          {technicians.isError ? (
            <p className="mt-1 text-sm text-error">{text.techniciansFailed}</p>
          ) : null}
        </div>
        {isReassign ? (
          <div>
            <label htmlFor="assignee-reason" className="mb-1 block text-sm font-medium text-ink">
              {text.reason}
            </label>
            <textarea
              id="assignee-reason"
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy(errors.reason && 'assignee-reason-error')}
              className={`${controlClasses} py-2`}
            />
            {errors.reason ? (
              <FieldMessage id="assignee-reason-error" message={errors.reason} />
            ) : null}
          </div>
        ) : null}
        {failure ? <InlineAlert>{failure}</InlineAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {ticketWorkspaceMessages.cancel}
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? text.saving : isReassign ? text.reassignSubmit : text.assignSubmit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
