import type { Department, DepartmentStatus } from '@atiende/contracts';
import type { Executor } from '../../db/client';
import * as repository from './departments.repository';
import type { DepartmentRow, DepartmentStatusRow } from './departments.repository';

// A department as the API answers it, for its service and its list.
function toStatus(row: DepartmentStatusRow): DepartmentStatus {
  return {
    id: row.id,
    name: row.name,
    baseStatus: row.baseStatus,
    pausesSla: row.pausesSla,
    requiresResolutionNote: row.requiresResolutionNote,
    notifiesLead: row.notifiesLead,
    position: row.position,
    isActive: row.isActive,
  };
}

/** Departments with all their statuses and members, in two queries whatever the count. */
export async function toDepartments(
  executor: Executor,
  rows: DepartmentRow[],
): Promise<Department[]> {
  const ids = rows.map((row) => row.id);
  const [statuses, members] = await Promise.all([
    repository.findStatusesOfDepartments(executor, ids, { includeInactive: true }),
    repository.findMembersOfDepartments(executor, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    leadId: row.leadId,
    statuses: statuses.filter((status) => status.departmentId === row.id).map(toStatus),
    memberIds: members
      .filter((member) => member.departmentId === row.id)
      .map((member) => member.userId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
