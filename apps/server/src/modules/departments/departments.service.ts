import {
  auditMessages,
  fieldMessages,
  STAFF_ROLES,
  type Department,
  type DepartmentInput,
  type PublicDepartment,
  type Role,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { auditEntityChange, type AuditContext } from '../audit/index';
import { findUserById } from '../users/index';
import * as repository from './departments.repository';
import type { DepartmentRow } from './departments.repository';
import { toDepartments } from './department-details';
import { exportDepartments, listDepartmentItems } from './departments-list.service';
import { deleteProductsOfDepartment } from './products.repository';

export type Caller = Pick<AccessClaims, 'userId' | 'role'>;

/** `department.updated` after commit: the staff-departments cache forgets (docs/architecture.md). */
export type DepartmentsServiceDeps = { db: Db; events: EventBus };

/** The departments' operations bound to their dependencies, for the routes. */
export function createDepartmentsService(deps: DepartmentsServiceDeps) {
  return {
    listPublicDepartments: () => listPublicDepartments(deps.db),
    listDepartmentItems: listDepartmentItems.bind(null, deps.db),
    exportDepartments: exportDepartments.bind(null, deps.db),
    findDepartmentByName: (name: string) => findDepartmentByName(deps.db, name),
    createDepartment: createDepartment.bind(null, deps),
    updateDepartment: updateDepartment.bind(null, deps),
    deleteDepartment: deleteDepartment.bind(null, deps),
    replaceMembers: replaceMembers.bind(null, deps),
  };
}
export type DepartmentsService = ReturnType<typeof createDepartmentsService>;
type StatusInput = NonNullable<DepartmentInput['statuses']>[number];

const LEAD_ROLES: readonly Role[] = ['TECH_LEAD', 'ADMIN'];

export function invalidField(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', [{ field, message }], { message });
}

async function findExisting(executor: Executor, id: string): Promise<DepartmentRow> {
  const row = await repository.findDepartmentById(executor, id);
  if (!row) throw new AppError('DEPARTMENT_NOT_FOUND', { departmentId: id });
  return row;
}

export async function getDepartment(executor: Executor, id: string): Promise<Department> {
  const [department] = await toDepartments(executor, [await findExisting(executor, id)]);
  return department!;
}

/**
 * The department as the audit trail keeps it: with its active statuses only, so a status
 * deactivated by an edit shows as leaving the list between before and after.
 */
function auditSnapshot(department: Department) {
  return { ...department, statuses: department.statuses.filter((status) => status.isActive) };
}

/**
 * docs/product/overview.md#roles-and-permissions: tech leads manage their own departments;
 * administrators manage all.
 */
function assertCanManage(caller: Caller, department: DepartmentRow): void {
  if (caller.role === 'ADMIN') return;
  if (caller.role === 'TECH_LEAD' && department.leadId === caller.userId) return;
  throw new AppError('FORBIDDEN', { departmentId: department.id });
}

async function assertLeadAllowed(executor: Executor, leadId: string | null | undefined) {
  if (!leadId) return;
  const user = await findUserById(executor, leadId);
  if (!user || !user.isActive || !LEAD_ROLES.includes(user.role)) {
    throw invalidField('leadId', fieldMessages.departmentLeadInvalid);
  }
}

/** Status ids must be this department's (none on a new one), each once; names distinct. */
function assertStatusesValid(statuses: StatusInput[], knownIds: ReadonlySet<string>): void {
  const names = new Set<string>();
  const ids = new Set<string>();
  statuses.forEach((status, index) => {
    if (status.id !== undefined) {
      if (!knownIds.has(status.id)) {
        throw invalidField(`statuses.${index}.id`, fieldMessages.departmentStatusUnknown);
      }
      if (ids.has(status.id)) {
        throw invalidField(`statuses.${index}.id`, fieldMessages.departmentStatusRepeated);
      }
      ids.add(status.id);
    }
    const name = status.name.toLocaleLowerCase('es');
    if (names.has(name)) {
      throw invalidField(`statuses.${index}.name`, fieldMessages.departmentStatusNameRepeated);
    }
    names.add(name);
  });
}

/** The position of a status is its place in the list the user sent. */
function statusValues(status: StatusInput, position: number) {
  return {
    name: status.name,
    baseStatus: status.baseStatus,
    pausesSla: status.pausesSla,
    requiresResolutionNote: status.requiresResolutionNote,
    notifiesLead: status.notifiesLead,
    position,
    isActive: status.isActive,
  };
}

async function reconcileStatuses(tx: Executor, departmentId: string, statuses: StatusInput[]) {
  const keptIds = statuses.flatMap((status) => (status.id ? [status.id] : []));
  await repository.deactivateStatusesExcept(tx, departmentId, keptIds);
  for (const [position, status] of statuses.entries()) {
    if (status.id) {
      await repository.updateDepartmentStatus(
        tx,
        departmentId,
        status.id,
        statusValues(status, position),
      );
    }
  }
  await repository.insertDepartmentStatuses(
    tx,
    statuses.flatMap((status, position) =>
      status.id ? [] : [{ departmentId, ...statusValues(status, position) }],
    ),
  );
}

/** Runs a write whose name may collide: the unique index decides, so two racing saves get one 409. */
async function withUniqueName<T>(db: Db, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (repository.isDatabaseError(error, '23505', repository.DEPARTMENT_NAME_CONSTRAINT)) {
      throw new AppError('DEPARTMENT_NAME_TAKEN', [
        { field: 'name', message: fieldMessages.departmentNameTaken },
      ]);
    }
    throw error;
  }
}

