import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerDetail, CustomerTicketsResponse } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** GET /api/customers-unified/{id}: the customer with its contacts and figures. */
export function getCustomer(id: string, signal?: AbortSignal) {
  return apiRequest<{ customer: CustomerDetail }>(`/customers-unified/${id}`, { signal }).then(
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
      apiRequest<CustomerTicketsResponse>(`/customers-unified/${id}/tickets`, {
        query: { page, limit: CUSTOMER_TICKETS_PAGE_SIZE },
        signal,
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
