import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { departmentKeys } from './department-keys';

export type StaffMember = { id: string; name: string; email: string; role: Role };

/** GET /api/users/technicians: the active staff, to pick leads and members from. */
export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const data = await apiRequest<{ users: StaffMember[] }>('/users/technicians', { signal });
  return data.users;
}

export function useStaff(isEnabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: departmentKeys.staff(),
      queryFn: ({ signal }) => getStaff(signal),
      staleTime: 60_000,
    }),
    enabled: isEnabled,
  });
}