function listPublicDepartments(db: Db): Promise<PublicDepartment[]> {
  return repository.listActiveDepartmentNames(db);
}

/** With `audit` (the routes pass it; seeding does not), each change below is recorded in its transaction. */
async function createDepartment(
  { db, events }: DepartmentsServiceDeps,
  input: DepartmentInput,
  audit?: AuditContext,
): Promise<Department> {
  const statuses = input.statuses ?? [];
  assertStatusesValid(statuses, new Set());
  await assertLeadAllowed(db, input.leadId);
  const id = await withUniqueName(db, async (tx) => {
    const row = await repository.insertDepartment(tx, {
      name: input.name,
      description: input.description ?? null,
      isActive: input.isActive,
      leadId: input.leadId ?? null,
    });
    await repository.insertDepartmentStatuses(
      tx,
      statuses.map((status, position) => ({
        departmentId: row.id,
        ...statusValues(status, position),
      })),
    );
    await auditEntityChange(tx, audit, 'DEPARTMENT', row.id, {
      action: 'DEPARTMENT_CREATED',
      after: auditSnapshot(await getDepartment(tx, row.id)),
      message: auditMessages.entries.departmentCreated(row.name),
    });
    return row.id;
  });
  events.publish('department.updated', { departmentId: id });
  return getDepartment(db, id);
}

/**
 * Replaces the fields sent; `description`, `leadId` and `statuses` left out stay as they are.
 * docs/conventions.md#security allow-list: a lead edits name, description and statuses, while who
 * leads and whether the department is open stay with administrators (ignored when a lead sends
 * them).
 */
