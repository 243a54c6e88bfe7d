import {
  STAFF_ROLES,
  type AdminUsersResponse,
  type BulkStatsResponse,
  type TeamFigures,
  type PeriodFields,
  type PeriodRange,
  type TechnicianStats,
} from '@atiende/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { periodRangeOf, resolvePeriod } from '../../platform/period';
import { toUser } from '../users/index';
import { scopeOf, type Caller } from './team-access';
import { selectTeamFigures, type FiguresRow } from './team-figures.repository';
import { inDepartmentCondition, scopeCondition } from './team.repository';

const toIso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function figuresOf(row: FiguresRow): TeamFigures {
  return {
    assigned: row.assigned,
    resolved: row.resolved,
    open: row.open,
    reopened: row.reopened,
    averageFirstResponseMinutes: row.averageFirstResponseMinutes,
    averageResolutionMinutes: row.averageResolutionMinutes,
    reopenRate: row.reopenRate,
  };
}

/* Period figures of the team (docs/team.md): each call is one SQL statement. */

/** GET /api/admin/users: the staff with their figures; a lead gets their técnicos. */
export async function adminUsers(
  db: Db,
  caller: Caller,
  query: PeriodFields & { departmentId?: string; includeInactive: boolean },
): Promise<AdminUsersResponse> {
  const range = resolvePeriod(query);
  const people = and(
    inArray(users.role, [...STAFF_ROLES]),
    scopeCondition(scopeOf(caller)),
    query.departmentId ? inDepartmentCondition(query.departmentId) : undefined,
    query.includeInactive ? undefined : eq(users.isActive, true),
  );
  const rows = await selectTeamFigures(db, people, range);
  return {
    ...periodRangeOf(range),
    users: rows.map((row) => ({
      ...toUser({ ...row, createdAt: new Date(row.createdAtMs) }),
      phone: row.phone,
      specialties: row.specialties,
      maxOpenTickets: row.maxOpenTickets,
      openTickets: row.open,
      departments: row.departments ?? [],
      // Staff only: a company belongs to clients (docs/team.md).
      customer: null,
      lastLoginAt: toIso(row.lastLoginAtMs),
      deactivatedAt: toIso(row.deactivatedAtMs),
      figures: figuresOf(row),
    })),
  };
}

/**
 * Whose figures the caller may read: a técnico only their own (403 otherwise), a lead their
 * técnicos and themselves, an administrator all staff. Ids outside that are left out.
 */
function peopleFor(caller: Caller, ids: string[]): SQL | undefined {
  if (caller.role === 'TECHNICIAN') {
    if (ids.some((id) => id !== caller.userId)) throw new AppError('FORBIDDEN');
    return and(inArray(users.id, ids), eq(users.id, caller.userId));
  }
  return and(
    inArray(users.id, ids),
    inArray(users.role, [...STAFF_ROLES]),
    scopeCondition(scopeOf(caller)),
  );
}

export async function bulkStats(
  db: Db,
  caller: Caller,
  ids: string[],
  period: PeriodFields,
): Promise<BulkStatsResponse> {
  const range = resolvePeriod(period);
  const rows = await selectTeamFigures(db, peopleFor(caller, ids), range);
  return {
    ...periodRangeOf(range),
    stats: rows.map((row) => ({ technicianId: row.id, ...figuresOf(row) })),
  };
}

/** GET /api/technicians/{id}/stats: 404 when the person is not visible to the caller. */
export async function technicianStats(
  db: Db,
  caller: Caller,
  id: string,
  period: PeriodFields,
): Promise<PeriodRange & { stats: TechnicianStats }> {
  const result = await bulkStats(db, caller, [id], period);
  const stats = result.stats[0];
  if (!stats) throw new AppError('USER_NOT_FOUND');
  return { period: result.period, from: result.from, to: result.to, stats };
}
