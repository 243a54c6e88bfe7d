import { useQueries } from '@tanstack/react-query';
import type { TicketSummary } from '@atiende/contracts';
import { departmentStaffQueryOptions, useDepartmentStaff } from '../api/get-department-staff';
import type { Technician } from '../api/ticket-validation';
import type { TicketViewer } from './ticket-viewer';

export interface AssignableStaff {
  /** Undefined while loading or after a failure. */
  staff: readonly Technician[] | undefined;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * Who the row picker's `a` offers for one ticket, as the ticket's Asignar dialog: its
 * department's staff with their load; everyone on staff (`technicians`) for a ticket without a
 * department. A técnico is only offered "Asignarme", so nothing loads for them.
 */
export function useRowAssignees(
  ticket: Pick<TicketSummary, 'department'>,
  isAssigning: boolean,
  viewer: TicketViewer,
  technicians: readonly Technician[],
): AssignableStaff {
  const departmentId = ticket.department?.id ?? null;
  const wantsStaff = isAssigning && viewer.role !== 'TECHNICIAN';
  const departmentStaff = useDepartmentStaff(departmentId, wantsStaff);
  if (departmentId === null) {
    return { staff: technicians, isPending: false, isError: false, retry: () => undefined };
  }
  return {
    staff: departmentStaff.data,
    isPending: wantsStaff && departmentStaff.isPending,
    isError: wantsStaff && departmentStaff.isError,
    retry: () => void departmentStaff.refetch(),
  };
}

/**
 * Who a bulk selection may go to: the staff of each selected ticket's department (one cached
 * request per department), plus everyone on staff when a ticket has no department — the union is
 * made by `bulkAssigneeOptions`. Administrators come only when a department counts them in.
 */
export function useBulkAssignees(
  departmentIds: readonly (string | null)[],
  technicians: readonly Technician[],
  isEnabled: boolean,
) {
  const unique = [...new Set(departmentIds)].filter((id): id is string => id !== null);
  const hasNoDepartment = departmentIds.includes(null);
  const results = useQueries({
    queries: unique.map((id) => ({
      ...departmentStaffQueryOptions(id),
      enabled: isEnabled,
      select: (data: { users: Technician[] }) => data.users,
    })),
  });
  const lists = results.map((result) => result.data ?? []);
  return {
    lists: hasNoDepartment ? [...lists, technicians] : lists,
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
  };
}
