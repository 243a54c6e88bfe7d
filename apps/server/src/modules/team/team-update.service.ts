import {
  ROLE_LABELS,
  teamMessages,
  type Role,
  type TeamMember,
  type TechnicianProfileInput,
  type UpdateTeamUserInput,
} from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { auditEntityChange, type AuditContext } from '../audit/index';
import { revokeUserSessions } from '../auth/index';
import { isEmailTakenByOther, updateUserById } from '../users/index';
import {
  auditSnapshot,
  checkDepartments,
  emailTaken,
  isStaffRole,
  isUniqueViolation,
  loadManageable,
  loadMember,
  type Caller,
  type TeamServiceDeps,
} from './team-access';
import { applyCustomer, checkCustomer } from './team-customer';
import { applyActive, assertNotLastAdmin } from './team-lifecycle.service';
import { confirmStepUp } from './team-step-up';
import { replaceMemberships } from './team.repository';

const v = teamMessages.validation;
const text = teamMessages.audit;

/** What an edit will do, decided before its transaction starts. */
type UpdatePlan = {
  id: string;
  input: UpdateTeamUserInput;
  before: TeamMember;
  role: Role;
  isRoleChange: boolean;
  /** The departments the change may touch (null: all, for administrators). */
  managed: string[] | null;
  nextCustomer: string | null;
  customerChange: boolean;
  activeChange: boolean | undefined;
};

/** PUT /api/users/{id}: each kind of change leaves its own audit entry, before → after. */
export async function updateMember(
  deps: TeamServiceDeps,
  caller: Caller,
  id: string,
  input: UpdateTeamUserInput,
  audit: AuditContext,
): Promise<TeamMember> {
  const plan = await planUpdate(deps, caller, id, input, audit);
  const revoked = await deps.db
    .transaction((tx) => applyUpdate(tx, plan, audit))
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  for (const sessionId of revoked) deps.revocations.add(sessionId);
  // The company decides what a client sees: their next request reads the committed link.
  deps.events.publish('user.updated', { userId: id, fields: changedFields(plan) });
  return loadMember(deps.db, id, caller);
}

/**
 * The checks of an edit: who may change what, whether the new values are valid, and last the
 * acting person's password when the e-mail or role changes (docs/team.md#step-up).
 */
async function planUpdate(
  deps: TeamServiceDeps,
  caller: Caller,
  id: string,
  input: UpdateTeamUserInput,
  audit: AuditContext,
): Promise<UpdatePlan> {
  const { db } = deps;
  const before = await loadManageable(db, id, caller);
  const isRoleChange = input.role !== undefined && input.role !== before.role;
  if (isRoleChange && caller.role !== 'ADMIN') {
    throw new AppError('FORBIDDEN', undefined, { message: v.roleChangeAdminOnly });
  }
  if (isRoleChange && id === caller.userId) throw new AppError('SELF_ROLE_CHANGE');
  const role = input.role ?? before.role;
  if (input.email && input.email !== before.email) {
    if (await isEmailTakenByOther(db, input.email, id)) throw emailTaken();
  }
  const managed = await checkDepartments(db, caller, input.departmentIds, role);
  const currentCustomer = before.customer?.id ?? null;
  await checkCustomer(db, input.customerId, role, currentCustomer);
  // A person who stops being a client leaves their company (staff see by department).
  const nextCustomer =
    role !== 'CLIENT' ? null : input.customerId !== undefined ? input.customerId : currentCustomer;
  const activeChange =
    input.isActive !== undefined && input.isActive !== before.isActive ? input.isActive : undefined;
  if (activeChange === false && id === caller.userId) throw new AppError('SELF_DEACTIVATION');
  const customerChange = nextCustomer !== currentCustomer;
  await confirmStepUp(deps, caller, before, input, audit);
  return {
    id,
    input,
    before,
    role,
    isRoleChange,
    managed,
    nextCustomer,
    customerChange,
    activeChange,
  };
}

