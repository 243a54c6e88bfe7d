import {
  OPEN_STATUSES,
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  type TicketStatus,
} from '@atiende/contracts';
import {
  dashboardMessages,
  type DashboardOverview,
  type DashboardOverviewQuery,
  type DashboardTicket,
} from '@atiende/contracts/dashboard';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { periodRangeOf, resolvePeriod, type ResolvedPeriod } from '../../platform/period';
import { visibleTo, type Viewer } from '../tickets/index';
import * as lists from './dashboard-overview-lists.repository';
import type { OverviewTicketRow } from './dashboard-overview-lists.repository';
import * as repository from './dashboard-overview.repository';
import type { OverviewScope } from './dashboard-overview.repository';

export type DashboardOverviewDeps = {
  db: Db;
  /** Users with a live socket on this instance (docs/dashboards.md#online-presence). */
  connectedUserIds: () => readonly string[];
};

const forbidden = (message: string) => new AppError('FORBIDDEN', undefined, { message });

/**
 * Who sees which departments (docs/dashboards.md#scoping): an administrator every one, or the one
 * asked for; a tech lead the departments they lead or belong to, and only those. `null` ids: all.
 */
function scopeOf(
  viewer: Viewer,
  departmentId: string | undefined,
): { scope: OverviewScope; departmentIds: string[] | null } {
  if (viewer.role !== 'ADMIN' && viewer.role !== 'TECH_LEAD') {
    throw forbidden(dashboardMessages.errors.roleForbidden);
  }
  if (departmentId && viewer.role === 'TECH_LEAD' && !viewer.departmentIds.includes(departmentId)) {
    throw forbidden(dashboardMessages.errors.departmentForbidden);
  }
  const departmentIds = departmentId
    ? [departmentId]
    : viewer.role === 'ADMIN'
      ? null
      : viewer.departmentIds;
  const ids = departmentIds ? repository.idArray(departmentIds) : null;
  // A lead's tickets assigned to them in another department are theirs to see, but not their
  // departments' figures: the visibility rule, narrowed to the departments shown.
  const tickets: SQL =
    and(visibleTo(viewer), ids ? sql`tickets.department_id = ANY(${ids})` : undefined) ?? sql`TRUE`;
  const departments = ids ? sql`department_id = ANY(${ids})` : sql`TRUE`;
  const people = ids
    ? sql`(EXISTS (SELECT 1 FROM department_members m
          WHERE m.user_id = users.id AND m.department_id = ANY(${ids}))
        OR EXISTS (SELECT 1 FROM departments ld WHERE ld.lead_id = users.id AND ld.id = ANY(${ids})))`
    : sql`TRUE`;
  return { scope: { tickets, people, departments }, departmentIds };
}

const idName = (id: string | null, name: string | null) =>
  id && name !== null ? { id, name } : null;

function toDashboardTicket(row: OverviewTicketRow): DashboardTicket {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: row.status,
    customStatus: idName(row.customStatusId, row.customStatusName),
    priority: row.priority,
    department: idName(row.departmentId, row.departmentName),
    assignedTo: idName(row.assignedToId, row.assignedToName),
    requesterName: row.requesterName,
    createdAt: new Date(row.createdAtMs).toISOString(),
    updatedAt: new Date(row.updatedAtMs).toISOString(),
  };
}

/** The grouping-set rows as the answer's backlog, every open status and priority listed. */
function toBacklog(rows: repository.BacklogRow[]): DashboardOverview['backlog'] {
  const countOf = (kind: repository.BacklogRow['kind'], key: string | null) =>
    rows.find((row) => row.kind === kind && row.key === key)?.count ?? 0;
  const total = rows.find((row) => row.kind === 'all');
  return {
    open: total?.count ?? 0,
    unassigned: total?.unassigned ?? 0,
    byStatus: OPEN_STATUSES.map((status: TicketStatus) => ({
      status,
      count: countOf('status', status),
    })),
    byPriority: [...TICKET_PRIORITIES]
      .reverse()
      .map((priority) => ({ priority, count: countOf('priority', priority) })),
    byDepartment: rows
      .filter((row) => row.kind === 'department')
      .map((row) => ({ department: idName(row.key, row.name), count: row.count }))
      .sort(
        (a, b) =>
          b.count - a.count ||
          (a.department?.name ?? '\uffff').localeCompare(b.department?.name ?? '\uffff', 'es'),
      ),
  };
}

