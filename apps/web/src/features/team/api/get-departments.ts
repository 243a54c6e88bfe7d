import { useQuery } from '@tanstack/react-query';
import type { DepartmentListItem } from '@atiende/contracts';
import { departmentsQueryOptions } from '../../../lib/reference-data/reference-data';

export type DepartmentOption = Pick<DepartmentListItem, 'id' | 'name' | 'isActive'>;

function activeOptions(departments: DepartmentListItem[]): DepartmentOption[] {
  return departments
    .filter((department) => department.isActive)
    .map(({ id, name, isActive }) => ({ id, name, isActive }));
}

/** The filter's and the forms' choices (a lead gets their own): the active departments. */
export function useDepartmentOptions(isEnabled: boolean) {
  return useQuery({ ...departmentsQueryOptions(), select: activeOptions, enabled: isEnabled });
}
