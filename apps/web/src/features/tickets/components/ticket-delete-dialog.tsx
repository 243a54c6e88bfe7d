import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ticketWorkspaceMessages, type TicketDetail } from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteTicket } from '../api/delete-ticket';
import { DialogShell } from './dialog-shell';

const text = ticketWorkspaceMessages.dialogs;
const DANGER_CLASSES =
  'inline-flex min-h-10 items-center justify-center rounded-md bg-error px-4 text-sm font-medium text-white hover:bg-ink disabled:cursor-not-allowed';

/**
 * UX.md §5 confirmation: a question naming the ticket, the consequence, "Cancelar" focused on
 * open and a red button repeating the verb. (@radix-ui/react-alert-dialog is not installed: the
 * Radix dialog takes role="alertdialog" and the same initial focus.)
 */
export function TicketDeleteDialog({
  ticket,
  isOpen,
  onOpenChange,
}: {
  ticket: TicketDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteTicket(ticket.id);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    try {
      await remove.mutateAsync();
      notify.success(ticketWorkspaceMessages.detail.deleted(ticket.number));
      onOpenChange(false);
      void navigate('/tickets', { replace: true });
    } catch (error) {
      notify.error(messageOf(error, ticketWorkspaceMessages.detail.saveFailed));
    }
  };

  return (
    <DialogShell
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.deleteTitle(ticket.number)}
      description={text.deleteDescription}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
    >
      <div className="flex justify-end gap-2">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => onOpenChange(false)}
        >
          {ticketWorkspaceMessages.cancel}
        </button>
        <button
          type="button"
          className={DANGER_CLASSES}
          disabled={remove.isPending}
          onClick={() => void confirm()}
        >
          {remove.isPending ? text.saving : text.deleteSubmit}
        </button>
      </div>
    </DialogShell>
  );
}
