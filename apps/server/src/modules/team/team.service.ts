import type { TeamListQuery, TeamMember } from '@atiende/contracts';
import { teamMessages, type ExportFormat } from '@atiende/contracts';
import type { Db } from '../../db/client';
import { recordAudit, type AuditContext } from '../audit/index';
import {
  invalidField,
  loadMember,
  scopeOf,
  toMember,
  type Caller,
  type PersonAvailability,
  type TeamServiceDeps,
} from './team-access';
import { createMember } from './team-create.service';
import { removeMember, resetPassword, setActive } from './team-lifecycle.service';
import { adminUsers, bulkStats, technicianStats } from './team-stats.service';
import { updateMember, updateTechnicianProfile } from './team-update.service';
import * as team from './team.repository';
import { paginationOf } from '../../platform/pagination';

export type { TeamServiceDeps };

/**
 * /admin/team's rules (docs/team.md): who may see and change whom, and how. Each operation is a
 * function of its own over the dependencies; the service binds them once.
 */
export function createTeamService(deps: TeamServiceDeps) {
  const { db } = deps;
  return {
    list: (caller: Caller, query: TeamListQuery) => listMembers(db, caller, query),
    exportRows: (caller: Caller, query: TeamExportQuery, audit: AuditContext) =>
      exportMembers(db, caller, query, audit),
    get: (caller: Caller, id: string) => loadMember(db, id, caller),
    /** GET /api/users/technicians: the assignment picker's staff with their load. */
    listTechnicians: (filters: { departmentId?: string }) => listTechnicians(deps, filters),
    create: createMember.bind(null, deps),
    update: updateMember.bind(null, deps),
    updateTechnicianProfile: updateTechnicianProfile.bind(null, deps),
    setActive: setActive.bind(null, deps),
    remove: removeMember.bind(null, deps),
    resetPassword: resetPassword.bind(null, deps),
    adminUsers: adminUsers.bind(null, db),
    technicianStats: technicianStats.bind(null, db),
    bulkStats: bulkStats.bind(null, db),
    invalidField,
  };
}

export type TeamService = ReturnType<typeof createTeamService>;

type TeamExportQuery = team.TeamFilters & { format: ExportFormat };

/**
 * The assignment picker's staff: load ("8/10") and, from the schedules module, their
 * availability now (docs/schedules.md#asignación-automática: the picker warns before giving a
 * ticket to someone away). Someone the schedules know nothing of is available.
 */
async function listTechnicians(deps: TeamServiceDeps, filters: { departmentId?: string }) {
  const rows = await team.findActiveStaffWithLoad(deps.db, filters);
  const availability = deps.availabilityOf
    ? await deps.availabilityOf(
        rows.map((row) => row.id),
        new Date(),
      )
    : new Map<string, PersonAvailability>();
  return rows.map((row) => {
    const now = availability.get(row.id);
    return {
      ...row,
      availability: {
        state: now?.state ?? ('available' as const),
        until: now?.until ? now.until.toISOString() : null,
      },
    };
  });
}

async function listMembers(db: Db, caller: Caller, query: TeamListQuery) {
  const where = team.filterCondition(scopeOf(caller), query);
  const { rows, total } = await team.findTeamPage(db, where, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    users: rows.map(toMember),
    pagination: paginationOf(query, total),
  };
}

/** GET /api/users/export: the export is audited before the first row is read. */
async function exportMembers(
  db: Db,
  caller: Caller,
  { format, ...filters }: TeamExportQuery,
  audit: AuditContext,
): Promise<AsyncIterable<TeamMember>> {
  await recordAudit(db, {
    context: audit,
    action: 'DATA_EXPORTED',
    entityType: 'USER',
    details: { format, filters },
    message: teamMessages.audit.exported,
  });
  return iterateMembers(db, caller, filters);
}

async function* iterateMembers(db: Db, caller: Caller, filters: team.TeamFilters) {
  for await (const row of team.iterateTeam(db, team.filterCondition(scopeOf(caller), filters))) {
    yield toMember(row);
  }
}
