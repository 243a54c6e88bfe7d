import {
  CUSTOM_PERIOD,
  PERIOD_MAX_DAYS,
  periodSpanDays,
  type NamedPeriod,
  type Period,
} from '@atiende/contracts';
import type { DashboardOverviewQuery } from '@atiende/contracts/dashboard';
import { readFilterParams } from '../../../../lib/filter-params';
import { parsePeriodParam } from '../../../../lib/period';

/**
 * The panel's filters as they live in the URL (`?period=30d&departmentId=…`, or
 * `?period=custom&from=2026-11-01&to=2026-11-15`), so reload, back and a shared link show the same
 * figures (docs/dashboards.md). Anything malformed falls back to the default instead of breaking
 * the page.
 */
export interface OverviewFilters {
  period: Period;
  /** ISO days, both included; set exactly when `period` is custom. */
  from?: string;
  to?: string;
  departmentId?: string;
}

/** The answer's default too (contracts `dashboardOverviewQuerySchema`). */
export const DEFAULT_OVERVIEW_PERIOD: NamedPeriod = '7d';

/** What the picker offers (docs/conventions.md "Periods"); other named periods still work in a link. */
export const PICKER_PERIODS: readonly Period[] = ['today', '7d', '30d', '90d', CUSTOM_PERIOD];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isoDay(value: string | null): string | undefined {
  if (!value || !ISO_DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** A custom range the server accepts: both days, in order, at most PERIOD_MAX_DAYS long. */
export function isValidCustomRange(from: string | undefined, to: string | undefined): boolean {
  return (
    from !== undefined &&
    to !== undefined &&
    from <= to &&
    periodSpanDays(from, to) <= PERIOD_MAX_DAYS
  );
}

export function parseOverviewParams(params: URLSearchParams): OverviewFilters {
  const departmentId = readFilterParams(params).uuid('departmentId');
  if (params.get('period') === CUSTOM_PERIOD) {
    const from = isoDay(params.get('from'));
    const to = isoDay(params.get('to'));
    if (isValidCustomRange(from, to)) return { period: CUSTOM_PERIOD, from, to, departmentId };
  }
  return { period: parsePeriodParam(params.get('period'), DEFAULT_OVERVIEW_PERIOD), departmentId };
}

/** The canonical query string: the default period and empty values are left out. */
export function overviewSearchParams(filters: OverviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.period !== DEFAULT_OVERVIEW_PERIOD) params.set('period', filters.period);
  if (filters.period === CUSTOM_PERIOD && filters.from && filters.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.departmentId) params.set('departmentId', filters.departmentId);
  return params;
}

/** GET /api/dashboard/overview's query for these filters. */
export function overviewApiQuery(filters: OverviewFilters): DashboardOverviewQuery {
  return {
    period: filters.period,
    ...(filters.period === CUSTOM_PERIOD ? { from: filters.from, to: filters.to } : {}),
    ...(filters.departmentId ? { departmentId: filters.departmentId } : {}),
  };
}
