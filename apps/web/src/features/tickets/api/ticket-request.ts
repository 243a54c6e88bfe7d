import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '@atiende/contracts';
import type { z } from 'zod';
import { apiGet, apiSend, type ResponseSchema, type SendMethod } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';

/** What the ticket page reads of one ticket: the ticket itself or one of its lists. */
export type TicketPart = 'detail' | 'comments' | 'history' | 'attachments' | 'sla';

/** `/tickets/:id` (the detail) or `/tickets/:id/<part>`, the id escaped. */
export function ticketPath(ticketId: string, part: TicketPart = 'detail'): string {
  const path = `/tickets/${encodeURIComponent(ticketId)}`;
  return part === 'detail' ? path : `${path}/${part}`;
}

/**
 * GET /api/tickets/:id or one of its parts as query options per ticket: `pick` takes the part
 * out of the answer's envelope, cached under `ticketKeys[part]`, fresh for TICKET_STALE_TIME_MS.
 */
export function ticketPartQuery<TSchema extends z.ZodType, TData>(
  part: TicketPart,
  schema: ResponseSchema<TSchema>,
  pick: (data: z.output<TSchema>) => TData,
) {
  return (ticketId: string) =>
    queryOptions({
      queryKey: ticketKeys[part](ticketId),
      queryFn: async ({ signal }) =>
        pick(await apiGet(ticketPath(ticketId, part), schema, { signal })),
      staleTime: TICKET_STALE_TIME_MS,
    });
}

/** A call that answers the changed ticket (`{ ticket }`), returning the ticket. */
export async function sendTicket(
  method: SendMethod,
  path: string,
  body: unknown,
): Promise<TicketDetail> {
  return (await apiSend(method, path, body, ticketSchema('ticketEnvelopeSchema'))).ticket;
}

/**
 * A change to one ticket that answers it: the answer replaces the cached ticket, and its history
 * and every list refetch.
 */
export function useTicketChange<TInput>(
  ticketId: string,
  send: (input: TInput) => Promise<TicketDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.history(ticketId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.sla(ticketId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
