import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReopenTicketInput, TicketDetail, TicketRatingInput } from '@atiende/contracts';
import { apiGet, apiSend } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';
import { sendTicket, ticketPath } from './ticket-request';

/**
 * docs/product/tickets.md#closing: the client's "¿Se resolvió tu problema?" and the satisfaction
 * rating. The rating sits under the ticket's detail key, so live updates refetch it with the
 * ticket.
 */
const ratingKey = (ticketId: string) => [...ticketKeys.detail(ticketId), 'rating'] as const;
const ratingSchema = ticketSchema('ticketRatingEnvelopeSchema');

/** GET /api/tickets/:id/rating: `{ rating, canRate }`. */
export const ticketRatingQueryOptions = (ticketId: string) =>
  queryOptions({
    queryKey: ratingKey(ticketId),
    queryFn: ({ signal }) => apiGet(`${ticketPath(ticketId)}/rating`, ratingSchema, { signal }),
    staleTime: TICKET_STALE_TIME_MS,
  });

export function useTicketRating(ticketId: string, isEnabled = true) {
  return useQuery({ ...ticketRatingQueryOptions(ticketId), enabled: isEnabled });
}

/** The answered ticket replaces the cached one; its conversation, rating and the lists refetch. */
function useCloseStep<TInput>(ticketId: string, send: (input: TInput) => Promise<TicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticketId), ticket);
      for (const key of [
        ticketKeys.comments(ticketId),
        ticketKeys.history(ticketId),
        ratingKey(ticketId),
        ticketKeys.lists(),
      ])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** POST /api/tickets/:id/confirm-resolution: "Sí, cerrar ticket". */
export function useConfirmResolution(ticketId: string) {
  return useCloseStep(ticketId, () =>
    sendTicket('POST', `${ticketPath(ticketId)}/confirm-resolution`, undefined),
  );
}

/** POST /api/tickets/:id/reopen {reason}: "No, sigue el problema". */
export function useReopenTicket(ticketId: string) {
  return useCloseStep(ticketId, (input: ReopenTicketInput) =>
    sendTicket('POST', `${ticketPath(ticketId)}/reopen`, input),
  );
}

/** POST /api/tickets/:id/rating {rating, comment}: answers the rating as the GET does. */
export function useRateTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TicketRatingInput) =>
      apiSend('POST', `${ticketPath(ticketId)}/rating`, input, ratingSchema),
    onSuccess: (answer) => queryClient.setQueryData(ratingKey(ticketId), answer),
  });
}