/** Inside the transaction: the row, memberships, company, audit entries and sessions. */
async function applyUpdate(tx: Executor, plan: UpdatePlan, audit: AuditContext) {
  const { id, input, before, role, isRoleChange, activeChange } = plan;
  if (before.role === 'ADMIN' && before.isActive && (isRoleChange || activeChange === false)) {
    await assertNotLastAdmin(tx, id);
  }
  await updateUserById(tx, id, {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(isRoleChange && { role }),
  });
  if (input.departmentIds !== undefined) {
    await replaceMemberships(tx, id, input.departmentIds, plan.managed);
  } else if (isRoleChange && !isStaffRole(role)) {
    await replaceMemberships(tx, id, [], null);
  }
  if (plan.customerChange) {
    const person = {
      id,
      name: input.name ?? before.name,
      email: input.email ?? before.email,
      phone: input.phone !== undefined ? input.phone : before.phone,
    };
    await applyCustomer(tx, person, plan.nextCustomer);
  }
  const edited = await loadMember(tx, id, { userId: id, role: 'ADMIN' });
  await auditUpdate(tx, plan, edited, audit);
  // Access tokens carry the role: the person signs in again to get the new one.
  const roleRevoked = isRoleChange ? await revokeUserSessions(tx, id, 'role_changed') : [];
  if (activeChange === undefined) return roleRevoked;
  return [...roleRevoked, ...(await applyActive(tx, edited, activeChange, audit))];
}

const DETAILS = ['name', 'email', 'phone', 'departmentIds', 'customerId', 'customerName'] as const;

/** USER_UPDATED when a detail changed, USER_ROLE_CHANGED (a warning) when the role did. */
async function auditUpdate(
  tx: Executor,
  { id, before, role, isRoleChange }: UpdatePlan,
  edited: TeamMember,
  audit: AuditContext,
): Promise<void> {
  const [beforeShot, afterShot] = [auditSnapshot(before), auditSnapshot(edited)];
  if (DETAILS.some((key) => JSON.stringify(beforeShot[key]) !== JSON.stringify(afterShot[key]))) {
    await auditEntityChange(tx, audit, 'USER', id, {
      action: 'USER_UPDATED',
      before: Object.fromEntries(DETAILS.map((key) => [key, beforeShot[key]])),
      after: Object.fromEntries(DETAILS.map((key) => [key, afterShot[key]])),
      message: text.userUpdated(edited.email),
    });
  }
  if (isRoleChange)
    await auditEntityChange(tx, audit, 'USER', id, {
      action: 'USER_ROLE_CHANGED',
      before: { role: before.role },
      after: { role },
      severity: 'WARNING',
      message: text.roleChanged(edited.email, ROLE_LABELS[role]),
    });
}

/** The `fields` of `user.updated`: what the edit may have changed. */
function changedFields({ input, isRoleChange, role, customerChange, activeChange }: UpdatePlan) {
  const fields: string[] = (['name', 'email', 'phone'] as const).filter(
    (key) => input[key] !== undefined,
  );
  if (isRoleChange) fields.push('role');
  if (input.departmentIds !== undefined || (isRoleChange && !isStaffRole(role))) {
    fields.push('departmentIds');
  }
  if (customerChange) fields.push('customerId');
  if (activeChange !== undefined) fields.push('isActive');
  return fields;
}

/** PUT /api/technicians/{id}: departments, specialties and capacity of a técnico. */
export async function updateTechnicianProfile(
  { db, events }: TeamServiceDeps,
  caller: Caller,
  id: string,
  input: TechnicianProfileInput,
  audit: AuditContext,
): Promise<TeamMember> {
  const before = await loadManageable(db, id, caller);
  if (before.role !== 'TECHNICIAN') throw new AppError('USER_NOT_FOUND');
  const managed = await checkDepartments(db, caller, input.departmentIds, before.role);
  await db.transaction(async (tx) => {
    await updateUserById(tx, id, {
      ...(input.specialties !== undefined && { specialties: input.specialties }),
      ...(input.maxOpenTickets !== undefined && { maxOpenTickets: input.maxOpenTickets }),
    });
    if (input.departmentIds !== undefined) {
      await replaceMemberships(tx, id, input.departmentIds, managed);
    }
    const after = await loadMember(tx, id, { userId: id, role: 'ADMIN' });
    const pick = (member: TeamMember) => {
      const shot = auditSnapshot(member);
      const { departmentIds, specialties, maxOpenTickets } = shot;
      return { departmentIds, specialties, maxOpenTickets };
    };
    await auditEntityChange(tx, audit, 'USER', id, {
      action: 'TECHNICIAN_PROFILE_UPDATED',
      before: pick(before),
      after: pick(after),
      message: text.technicianUpdated(after.email),
    });
  });
  const fields = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
  events.publish('user.updated', { userId: id, fields });
  return loadMember(db, id, caller);
}
