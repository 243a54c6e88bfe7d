import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

export type DepartmentOption = { id: string; name: string; isActive: boolean };

/** GET /api/departments: the filter's and the forms' choices (a lead gets their own). */
export async function getDepartmentOptions(signal?: AbortSignal): Promise<DepartmentOption[]> {
  const data = await apiRequest<{ departments: DepartmentOption[] }>('/departments', { signal });
  return data.departments
    .filter((department) => department.isActive)
    .map(({ id, name, isActive }) => ({ id, name, isActive }));
}

export function useDepartmentOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: teamKeys.departments(),
    queryFn: ({ signal }) => getDepartmentOptions(signal),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}
