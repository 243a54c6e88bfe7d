import { type Role } from '@atiende/contracts';
import {
  wallDashboardMessages,
  type DashboardOverview,
  type DashboardTicket,
  type TechnicianLoad,
} from '@atiende/contracts/dashboard';
import type { RealtimeKind } from '../../../../lib/realtime/realtime-view';

const text = wallDashboardMessages;
const MS_PER_MINUTE = 60_000;

/** Roles that see the wall screen; the others are sent to their own panel. */
export const WALL_ROLES: readonly Role[] = ['ADMIN', 'TECH_LEAD'];

export function canSeeWall(role: Role): boolean {
  return WALL_ROLES.includes(role);
}

export interface WallFigures {
  open: number;
  unassigned: number;
  createdToday: number;
  resolvedToday: number;
  /** The open ticket created first, and how long it has waited; null when none is open. */
  oldest: { ticket: DashboardTicket; waitedMinutes: number } | null;
}

/**
 * The five big numbers of the wall (docs/dashboards.md "Pantalla de pared y versión ligera"),
 * from the overview asked for `period=today`: its totals are today's (Lima).
 */
export function wallFigures(overview: DashboardOverview, now: Date): WallFigures {
  const oldest = overview.oldest[0] ?? null;
  return {
    open: overview.backlog.open,
    unassigned: overview.backlog.unassigned,
    createdToday: overview.totals.created,
    resolvedToday: overview.totals.resolved,
    oldest: oldest
      ? {
          ticket: oldest,
          waitedMinutes: Math.max(
            0,
            Math.floor((now.getTime() - Date.parse(oldest.createdAt)) / MS_PER_MINUTE),
          ),
        }
      : null,
  };
}

/** People in a stable order (by name), so each finds their row in the same place every time. */
export function loadRows(load: readonly TechnicianLoad[]): TechnicianLoad[] {
  return [...load].sort((first, second) =>
    first.technician.name.localeCompare(second.technician.name, 'es'),
  );
}

/** The bar's length: share of the técnico's limit, 0–100; null without a limit (no bar). */
export function loadPercent(row: Pick<TechnicianLoad, 'open' | 'maxOpenTickets'>): number | null {
  if (row.maxOpenTickets === null) return null;
  if (row.maxOpenTickets <= 0) return row.open > 0 ? 100 : 0;
  return Math.min(100, Math.round((row.open / row.maxOpenTickets) * 100));
}

/**
 * What the wall covers: an administrator without a department filter sees every department;
 * otherwise the departments the server answered for, by name.
 */
export function scopeLabel(
  overview: Pick<DashboardOverview, 'departments'>,
  role: Role,
  departmentId: string | null,
): string {
  if (role === 'ADMIN' && !departmentId) return text.scopeAll;
  if (overview.departments.length === 0) return text.scopeNone;
  return overview.departments.map((department) => department.name).join(' · ');
}

/** The socket's state in the wall's words; null while no socket runs. */
export function liveText(kind: RealtimeKind | null): string {
  if (kind === 'connected') return text.live.connected;
  if (kind === 'connecting' || kind === null) return text.live.connecting;
  if (kind === 'reconnecting') return text.live.reconnecting;
  return text.live.offline;
}

/** `?departmentId=` of the wall's address, when it is a UUID (the server checks the rest). */
export function departmentFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('departmentId');
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value
    : null;
}
