import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';
import { referenceDataKeys } from '../../../lib/reference-data/reference-data-keys';
import { ticketSchema } from './load-ticket-validation';

/**
 * GET /api/users/technicians?departmentId=: the staff a ticket of that department can go to (its
 * técnicos and its líder técnico, administrators only when they belong), with their load. Under
 * the técnicos' reference key, so whatever forgets that list (team changes, departments) forgets
 * these too.
 */
export function departmentStaffQueryOptions(departmentId: string) {
  const request = {
    path: '/users/technicians',
    schema: ticketSchema('technicianOptionListResponseSchema'),
    query: { departmentId },
  };
  return apiQueryOptions([...referenceDataKeys.technicians(), departmentId], request, 30_000);
}

export function useDepartmentStaff(departmentId: string | null, isEnabled: boolean) {
  return useQuery({
    ...departmentStaffQueryOptions(departmentId ?? ''),
    enabled: isEnabled && departmentId !== null,
    select: (data) => data.users,
  });
}
