import {
  STAFF_ROLES,
  fieldMessages,
  teamMessages,
  type AvailabilityState,
  type Role,
  type TeamMember,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import type { SessionRevocations } from '../../platform/auth/session-revocations';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { ConfirmPassword } from '../auth/index';
import { toUser } from '../users/index';
import {
  countActiveDepartments,
  findDepartmentIdsOfUser,
  findTeamMemberById,
  type TeamMemberRow,
  type TeamScope,
} from './team.repository';

const v = teamMessages.validation;

/** Who calls: the access token's identity (never a body field). */
export type Caller = { userId: string; role: Role };

/** Administrators see everyone; a lead their técnicos and themselves; nobody else the team. */
export function scopeOf(caller: Caller): TeamScope {
  if (caller.role === 'ADMIN') return { kind: 'all' };
  if (caller.role === 'TECH_LEAD') return { kind: 'lead', leadId: caller.userId };
  throw new AppError('FORBIDDEN');
}

export function invalidField(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', [{ field, message }], { message });
}

export function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', [{ field: 'email', message: fieldMessages.emailTaken }]);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toMember(row: TeamMemberRow): TeamMember {
  return {
    ...toUser(row),
    phone: row.phone,
    specialties: row.specialties,
    maxOpenTickets: row.maxOpenTickets,
    openTickets: Number(row.openTickets),
    departments: row.departments ?? [],
    customer: row.customer ?? null,
    lastLoginAt: iso(row.lastLoginAt),
    deactivatedAt: iso(row.deactivatedAt),
  };
}

/** What the audit trail keeps of a person: never the password hash. */
export function auditSnapshot(member: TeamMember) {
  return {
    name: member.name,
    email: member.email,
    phone: member.phone,
    role: member.role,
    isActive: member.isActive,
    specialties: member.specialties,
    maxOpenTickets: member.maxOpenTickets,
    departmentIds: member.departments.filter((item) => item.isMember).map((item) => item.id),
    customerId: member.customer?.id ?? null,
    customerName: member.customer?.name ?? null,
  };
}

export const isStaffRole = (role: Role) => STAFF_ROLES.includes(role);

/**
 * Checks the departments a caller puts a person in and returns the set the change may touch:
 * null for administrators (all), the lead's own departments for a lead (who must name one).
 */
export async function checkDepartments(
  executor: Executor,
  caller: Caller,
  ids: string[] | undefined,
  role: Role,
): Promise<string[] | null> {
  if (ids && ids.length > 0 && !isStaffRole(role)) {
    throw invalidField('departmentIds', v.departmentsStaffOnly);
  }
  if (ids && (await countActiveDepartments(executor, ids)) !== ids.length) {
    throw invalidField('departmentIds', v.departmentUnknown);
  }
  if (caller.role === 'ADMIN') return null;
  const managed = await findDepartmentIdsOfUser(executor, caller.userId);
  if (ids !== undefined) {
    if (ids.length === 0) throw invalidField('departmentIds', v.departmentRequired);
    if (ids.some((id) => !managed.includes(id))) {
      throw invalidField('departmentIds', v.departmentNotYours);
    }
  }
  return managed;
}

/** PostgreSQL's unique violation (a concurrent insert of the same e-mail), wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === '23505' || cause === '23505';
}

/** What the team service works with; team/index.ts builds it from the platform and auth. */
/** A técnico's state now and until when (docs/schedules.md#availability). */
export type PersonAvailability = { state: AvailabilityState; until?: Date | null };

export type TeamServiceDeps = {
  db: Db;
  /**
   * The schedules module's availability of many people at once (docs/schedules.md); absent in
   * scripts, where everyone counts as available ("sin horario").
   */
  availabilityOf?: (userIds: string[], now: Date) => Promise<Map<string, PersonAvailability>>;
  /** Live access tokens and sockets of ended sessions, on every instance (docs/realtime.md). */
  revocations: SessionRevocations;
  /** `user.updated` / `user.deleted` after commit: the caches of users and departments forget. */
  events: EventBus;
  /** modules/auth's step-up: the acting person's own password, checked again. */
  confirmPassword: ConfirmPassword;
  /** modules/auth's forgot-password machinery: e-mails a single-use reset link. */
  sendPasswordResetLink: (
    email: string,
    meta: { ip: string; userAgent: string | null; requestId?: string },
  ) => Promise<void>;
};

export async function loadMember(executor: Executor, id: string, caller: Caller) {
  const row = await findTeamMemberById(executor, id, scopeOf(caller));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toMember(row);
}

/** A lead manages técnicos only (their own row is visible, not editable here). */
export async function loadManageable(
  executor: Executor,
  id: string,
  caller: Caller,
): Promise<TeamMember> {
  const member = await loadMember(executor, id, caller);
  if (caller.role === 'TECH_LEAD' && member.role !== 'TECHNICIAN') {
    throw new AppError('FORBIDDEN', undefined, { message: v.leadManagesTechniciansOnly });
  }
  return member;
}
