import { useCallback } from 'react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useAssignTicket } from '../api/assign-ticket';

const text = ticketWorkspaceMessages.detail;

/**
 * The ticket page's Asignar / Asignarme (its button and the `i` shortcut): one toast for the
 * result; rejects so a dialog can keep itself open with the message.
 */
export function useAssignTo(ticketId: string) {
  const { mutateAsync, isPending } = useAssignTicket(ticketId);
  const assignTo = useCallback(
    async (assignedToId: string, name: string) => {
      try {
        await mutateAsync(assignedToId);
        notify.success(text.assigned(name));
      } catch (error) {
        notify.error(messageOf(error, text.saveFailed));
        throw error;
      }
    },
    [mutateAsync],
  );
  return { assignTo, isAssigning: isPending };
}
