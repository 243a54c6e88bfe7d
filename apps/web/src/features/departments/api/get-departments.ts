import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { departmentsQueryOptions } from '../../../lib/reference-data/reference-data';

/** Administrators get all (inactive ones too when asked), leads the ones they lead or belong to. */
export function useDepartmentItems(includeInactive: boolean, options: { isEnabled: boolean }) {
  return useQuery({
    ...departmentsQueryOptions(includeInactive),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled,
  });
}
