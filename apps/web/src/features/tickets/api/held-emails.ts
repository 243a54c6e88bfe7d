import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { heldMessageEnvelopeSchema, heldMessageListSchema } from '@atiende/contracts';
import { apiGet, apiSend } from '../../../lib/api';
import { ticketKeys } from './ticket-keys';
import { ticketPath } from './ticket-request';

const heldKey = (ticketId: string) => [...ticketKeys.detail(ticketId), 'held-emails'] as const;

/** GET /api/tickets/:id/held-emails (staff, docs/email.md#held-messages). */
export function useTicketHeldEmails(ticketId: string) {
  return useQuery({
    queryKey: heldKey(ticketId),
    queryFn: ({ signal }) =>
      apiGet(`${ticketPath(ticketId)}/held-emails`, heldMessageListSchema, { signal }).then(
        (data) => data.messages,
      ),
  });
}

/** POST /api/email/held/:id/{accept,discard}; the ticket (its comments) reads again. */
export function useDecideTicketHeldEmail(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'discard' }) =>
      apiSend('POST', `/email/held/${id}/${decision}`, undefined, heldMessageEnvelopeSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) }),
  });
}
