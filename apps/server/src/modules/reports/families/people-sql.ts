// SQL pieces the technicians' and the customers' reports share (docs/reports.md#technicians,
// docs/reports.md#customers). Counts are cast to int and durations to float8, so both drivers
// (PGlite and pg) return numbers. Cross-module reads of tickets, users and customers, as the
// dashboards do (docs/decisions/0007-cross-module-reads.md).
import { OPEN_STATUSES } from '@atiende/contracts';
import { REPORT_MAX_ROWS, type ReportDrill } from '@atiende/contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import { idArray } from '../../../db/id-array';
import type { ReportScope } from '../report-definition';

export const OPEN = sql.raw(`(${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`);
export const CLOSED = sql.raw(`('RESUELTO', 'CERRADO')`);

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** `column` falls in the report's period, the half-open range [from, to). */
export const inPeriod = (column: SQL, scope: ReportScope) =>
  sql`${column} >= ${at(scope.period.from)} AND ${column} < ${at(scope.period.to)}`;

/** Minutes between two instants as float8 (date_part is float8; extract() is numeric). */
export const minutesBetween = (start: SQL, end: SQL) =>
  sql`date_part('epoch', ${end} - ${start}) / 60`;

/** The median and the 90th percentile from one sort, as a float8[2] (interpolated). */
export const percentiles = (minutes: SQL) =>
  sql`percentile_cont(ARRAY[0.5, 0.9]::float8[]) WITHIN GROUP (ORDER BY ${minutes})`;

/**
 * The staff a report lists (docs/dashboards.md#scoping): the active técnicos and leads who are
 * members or leads of the scope's departments; every active one for an administrator without a
 * department filter. A condition on the unaliased `users` table.
 */
export function peopleOfScope(scope: ReportScope): SQL {
  const staff = sql`users.is_active AND users.role IN ('TECH_LEAD', 'TECHNICIAN')`;
  if (scope.departmentIds === null) return staff;
  const ids = idArray(scope.departmentIds);
  return sql`${staff} AND (EXISTS (SELECT 1 FROM department_members m
      WHERE m.user_id = users.id AND m.department_id = ANY(${ids}))
    OR EXISTS (SELECT 1 FROM departments ld WHERE ld.lead_id = users.id AND ld.id = ANY(${ids})))`;
}

/** The department filter as the ticket list takes it, when the report was given one. */
export const departmentDrill = (scope: ReportScope): Pick<ReportDrill, 'departmentId'> =>
  scope.filters.departmentId ? { departmentId: scope.filters.departmentId } : {};

/** Rows cut at REPORT_MAX_ROWS, and whether they were. */
export function capped<T>(rows: T[]): { rows: T[]; truncated: boolean } {
  return { rows: rows.slice(0, REPORT_MAX_ROWS), truncated: rows.length > REPORT_MAX_ROWS };
}

/** A float8 figure rounded to one decimal for the answer (null stays null). */
export const oneDecimal = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 10) / 10;
