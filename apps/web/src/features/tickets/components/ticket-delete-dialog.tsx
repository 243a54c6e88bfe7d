import { useNavigate } from 'react-router';
import { ticketWorkspaceMessages, type TicketDetail } from '@atiende/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteTicket } from '../api/delete-ticket';

const text = ticketWorkspaceMessages.dialogs;

/** "¿Eliminar el ticket #1234?": on success the list opens again. */
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
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.deleteTitle(ticket.number)}
      description={text.deleteDescription}
      confirmLabel={text.deleteSubmit}
      pendingLabel={text.saving}
      cancelLabel={ticketWorkspaceMessages.cancel}
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
