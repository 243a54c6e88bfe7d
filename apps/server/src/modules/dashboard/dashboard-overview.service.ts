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
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { periodRangeOf, resolvePeriod, type ResolvedPeriod } from '../../platform/period';
import { selectDepartmentNames } from '../departments/index';
import { slaSummary } from '../sla/index';
import { teamPanelScope, type Viewer } from '../tickets/index';
import * as lists from './dashboard-overview-lists.repository';
import type { OverviewTicketRow } from './dashboard-overview-lists.repository';
import * as repository from './dashboard-overview.repository';
import type { OverviewScope } from './dashboard-overview.repository';

export type DashboardOverviewDeps = {
  db: Db;
  /** Users with a live socket on any instance (docs/dashboards.md#online-presence). */
  onlineUserIds: () => Promise<readonly string[]>;
  /** The long periods' durations, kept a minute (docs/dashboards.md#long-periods). */
  durations?: DurationsCache;
};

type Durations = [repository.DurationRow, repository.DurationRow];

/**
 * docs/dashboards.md#long-periods: the first-response and resolution percentiles of a period
 * longer than a week read every ticket of the period (a quarter of a million at 1,000,000
 * tickets) and barely move from one minute to the next. They are computed at most once a minute
 * per scope and period, and read from memory in between; every other figure is read each time.
 */
export const DURATIONS_KEPT_MS = 60_000;
const LONG_PERIOD_MS = 8 * 86_400_000;
const MOST_KEPT = 200;

/** A panel read in the last quarter of an hour is kept warm: its durations are recomputed ahead. */
const WATCHED_MS = 15 * 60_000;
/** How early before its minute ends an entry is recomputed; the refresh runs every 15 s. */
export const REFRESH_AHEAD_MS = 20_000;
export const REFRESH_EVERY_MS = 15_000;

export type DurationsCache = {
  read(key: string, compute: () => Promise<Durations>): Promise<Durations>;
  /**
   * Recomputes the entries read in the last 15 minutes whose minute ends within 20 s, one at a
   * time, so an open panel never waits for them; forgets the others.
   */
  refreshAhead(): Promise<void>;
};

type Entry = {
  until: number;
  value: Promise<Durations>;
  compute: () => Promise<Durations>;
  readAt: number;
};

export function createDurationsCache(clock: () => number = () => Date.now()): DurationsCache {
  const kept = new Map<string, Entry>();
  return {
    read(key, compute) {
      const now = clock();
      const hit = kept.get(key);
      if (hit && hit.until > now) {
        hit.readAt = now;
        return hit.value;
      }
      const value = compute();
      kept.delete(key);
      kept.set(key, { until: now + DURATIONS_KEPT_MS, value, compute, readAt: now });
      value.catch(() => kept.delete(key)); // a failure is not kept
      // Bounded: the oldest entries go first (a Map iterates in insertion order).
      for (const [oldKey, entry] of kept) {
        if (kept.size <= MOST_KEPT && entry.until > now) break;
        kept.delete(oldKey);
      }
      return value;
    },
    async refreshAhead() {
      for (const [key, entry] of [...kept]) {
        const now = clock();
        if (entry.readAt < now - WATCHED_MS) {
          kept.delete(key);
          continue;
        }
        if (entry.until - now > REFRESH_AHEAD_MS) continue;
        try {
          const fresh = await entry.compute();
          // Replaced only if no request recomputed it meanwhile; a failure keeps the old one.
          if (kept.get(key) === entry) {
            kept.set(key, {
              ...entry,
              until: clock() + DURATIONS_KEPT_MS,
              value: Promise.resolve(fresh),
            });
          }
        } catch {
          // The entry expires as usual; the next request computes it.
        }
      }
    },
  };
}

/**
 * Who sees which departments (docs/dashboards.md#scoping): an administrator every one, or the one
 * asked for; a tech lead the departments they lead or belong to, and only those. `null` ids: all.
 */
function scopeOf(
  viewer: Viewer,
  departmentId: string | undefined,
): { scope: OverviewScope; departmentIds: string[] | null } {
  const { departmentIds, tickets } = teamPanelScope(viewer, departmentId, dashboardMessages.errors);
  const ids = departmentIds ? repository.idArray(departmentIds) : null;
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

/** Every figure but presence, for one scope and one range: twelve statements, all at once. */
async function computeFigures(
  { db, durations }: Pick<DashboardOverviewDeps, 'db' | 'durations'>,
  key: string,
  scope: OverviewScope,
  departmentIds: string[] | null,
  period: ResolvedPeriod,
  now: Date,
): Promise<Figures> {
  const readDurations = () =>
    Promise.all([
      repository.selectFirstResponseFigures(db, scope, period),
      repository.selectResolutionFigures(db, scope, period),
    ]);
  const isLong = period.to.getTime() - period.from.getTime() > LONG_PERIOD_MS;
  const [
    departments,
    backlog,
    flow,
    channels,
    [firstResponse, resolution],
    load,
    tickets,
    customers,
    since,
    sla,
  ] = await Promise.all([
    selectDepartmentNames(db, departmentIds),
    repository.selectBacklog(db, scope),
    repository.selectFlow(db, scope, period),
    repository.selectChannels(db, scope, period),
    isLong && durations ? durations.read(key, readDurations) : readDurations(),
    repository.selectLoad(db, scope, period),
    lists.selectOldestTickets(db, scope),
    lists.selectTopCustomers(db, scope),
    repository.selectSinceYesterday(db, scope, now),
    slaSummary(db, { departmentIds }, period, now),
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
    sla,
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
    computeFigures(deps, key, scope, departmentIds, period, now),
  );
  // An administrator's department that does not exist: said like any bad field.
  if (query.departmentId && figures.departments.length === 0) {
    const message = dashboardMessages.validation.departmentInvalid;
    throw new AppError('VALIDATION_FAILED', [{ field: 'departmentId', message }], { message });
  }
  const online = new Set(await deps.onlineUserIds());
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
  const withCache = { durations: createDurationsCache(), ...deps };
  return {
    overview: (viewer: Viewer, query: DashboardOverviewQuery) =>
      dashboardOverview(withCache, viewer, query),
  };
}

export type DashboardOverviewService = ReturnType<typeof createDashboardOverviewService>;
