import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { loadTicketValidation } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';
import type { Technician } from './ticket-validation';

/** GET /api/users/technicians: who a ticket can be assigned to. */
export async function getTechnicians(signal?: AbortSignal): Promise<Technician[]> {
  const data = await apiRequest('/users/technicians', { signal });
  const { technicianListSchema } = await loadTicketValidation();
  return technicianListSchema.parse(data).users;
}

export function techniciansQueryOptions() {
  return queryOptions({
    queryKey: ticketKeys.technicians(),
    queryFn: ({ signal }) => getTechnicians(signal),
  });
}

export function useTechnicians(isEnabled: boolean) {
  return useQuery({ ...techniciansQueryOptions(), enabled: isEnabled });
}
