import { scheduleMessages, type Role } from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findActiveDepartmentById, findDepartmentIdsOfStaff } from '../departments/index';
import { findPerson } from './schedules.repository';

/**
 * Who may see and change which schedules (docs/schedules.md#api): administrators everything; a
 * tech lead the departments they lead or belong to and those departments' técnicos; a técnico
 * reads their own schedule and their departments' rota and availability; clients nothing.
 */

export type Caller = { userId: string; role: Role };

/** People who have a schedule: técnicos and tech leads. */
const SCHEDULED_ROLES: readonly string[] = ['TECHNICIAN', 'TECH_LEAD'];

/** A 422 with one field's message (docs/conventions.md#errors). */
export function scheduleInvalid(problems: Array<{ field: string; message: string }>): AppError {
  return new AppError('SCHEDULE_INVALID', problems, { message: problems[0]?.message });
}

/** The departments a caller manages: null for administrators (all). */
export async function managedDepartmentIds(
  executor: Executor,
  caller: Caller,
): Promise<string[] | null> {
  if (caller.role === 'ADMIN') return null;
  if (caller.role === 'TECH_LEAD') return findDepartmentIdsOfStaff(executor, caller.userId);
  throw new AppError('FORBIDDEN');
}

/**
 * An active department the caller may manage (`manage`) or read (`read`: a técnico's own
 * departments too). Unknown: 404; someone else's: 403.
 */
export async function checkDepartment(
  executor: Executor,
  caller: Caller,
  departmentId: string,
  mode: 'manage' | 'read',
) {
  if (caller.role === 'CLIENT') throw new AppError('FORBIDDEN');
  const department = await findActiveDepartmentById(executor, departmentId);
  if (!department) throw new AppError('DEPARTMENT_NOT_FOUND');
  if (caller.role === 'ADMIN') return department;
  if (caller.role === 'TECHNICIAN' && mode === 'manage') throw new AppError('FORBIDDEN');
  const own = await findDepartmentIdsOfStaff(executor, caller.userId);
  if (!own.includes(departmentId)) throw new AppError('FORBIDDEN');
  return department;
}

/**
 * A person whose schedule the caller manages: unknown 404; not a técnico or lead 422; for a lead,
 * a técnico of one of their departments, else 403.
 */
export async function checkScheduledPerson(
  executor: Executor,
  caller: Caller,
  userId: string,
  field = 'userId',
) {
  const person = await findPerson(executor, userId);
  if (!person) throw new AppError('USER_NOT_FOUND');
  if (!SCHEDULED_ROLES.includes(person.role))
    throw scheduleInvalid([{ field, message: scheduleMessages.validation.userNotStaff }]);
  const managed = await managedDepartmentIds(executor, caller);
  if (managed === null) return person;
  if (person.role !== 'TECHNICIAN') throw new AppError('FORBIDDEN');
  const theirs = await findDepartmentIdsOfStaff(executor, person.id);
  if (!theirs.some((id) => managed.includes(id))) throw new AppError('FORBIDDEN');
  return person;
}
