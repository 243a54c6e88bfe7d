import { useCallback } from 'react';
import {
  ticketWorkspaceMessages,
  type TicketDetail,
  type UpdateTicketInput,
} from '@atiende/contracts';
import { isApiError, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdateTicket } from '../api/update-ticket';

export const VERSION_CONFLICT = 'VERSION_CONFLICT';

/**
 * PUT with the ticket's version, one toast for the result. A 409 VERSION_CONFLICT is not a toast:
 * the page shows the inline alert of docs/product/tickets.md#live-updates with "Recargar"
 * (onConflict).
 */
export function useTicketSave(ticket: TicketDetail, onConflict: () => void) {
  const update = useUpdateTicket(ticket.id);
  const { mutateAsync } = update;
  const save = useCallback(
    async (patch: Omit<UpdateTicketInput, 'version'>, successMessage: string) => {
      try {
        const updated = await mutateAsync({ version: ticket.version, ...patch });
        notify.success(successMessage);
        return updated;
      } catch (error) {
        if (isApiError(error) && error.code === VERSION_CONFLICT) onConflict();
        else notify.error(messageOf(error, ticketWorkspaceMessages.detail.saveFailed));
        throw error;
      }
    },
    [mutateAsync, onConflict, ticket.version],
  );
  return { save, isSaving: update.isPending };
}
