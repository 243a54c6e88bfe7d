import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';
import { ticketPartQuery, ticketPath } from './ticket-request';

/** GET /api/tickets/:id (404 TICKET_NOT_FOUND when the caller may not see it). */
export const ticketQueryOptions = ticketPartQuery(
  'detail',
  ticketSchema('ticketEnvelopeSchema'),
  (data) => data.ticket,
);

/** `8` in `/tickets/8` names a ticket by its number; a UUID is never all digits. */
export const isTicketNumber = (ref: string) => /^\d{1,15}$/.test(ref);

/** GET /api/tickets/8: the server takes the number too (docs/tickets.md#ticket-numbers). */
const ticketByNumberQueryOptions = (ticketNumber: string) =>
  queryOptions({
    queryKey: ticketKeys.byNumber(ticketNumber),
    queryFn: async ({ signal }) =>
      (await apiGet(ticketPath(ticketNumber), ticketSchema('ticketEnvelopeSchema'), { signal }))
        .ticket,
    staleTime: TICKET_STALE_TIME_MS,
  });

/**
 * The ticket of `/tickets/:ref`, by id or by number. A number is asked once to learn the id;
 * the ticket is then cached under its id, where every change and live update finds it.
 */
export function useTicket(ref: string) {
  const isNumber = isTicketNumber(ref);
  const found = useQuery({ ...ticketByNumberQueryOptions(ref), enabled: isNumber });
  const ticketId = isNumber ? found.data?.id : ref;
  const detail = useQuery({
    ...ticketQueryOptions(ticketId ?? ''),
    enabled: ticketId !== undefined,
    initialData: isNumber ? found.data : undefined,
    initialDataUpdatedAt: found.dataUpdatedAt,
  });
  return ticketId === undefined ? found : detail;
}
