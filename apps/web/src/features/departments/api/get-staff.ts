import { useQuery } from '@tanstack/react-query';
import type { TechnicianOption } from '@atiende/contracts';
import { techniciansQueryOptions } from '../../../lib/reference-data/reference-data';

export type StaffMember = TechnicianOption;

/** The active staff, to pick leads and members from (the shared reference data). */
export function useStaff(isEnabled: boolean) {
  return useQuery({ ...techniciansQueryOptions(), enabled: isEnabled });
}
