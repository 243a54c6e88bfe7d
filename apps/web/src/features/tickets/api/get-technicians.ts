import { useQuery } from '@tanstack/react-query';
import { techniciansQueryOptions } from '../../../lib/reference-data/reference-data';

/** Who a ticket can be assigned to (the shared reference data). */
export function useTechnicians(isEnabled: boolean) {
  return useQuery({ ...techniciansQueryOptions(), enabled: isEnabled });
}
