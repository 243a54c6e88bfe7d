import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerEnvelopeSchema, customerTicketsResponseSchema } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { customerKeys } from './customer-keys';

/** GET /api/customers-unified/{id}: the customer with its contacts and figures. */
export function getCustomer(id: string, signal?: AbortSignal) {
  return apiGet(`/customers-unified/${id}`, customerEnvelopeSchema, { signal }).then(
    (data) => data.customer,
  );
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    staleTime: 30_000,
  });
}

export const CUSTOMER_TICKETS_PAGE_SIZE = 20;

/** GET /api/customers-unified/{id}/tickets: those the viewer may open, newest first. */
export function useCustomerTickets(id: string, page: number) {
  return useQuery({
    queryKey: customerKeys.tickets(id, page),
    queryFn: ({ signal }) =>
      apiGet(`/customers-unified/${id}/tickets`, customerTicketsResponseSchema, {
        query: { page, limit: CUSTOMER_TICKETS_PAGE_SIZE },
        signal,
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
