import {
  CUSTOM_PERIOD,
  PERIOD_MAX_DAYS,
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  periodSpanDays,
  type NamedPeriod,
  type Period,
  type TicketPriority,
  type TicketSource,
} from '@atiende/contracts';
import {
  TEAM_TIME_REPORT_FAMILIES,
  isPeriodlessReport,
  type ReportFamily,
  type ReportFilter,
  type ReportQueryInput,
} from '@atiende/contracts/reports';
import { readFilterParams } from '../../../lib/filter-params';
import { parsePeriodParam } from '../../../lib/period';

/**
 * A report's filters as they live in the address (docs/reports.md#pages):
 * `?period=90d&departmentId=…&priority=ALTA`, or `?period=custom&from=2026-11-01&to=2026-11-15`,
 * so a report can be bookmarked and shared. Only the filters the type offers are read; anything
 * malformed falls back to the default instead of breaking the page.
 */
export interface ReportFilters {
  period: Period;
  /** ISO days, both included; set exactly when `period` is custom. */
  from?: string;
  to?: string;
  departmentId?: string;
  technicianId?: string;
  priority?: TicketPriority;
  source?: TicketSource;
}

/** The server's default too (contracts `reportQuerySchema`). */
export const DEFAULT_REPORT_PERIOD: NamedPeriod = '30d';

/** docs/reports.md: the team-time families read at most 92 days (ADHERENCE_RANGE_MAX_DAYS). */
export const TEAM_TIME_MAX_DAYS = 92;

/** What the picker offers; the team-time families leave out "Este año" (longer than 92 days). */
export function pickerPeriods(family: ReportFamily): readonly Period[] {
  const all: Period[] = ['today', '7d', '30d', '90d', 'month', 'quarter', 'year', CUSTOM_PERIOD];
  return isTeamTime(family) ? all.filter((period) => period !== 'year') : all;
}

export function isTeamTime(family: ReportFamily): boolean {
  return TEAM_TIME_REPORT_FAMILIES.includes(family);
}

/** Reports about the situation now: the page shows "Ahora" instead of the picker. */
export function isPeriodless(family: ReportFamily, type: string): boolean {
  return isPeriodlessReport(family, type);
}

/** The longest custom range a family accepts, in days (both ends included). */
export function maxRangeDays(family: ReportFamily): number {
  return isTeamTime(family) ? TEAM_TIME_MAX_DAYS : PERIOD_MAX_DAYS;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isoDay(value: string | null): string | undefined {
  if (!value || !ISO_DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** A custom range the server accepts: both days, in order, at most `maxDays` long. */
export function isValidCustomRange(
  from: string | undefined,
  to: string | undefined,
  maxDays: number,
): boolean {
  return (
    from !== undefined && to !== undefined && from <= to && periodSpanDays(from, to) <= maxDays
  );
}

/** The filters of the address that this type offers (`offered`), checked. */
export function parseReportParams(
  params: URLSearchParams,
  family: ReportFamily,
  offered: readonly ReportFilter[],
): ReportFilters {
  const read = readFilterParams(params);
  const has = (filter: ReportFilter) => offered.includes(filter);
  const filters: ReportFilters = { period: DEFAULT_REPORT_PERIOD };
  const period = params.get('period');
  if (period === CUSTOM_PERIOD) {
    const from = isoDay(params.get('from'));
    const to = isoDay(params.get('to'));
    if (isValidCustomRange(from, to, maxRangeDays(family))) {
      Object.assign(filters, { period: CUSTOM_PERIOD, from, to });
    }
  } else {
    const named = parsePeriodParam(period, DEFAULT_REPORT_PERIOD);
    filters.period = pickerPeriods(family).includes(named) ? named : DEFAULT_REPORT_PERIOD;
  }
  if (has('departmentId')) filters.departmentId = read.uuid('departmentId');
  if (has('technicianId')) filters.technicianId = read.uuid('technicianId');
  if (has('priority')) filters.priority = read.oneOf('priority', TICKET_PRIORITIES);
  if (has('source')) filters.source = read.oneOf('source', TICKET_SOURCES);
  return filters;
}

const FILTER_ORDER: readonly ReportFilter[] = [
  'departmentId',
  'technicianId',
  'priority',
  'source',
];

/** The filters besides the period that are set, in a fixed order. */
export function setFilters(filters: ReportFilters): Array<[ReportFilter, string]> {
  return FILTER_ORDER.flatMap((key) => {
    const value = filters[key];
    return value ? [[key, value] as [ReportFilter, string]] : [];
  });
}

/** The canonical query string: the default period and empty values are left out. */
export function reportSearchParams(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.period !== DEFAULT_REPORT_PERIOD) params.set('period', filters.period);
  if (filters.period === CUSTOM_PERIOD && filters.from && filters.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  for (const [key, value] of setFilters(filters)) params.set(key, value);
  return params;
}

/** `GET /api/reports/:family/:type`'s query for these filters (the export adds `format`). */
export function reportApiQuery(filters: ReportFilters): ReportQueryInput {
  return {
    period: filters.period,
    ...(filters.period === CUSTOM_PERIOD ? { from: filters.from, to: filters.to } : {}),
    ...Object.fromEntries(setFilters(filters)),
  };
}

/**
 * "Programar envío": the scheduled reports' page with its dialog open on this report and its
 * filters; the period is left out, the frequency implies it (docs/reports.md#scheduled-reports).
 */
export function scheduleHref(
  schedulesPath: string,
  family: ReportFamily,
  type: string,
  filters: ReportFilters,
): string {
  const params = new URLSearchParams({ new: '1', family, type });
  for (const [key, value] of setFilters(filters)) params.set(key, value);
  return `${schedulesPath}?${params.toString()}`;
}
