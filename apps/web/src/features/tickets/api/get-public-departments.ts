import { useQuery } from '@tanstack/react-query';
import { publicDepartmentsQueryOptions } from '../../../lib/reference-data/reference-data';

/** The active departments a ticket can be filed in (the shared reference data). */
export function usePublicDepartments() {
  return useQuery(publicDepartmentsQueryOptions());
}