type Figures = Omit<DashboardOverview, 'load'> & { load: repository.LoadRow[] };

/** Every figure but presence, for one scope and one range: ten statements, all at once. */
async function computeFigures(
  db: Db,
  scope: OverviewScope,
  departmentIds: string[] | null,
  period: ResolvedPeriod,
  now: Date,
): Promise<Figures> {
  const [
    departments,
    backlog,
    flow,
    channels,
    firstResponse,
    resolution,
    load,
    tickets,
    customers,
    since,
  ] = await Promise.all([
    lists.selectDepartments(db, departmentIds),
    repository.selectBacklog(db, scope),
    repository.selectFlow(db, scope, period),
    repository.selectChannels(db, scope, period),
    repository.selectFirstResponseFigures(db, scope, period),
    repository.selectResolutionFigures(db, scope, period),
    repository.selectLoad(db, scope, period),
    lists.selectOldestTickets(db, scope),
    lists.selectTopCustomers(db, scope),
    repository.selectSinceYesterday(db, scope, now),
  ]);
  const createdBySource = new Map(channels.map((row) => [row.source, row.count]));
  return {
    range: periodRangeOf(period),
    generatedAt: now.toISOString(),
    departments,
    backlog: toBacklog(backlog),
    flow,
    totals: {
      created: flow.reduce((sum, day) => sum + day.created, 0),
      resolved: resolution.count,
    },
    firstResponse,
    resolution,
    load,
    oldest: tickets.filter((row) => row.kind === 'oldest').map(toDashboardTicket),
    unassignedTickets: tickets.filter((row) => row.kind === 'unassigned').map(toDashboardTicket),
    channels: TICKET_SOURCES.map((source) => ({
      source,
      count: createdBySource.get(source) ?? 0,
    })).sort((a, b) => b.count - a.count),
    topCustomers: customers.map((row) => ({
      customer: { id: row.id, name: row.name },
      open: row.open,
    })),
    sinceYesterday: since,
  };
}

/**
 * docs/dashboards.md#coalescing: the computations running now, by scope and range. A request for
 * figures already being computed waits for that computation instead of starting another.
 */
const inFlight = new Map<string, Promise<Figures>>();

function coalesced(key: string, compute: () => Promise<Figures>): Promise<Figures> {
  const running = inFlight.get(key);
  if (running) return running;
  const started = compute().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/**
 * GET /api/dashboard/overview (docs/dashboards.md#server): every figure of the administrator's or
 * lead's dashboard, each one SQL statement, all run at once.
 */
export async function dashboardOverview(
  deps: DashboardOverviewDeps,
  viewer: Viewer,
  query: DashboardOverviewQuery,
  now: Date = new Date(),
): Promise<DashboardOverview> {
  const { scope, departmentIds } = scopeOf(viewer, query.departmentId);
  const period = resolvePeriod(query, now);
  // The scope is decided by the departments alone (a lead's figures are their departments').
  const key = JSON.stringify([
    departmentIds,
    period.period,
    period.from.getTime(),
    period.to.getTime(),
  ]);
  const figures = await coalesced(key, () =>
    computeFigures(deps.db, scope, departmentIds, period, now),
  );
  // An administrator's department that does not exist: said like any bad field.
  if (query.departmentId && figures.departments.length === 0) {
    const message = dashboardMessages.validation.departmentInvalid;
    throw new AppError('VALIDATION_FAILED', [{ field: 'departmentId', message }], { message });
  }
  const online = new Set(deps.connectedUserIds());
  return {
    ...figures,
    load: figures.load.map((row) => ({
      technician: { id: row.id, name: row.name },
      role: row.role,
      open: row.open,
      maxOpenTickets: row.maxOpenTickets,
      isFull: row.isFull,
      isOnline: online.has(row.id),
      resolvedInPeriod: row.resolvedInPeriod,
    })),
  };
}

export function createDashboardOverviewService(deps: DashboardOverviewDeps) {
  return {
    overview: (viewer: Viewer, query: DashboardOverviewQuery) =>
      dashboardOverview(deps, viewer, query),
  };
}

export type DashboardOverviewService = ReturnType<typeof createDashboardOverviewService>;