async function updateDepartment(
  { db, events }: DepartmentsServiceDeps,
  caller: Caller,
  id: string,
  input: DepartmentInput,
  audit?: AuditContext,
): Promise<Department> {
  assertCanManage(caller, await findExisting(db, id));
  const before = audit ? auditSnapshot(await getDepartment(db, id)) : undefined;
  const isAdmin = caller.role === 'ADMIN';
  if (isAdmin) await assertLeadAllowed(db, input.leadId);
  if (input.statuses) {
    const current = await repository.findStatusesOfDepartments(db, [id], {
      includeInactive: true,
    });
    assertStatusesValid(input.statuses, new Set(current.map((status) => status.id)));
  }
  await withUniqueName(db, async (tx) => {
    const updated = await repository.updateDepartment(tx, id, {
      name: input.name,
      ...(input.description !== undefined && { description: input.description }),
      ...(isAdmin && { isActive: input.isActive }),
      ...(isAdmin && input.leadId !== undefined && { leadId: input.leadId }),
    });
    if (!updated) throw new AppError('DEPARTMENT_NOT_FOUND', { departmentId: id });
    if (input.statuses) await reconcileStatuses(tx, id, input.statuses);
    // Custom statuses are part of the department: their changes show in before/after.
    await auditEntityChange(tx, audit, 'DEPARTMENT', id, {
      action: 'DEPARTMENT_UPDATED',
      before,
      after: auditSnapshot(await getDepartment(tx, id)),
      message: auditMessages.entries.departmentUpdated(updated.name),
    });
  });
  events.publish('department.updated', { departmentId: id });
  return getDepartment(db, id);
}

/** A department that tickets refer to cannot go (409); its unused products go with it. */
async function deleteDepartment(
  { db, events }: DepartmentsServiceDeps,
  id: string,
  audit?: AuditContext,
): Promise<void> {
  await findExisting(db, id);
  const before = audit ? await getDepartment(db, id) : undefined;
  try {
    await db.transaction(async (tx) => {
      if (await repository.isDepartmentReferencedByTickets(tx, id)) {
        throw new AppError('DEPARTMENT_IN_USE', { departmentId: id });
      }
      if (before) {
        await auditEntityChange(tx, audit, 'DEPARTMENT', id, {
          action: 'DEPARTMENT_DELETED',
          before,
          severity: 'WARNING',
          message: auditMessages.entries.departmentDeleted(before.name),
        });
      }
      await deleteProductsOfDepartment(tx, id);
      await repository.deleteDepartment(tx, id);
    });
    events.publish('department.updated', { departmentId: id });
  } catch (error) {
    // A ticket created between the check and the delete: the foreign key still says no.
    if (repository.isDatabaseError(error, '23503')) {
      throw new AppError('DEPARTMENT_IN_USE', { departmentId: id });
    }
    throw error;
  }
}

/** Replaces the staff who work the department's tickets; each must be active staff. */
async function replaceMembers(
  { db, events }: DepartmentsServiceDeps,
  caller: Caller,
  id: string,
  userIds: string[],
  audit?: AuditContext,
): Promise<Department> {
  const department = await findExisting(db, id);
  assertCanManage(caller, department);
  const uniqueIds = [...new Set(userIds)];
  const users = await Promise.all(uniqueIds.map((userId) => findUserById(db, userId)));
  users.forEach((user, index) => {
    if (!user || !user.isActive || !STAFF_ROLES.includes(user.role)) {
      const field = `userIds.${userIds.indexOf(uniqueIds[index]!)}`;
      throw invalidField(field, fieldMessages.departmentMemberInvalid);
    }
  });
  try {
    await db.transaction(async (tx) => {
      const before = audit ? await repository.findMembersOfDepartments(tx, [id]) : [];
      await repository.replaceDepartmentMembers(tx, id, uniqueIds);
      await auditEntityChange(tx, audit, 'DEPARTMENT', id, {
        action: 'DEPARTMENT_MEMBERS_CHANGED',
        before: { memberIds: before.map((member) => member.userId) },
        after: { memberIds: uniqueIds },
        message: auditMessages.entries.departmentMembersChanged(department.name),
      });
    });
    events.publish('department.updated', { departmentId: id });
  } catch (error) {
    // A user deleted between the check and the insert.
    if (repository.isDatabaseError(error, '23503')) {
      throw invalidField('userIds', fieldMessages.departmentMemberInvalid);
    }
    throw error;
  }
  return getDepartment(db, id);
}

/** Finds a department by name (case-insensitive), for idempotent seeding. */
async function findDepartmentByName(executor: Executor, name: string) {
  const row = await repository.findDepartmentByName(executor, name);
  return row ? getDepartment(executor, row.id) : undefined;
}
