import {
  auditMessages,
  ROLE_LABELS,
  type Role,
  teamMessages,
  type CreateTeamUserInput,
  type TeamListQuery,
  type TeamMember,
  type TechnicianProfileInput,
  type UpdateTeamUserInput,
} from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/hashing';
import { recordAudit, type AuditContext } from '../audit/index';
import { linkUserToCustomer } from '../customers/index';
import {
  auditSnapshot,
  checkDepartments,
  emailTaken,
  invalidField,
  isStaffRole,
  isUniqueViolation,
  scopeOf,
  toMember,
  type Caller,
  type TeamServiceDeps,
} from './team-access';
import { createTeamLifecycle } from './team-lifecycle.service';
import { createTeamStats } from './team-stats.service';
import * as team from './team.repository';
import {
  forgetUser,
  insertUser,
  isEmailTakenByOther,
  updateUserById,
  updateUserCustomer,
} from './users.repository';
import { assertPasswordAllowed } from './users.service';

const v = teamMessages.validation;
const text = teamMessages.audit;

/** /admin/team's rules (docs/team.md): who may see and change whom, and how. */
export type { TeamServiceDeps };

export function createTeamService(deps: TeamServiceDeps) {
  const { db } = deps;

  async function loadMember(executor: Executor, id: string, caller: Caller) {
    const row = await team.findTeamMemberById(executor, id, scopeOf(caller));
    if (!row) throw new AppError('USER_NOT_FOUND');
    return toMember(row);
  }

  /** A lead manages técnicos only (their own row is visible, not editable here). */
  async function loadManageable(id: string, caller: Caller): Promise<TeamMember> {
    const member = await loadMember(db, id, caller);
    if (caller.role === 'TECH_LEAD' && member.role !== 'TECHNICIAN') {
      throw new AppError('FORBIDDEN', undefined, { message: v.leadManagesTechniciansOnly });
    }
    return member;
  }

  async function list(caller: Caller, query: TeamListQuery) {
    const where = team.filterCondition(scopeOf(caller), query);
    const { rows, total } = await team.findTeamPage(db, where, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return {
      users: rows.map(toMember),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
      },
    };
  }

  async function* exportRows(caller: Caller, filters: team.TeamFilters) {
    for await (const row of team.iterateTeam(db, team.filterCondition(scopeOf(caller), filters))) {
      yield toMember(row);
    }
  }

  /**
   * A client's company (docs/team.md): only clients have one, and a new link needs an active
   * customer. `current` is the company the person has now (an unchanged link is not re-checked,
   * so editing a client of a since-deactivated customer still works).
   */
  async function checkCustomer(
    customerId: string | null | undefined,
    role: Role,
    current: string | null,
  ): Promise<void> {
    if (customerId === undefined || customerId === null) return;
    if (role !== 'CLIENT') throw invalidField('customerId', v.customerClientOnly);
    if (customerId === current) return;
    const customer = await team.findCustomerForLink(db, customerId);
    if (!customer?.isActive) throw invalidField('customerId', v.customerUnknown);
  }

  /**
   * Points the client at `customerId` (null: none) inside the caller's transaction. Linking goes
   * through the customers module, which also adds the person as a USER contact; unlinking leaves
   * that contact on the customer (it is history of who wrote for it).
   */
  async function applyCustomer(
    tx: Executor,
    person: { id: string; name: string; email: string; phone: string | null },
    customerId: string | null,
  ): Promise<void> {
    await updateUserCustomer(tx, person.id, null);
    if (customerId) await linkUserToCustomer(tx, customerId, person);
  }

  /** POST /api/users and POST /api/technicians: a lead creates técnicos of their departments. */
  async function create(
    caller: Caller,
    input: CreateTeamUserInput,
    audit: AuditContext,
  ): Promise<TeamMember> {
    if (caller.role === 'TECH_LEAD' && input.role !== 'TECHNICIAN') {
      throw new AppError('FORBIDDEN', undefined, { message: v.roleNotAllowed });
    }
    if (caller.role !== 'ADMIN' && caller.role !== 'TECH_LEAD') throw new AppError('FORBIDDEN');
    assertPasswordAllowed(input.password);
    await checkCustomer(input.customerId, input.role, null);
    const departmentIds = input.departmentIds ?? [];
    await checkDepartments(
      db,
      caller,
      caller.role === 'TECH_LEAD' ? departmentIds : input.departmentIds,
      input.role,
    );
    const passwordHash = await hashPassword(input.password);
    const id = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        name: input.name,
        email: input.email,
        role: input.role,
        passwordHash,
        phone: input.phone ?? null,
        specialties: input.specialties ?? [],
        maxOpenTickets: input.maxOpenTickets ?? null,
      });
      if (!created) throw emailTaken();
      if (departmentIds.length > 0) {
        await team.replaceMemberships(tx, created.id, departmentIds, []);
      }
      if (input.customerId) await linkUserToCustomer(tx, input.customerId, created);
      const member = await loadMember(tx, created.id, { userId: created.id, role: 'ADMIN' });
      await recordAudit(tx, {
        context: audit,
        action: 'USER_CREATED',
        entityType: 'USER',
        entityId: created.id,
        after: auditSnapshot(member),
        message: auditMessages.entries.userCreated(created.email),
      });
      return created.id;
    });
    if (departmentIds.length > 0) deps.forgetStaffDepartments();
    return loadMember(db, id, caller);
  }

  const lifecycle = createTeamLifecycle({ ...deps, loadManageable, loadMember });

  /** PUT /api/users/{id}: each kind of change leaves its own audit entry, before → after. */
  async function update(
    caller: Caller,
    id: string,
    input: UpdateTeamUserInput,
    audit: AuditContext,
  ): Promise<TeamMember> {
    const before = await loadManageable(id, caller);
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
    await checkCustomer(input.customerId, role, currentCustomer);
    // A person who stops being a client leaves their company (staff see by department).
    const nextCustomer =
      role !== 'CLIENT'
        ? null
        : input.customerId !== undefined
          ? input.customerId
          : currentCustomer;
    const customerChange = nextCustomer !== currentCustomer;
    const activeChange =
      input.isActive !== undefined && input.isActive !== before.isActive
        ? input.isActive
        : undefined;
    if (activeChange === false && id === caller.userId) throw new AppError('SELF_DEACTIVATION');

    const { revoked } = await db
      .transaction(async (tx) => {
        if (
          before.role === 'ADMIN' &&
          before.isActive &&
          (isRoleChange || activeChange === false)
        ) {
          await lifecycle.assertNotLastAdmin(tx, id);
        }
        await updateUserById(tx, id, {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.email !== undefined && { email: input.email }),
          ...(input.phone !== undefined && { phone: input.phone }),
          ...(isRoleChange && { role }),
        });
        if (input.departmentIds !== undefined) {
          await team.replaceMemberships(tx, id, input.departmentIds, managed);
        } else if (isRoleChange && !isStaffRole(role)) {
          await team.replaceMemberships(tx, id, [], null);
        }
        if (customerChange) {
          await applyCustomer(
            tx,
            {
              id,
              name: input.name ?? before.name,
              email: input.email ?? before.email,
              phone: input.phone !== undefined ? input.phone : before.phone,
            },
            nextCustomer,
          );
        }
        const edited = await loadMember(tx, id, { userId: id, role: 'ADMIN' });
        const details = [
          'name',
          'email',
          'phone',
          'departmentIds',
          'customerId',
          'customerName',
        ] as const;
        const [beforeShot, afterShot] = [auditSnapshot(before), auditSnapshot(edited)];
        if (
          details.some((key) => JSON.stringify(beforeShot[key]) !== JSON.stringify(afterShot[key]))
        ) {
          await recordAudit(tx, {
            context: audit,
            action: 'USER_UPDATED',
            entityType: 'USER',
            entityId: id,
            before: Object.fromEntries(details.map((key) => [key, beforeShot[key]])),
            after: Object.fromEntries(details.map((key) => [key, afterShot[key]])),
            message: text.userUpdated(edited.email),
          });
        }
        if (isRoleChange) {
          await recordAudit(tx, {
            context: audit,
            action: 'USER_ROLE_CHANGED',
            entityType: 'USER',
            entityId: id,
            before: { role: before.role },
            after: { role },
            severity: 'WARNING',
            message: text.roleChanged(edited.email, ROLE_LABELS[role]),
          });
        }
        // Access tokens carry the role: the person signs in again to get the new one.
        const roleRevoked = isRoleChange
          ? await deps.revokeUserSessions(tx, id, 'role_changed')
          : [];
        if (activeChange === undefined) return { revoked: roleRevoked };
        const activeRevoked = await lifecycle.applyActive(tx, edited, activeChange, audit);
        return { revoked: [...roleRevoked, ...activeRevoked] };
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    for (const sessionId of revoked) deps.revocations.add(sessionId);
    // The company decides what a client sees: their next request reads the committed link.
    if (customerChange) forgetUser(id);
    deps.forgetStaffDepartments();
    return loadMember(db, id, caller);
  }

  /** PUT /api/technicians/{id}: departments, specialties and capacity of a técnico. */
  async function updateTechnicianProfile(
    caller: Caller,
    id: string,
    input: TechnicianProfileInput,
    audit: AuditContext,
  ): Promise<TeamMember> {
    const before = await loadManageable(id, caller);
    if (before.role !== 'TECHNICIAN') throw new AppError('USER_NOT_FOUND');
    const managed = await checkDepartments(db, caller, input.departmentIds, before.role);
    await db.transaction(async (tx) => {
      await updateUserById(tx, id, {
        ...(input.specialties !== undefined && { specialties: input.specialties }),
        ...(input.maxOpenTickets !== undefined && { maxOpenTickets: input.maxOpenTickets }),
      });
      if (input.departmentIds !== undefined) {
        await team.replaceMemberships(tx, id, input.departmentIds, managed);
      }
      const after = await loadMember(tx, id, { userId: id, role: 'ADMIN' });
      const pick = (member: TeamMember) => {
        const shot = auditSnapshot(member);
        return {
          departmentIds: shot.departmentIds,
          specialties: shot.specialties,
          maxOpenTickets: shot.maxOpenTickets,
        };
      };
      await recordAudit(tx, {
        context: audit,
        action: 'TECHNICIAN_PROFILE_UPDATED',
        entityType: 'USER',
        entityId: id,
        before: pick(before),
        after: pick(after),
        message: text.technicianUpdated(after.email),
      });
    });
    if (input.departmentIds !== undefined) deps.forgetStaffDepartments();
    return loadMember(db, id, caller);
  }

  const stats = createTeamStats(db);

  return {
    list,
    exportRows,
    get: (caller: Caller, id: string) => loadMember(db, id, caller),
    create,
    update,
    updateTechnicianProfile,
    setActive: lifecycle.setActive,
    remove: lifecycle.remove,
    resetPassword: lifecycle.resetPassword,
    adminUsers: stats.adminUsers,
    technicianStats: stats.technicianStats,
    bulkStats: stats.bulkStats,
    invalidField,
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
