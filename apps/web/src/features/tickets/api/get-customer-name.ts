import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';
import type { TicketListFilters } from '../hooks/list-filters';
import { ticketsQueryOptions } from './get-tickets';
import { ticketSchema } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

/** A company's name changes rarely: asked again after five minutes at most. */
const NAME_STALE_TIME_MS = 5 * 60_000;

export type CustomerName =
  { state: 'known'; name: string } | { state: 'loading' } | { state: 'unknown' };

/**
 * The name of the company the list is filtered by (`?customerId=`), for its chip
 * (docs/product/tickets.md#ticket-list). Every row of that list belongs to the company, so the
 * rows already in the cache name it without a request; only when the list has none (an empty
 * list, or a page not loaded yet) does a staff member's browser ask GET /api/customers-unified/{id}.
 * That call is for staff: a client's list is their own company's, and its chip says so.
 */
export function useCustomerName(filters: TicketListFilters, isStaff: boolean): CustomerName {
  const customerId = filters.customerId;
  // Reads the list's own query (the list page fetches it); never fetches by itself.
  const rows = useQuery({
    ...ticketsQueryOptions(filters),
    enabled: false,
    select: (data) =>
      data.tickets.find((ticket) => ticket.customer?.id === customerId)?.customer?.name ?? null,
  });
  const rowName = rows.data ?? null;
  const lookup = useQuery({
    ...apiQueryOptions(
      ticketKeys.customerName(customerId ?? ''),
      {
        path: `/customers-unified/${customerId ?? ''}`,
        schema: ticketSchema('customerEnvelopeSchema'),
      },
      NAME_STALE_TIME_MS,
    ),
    // Asked once the list's own answer is in and names no one (not on the previous list's rows).
    enabled:
      isStaff &&
      customerId !== null &&
      rowName === null &&
      rows.data !== undefined &&
      !rows.isPlaceholderData,
    select: (data) => data.customer.name,
    retry: false,
  });
  if (rowName) return { state: 'known', name: rowName };
  if (lookup.data) return { state: 'known', name: lookup.data };
  if (!isStaff) return rows.data === undefined ? { state: 'loading' } : { state: 'unknown' };
  return lookup.isError ? { state: 'unknown' } : { state: 'loading' };
}
