import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDepartment } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadPublicTicketValidation } from './load-public-ticket-validation';
import { publicTicketKeys } from './public-ticket-keys';

const NO_DEPARTMENTS: readonly PublicDepartment[] = [];

/** GET /departments/public: the active departments a visitor may file a ticket with. */
export async function getPublicDepartments(signal?: AbortSignal): Promise<PublicDepartment[]> {
  const data = await apiRequest('/departments/public', { signal });
  const { publicDepartmentListSchema } = await loadPublicTicketValidation();
  return publicDepartmentListSchema.parse(data);
}

export function publicDepartmentsQueryOptions() {
  return queryOptions({
    queryKey: publicTicketKeys.departments(),
    queryFn: ({ signal }) => getPublicDepartments(signal),
  });
}

/** spec §7 + §8: a failed load is silent and leaves an empty list. */
export function usePublicDepartments(): readonly PublicDepartment[] {
  const query = useQuery(publicDepartmentsQueryOptions());
  return query.data ?? NO_DEPARTMENTS;
}
