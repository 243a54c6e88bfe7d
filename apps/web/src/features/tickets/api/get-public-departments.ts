import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDepartment } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadTicketValidation } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

/** GET /api/departments/public: the active departments a ticket can be filed in. */
export async function getPublicDepartments(signal?: AbortSignal): Promise<PublicDepartment[]> {
  const data = await apiRequest('/departments/public', { signal });
  const { publicDepartmentListSchema } = await loadTicketValidation();
  return publicDepartmentListSchema.parse(data);
}

export function publicDepartmentsQueryOptions() {
  return queryOptions({
    queryKey: ticketKeys.publicDepartments(),
    queryFn: ({ signal }) => getPublicDepartments(signal),
  });
}

export function usePublicDepartments() {
  return useQuery(publicDepartmentsQueryOptions());
}
