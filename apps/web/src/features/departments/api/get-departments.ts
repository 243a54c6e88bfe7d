import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentListItem } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { departmentKeys } from './department-keys';

/** GET /api/departments: administrators get all, leads the ones they lead or belong to. */
export async function getDepartmentItems(includeInactive: boolean, signal?: AbortSignal) {
  const data = await apiRequest<{ departments: DepartmentListItem[] }>('/departments', {
    query: { includeInactive: includeInactive ? 'true' : undefined },
    signal,
  });
  return data.departments;
}

export function departmentItemsQueryOptions(includeInactive: boolean) {
  return queryOptions({
    queryKey: departmentKeys.list(includeInactive),
    queryFn: ({ signal }) => getDepartmentItems(includeInactive, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDepartmentItems(includeInactive: boolean, options: { isEnabled: boolean }) {
  return useQuery({ ...departmentItemsQueryOptions(includeInactive), enabled: options.isEnabled });
}
