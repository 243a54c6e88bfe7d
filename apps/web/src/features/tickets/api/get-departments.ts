import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDepartment } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadTicketValidation } from './load-ticket-validation';
import { ticketKeys } from './ticket-keys';

/** GET /api/departments (staff): for the list's Departamento filter. */
export async function getDepartments(signal?: AbortSignal): Promise<PublicDepartment[]> {
  const data = await apiRequest('/departments', { signal });
  const { departmentListSchema } = await loadTicketValidation();
  return departmentListSchema.parse(data).departments;
}

export function departmentsQueryOptions() {
  return queryOptions({
    queryKey: ticketKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
  });
}

export function useDepartments(isEnabled: boolean) {
  return useQuery({ ...departmentsQueryOptions(), enabled: isEnabled });
}
