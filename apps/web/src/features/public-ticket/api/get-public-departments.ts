import { useQuery } from '@tanstack/react-query';
import type { PublicDepartment } from '@atiende/contracts';
import { publicDepartmentsQueryOptions } from '../../../lib/reference-data/reference-data';

const NO_DEPARTMENTS: readonly PublicDepartment[] = [];

/** docs/product/public-form.md: a failed load is silent and leaves an empty list. */
export function usePublicDepartments(): readonly PublicDepartment[] {
  const query = useQuery(publicDepartmentsQueryOptions());
  return query.data ?? NO_DEPARTMENTS;
}
