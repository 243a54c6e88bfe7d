import {
  auditMessages,
  teamMessages,
  type CreateTeamUserInput,
  type TeamMember,
} from '@atiende/contracts';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/hashing';
import { auditEntityChange, type AuditContext } from '../audit/index';
import { linkUserToCustomer } from '../customers/index';
import { assertPasswordAllowed, insertUser } from '../users/index';
import {
  auditSnapshot,
  checkDepartments,
  emailTaken,
  loadMember,
  type Caller,
  type TeamServiceDeps,
} from './team-access';
import { checkCustomer } from './team-customer';
import { replaceMemberships } from './team.repository';

const v = teamMessages.validation;

/** POST /api/users and POST /api/technicians: a lead creates técnicos of their departments. */
export async function createMember(
  { db }: TeamServiceDeps,
  caller: Caller,
  input: CreateTeamUserInput,
  audit: AuditContext,
): Promise<TeamMember> {
  if (caller.role === 'TECH_LEAD' && input.role !== 'TECHNICIAN') {
    throw new AppError('FORBIDDEN', undefined, { message: v.roleNotAllowed });
  }
  if (caller.role !== 'ADMIN' && caller.role !== 'TECH_LEAD') throw new AppError('FORBIDDEN');
  assertPasswordAllowed(input.password);
  await checkCustomer(db, input.customerId, input.role, null);
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
    if (departmentIds.length > 0) await replaceMemberships(tx, created.id, departmentIds, []);
    if (input.customerId) await linkUserToCustomer(tx, input.customerId, created);
    const member = await loadMember(tx, created.id, { userId: created.id, role: 'ADMIN' });
    await auditEntityChange(tx, audit, 'USER', created.id, {
      action: 'USER_CREATED',
      after: auditSnapshot(member),
      message: auditMessages.entries.userCreated(created.email),
    });
    return created.id;
  });
  return loadMember(db, id, caller);
}
