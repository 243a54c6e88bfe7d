import { useQuery } from '@tanstack/react-query';
import { departmentsQueryOptions } from '../../../lib/reference-data/reference-data';

/** The staff's departments, for the list's Departamento filter (the shared reference data). */
export function useDepartments(isEnabled: boolean) {
  return useQuery({ ...departmentsQueryOptions(), enabled: isEnabled });
}
