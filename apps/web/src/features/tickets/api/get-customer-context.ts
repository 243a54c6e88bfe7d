import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';
import { ticketSchema } from './load-ticket-validation';
import { TICKET_STALE_TIME_MS, ticketKeys } from './ticket-keys';
import { ticketPath } from './ticket-request';

/** GET /api/tickets/:id/customer-context (staff): docs/customers.md#customer-context. */
export const customerContextQueryOptions = (ticketId: string) =>
  apiQueryOptions(
    ticketKeys.customerContext(ticketId),
    {
      path: `${ticketPath(ticketId)}/customer-context`,
      schema: ticketSchema('customerContextSchema'),
    },
    TICKET_STALE_TIME_MS,
  );

export function useCustomerContext(ticketId: string) {
  return useQuery(customerContextQueryOptions(ticketId));
}
