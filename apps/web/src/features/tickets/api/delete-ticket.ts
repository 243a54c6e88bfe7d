import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { ticketKeys } from './ticket-keys';
import { ticketPath } from './ticket-request';

/** DELETE /api/tickets/:id (administrators). */
export async function deleteTicket(ticketId: string): Promise<void> {
  await apiSend('DELETE', ticketPath(ticketId), undefined, null);
}

export function useDeleteTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTicket(ticketId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ticketKeys.detail(ticketId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
