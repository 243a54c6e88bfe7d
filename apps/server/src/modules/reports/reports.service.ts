import {
  ADHERENCE_RANGE_MAX_DAYS,
  PERIOD_LABELS,
  TICKET_PRIORITY_LABELS,
  TICKET_SOURCE_LABELS,
} from '@atiende/contracts';
import {
  REPORT_FAMILIES,
  REPORT_MAX_ROWS,
  REPORT_TYPE_FILTERS,
  REPORT_TYPES,
  TEAM_TIME_REPORT_FAMILIES,
  isPeriodlessReport,
  isReportType,
  reportCoreMessages,
  reportMessages,
  type ReportCatalogue,
  type ReportExportQuery,
  type ReportFamily,
  type ReportFilter,
  type ReportQuery,
  type ReportResult,
} from '@atiende/contracts/reports';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { limaToday } from '../../platform/lima-time';
import { periodRangeOf, resolvePeriod, type ResolvedPeriod } from '../../platform/period';
import { recordAudit, type AuditContext } from '../audit/index';
import { selectDepartmentNames } from '../departments/index';
import { teamPanelScope, type Viewer } from '../tickets/index';
import type { ReportDefinition, ReportScope } from './report-definition';
import { renderReportFile, type ReportFile } from './report-export';
import { REPORT_DEFINITIONS, type ReportDefinitions } from './report-registry';
import { findReportTechnician, selectReportTechnicians } from './reports.repository';

export type ReportsService = {
  catalogue(viewer: Viewer): Promise<ReportCatalogue>;
  run(
    viewer: Viewer,
    family: ReportFamily,
    type: string,
    query: ReportQuery,
    now?: Date,
  ): Promise<ReportResult>;
  /** The report as a file, audited once it is made (docs/reports.md#exports). */
  exportFile(
    viewer: Viewer,
    family: ReportFamily,
    type: string,
    query: ReportExportQuery,
    audit: AuditContext,
  ): Promise<ReportFile>;
};

export type ReportsServiceDeps = {
  db: Db;
  /** The reports answered; REPORT_DEFINITIONS unless a test brings its own. */
  definitions?: ReportDefinitions;
};

const DAY_MS = 86_400_000;
const scopeMessages = {
  roleForbidden: reportMessages.errors.forbidden,
  departmentForbidden: reportMessages.errors.departmentForbidden,
};

const forbidden = (message: string) => new AppError('FORBIDDEN', undefined, { message });
const badField = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', [{ field, message }], { message });

/** docs/reports.md#catalogue-and-access: administrators and tech leads only. */
function checkRole(viewer: Viewer) {
  if (viewer.role !== 'ADMIN' && viewer.role !== 'TECH_LEAD') {
    throw forbidden(reportMessages.errors.forbidden);
  }
}

function definitionsOf(definitions: ReportDefinitions, family: ReportFamily) {
  return (definitions[family] ?? {}) as Partial<Record<string, ReportDefinition>>;
}

/** The definition of a type of the catalogue, or 404 (an unknown type, or one not built yet). */
function definitionOf(
  definitions: ReportDefinitions,
  family: ReportFamily,
  type: string,
): ReportDefinition {
  const definition = isReportType(family, type)
    ? definitionsOf(definitions, family)[type]
    : undefined;
  if (!definition) {
    throw new AppError('REPORT_NOT_FOUND', undefined, {
      message: reportMessages.validation.typeUnknown,
    });
  }
  return definition;
}

function filtersOf(family: ReportFamily, type: string): readonly ReportFilter[] {
  return (REPORT_TYPE_FILTERS[family] as Record<string, readonly ReportFilter[]>)[type] ?? [];
}

/** The query with only the filters the type offers (docs/reports.md#server): the rest are ignored. */
function offeredQuery(family: ReportFamily, type: string, query: ReportQuery): ReportQuery {
  const offered = new Set(filtersOf(family, type));
  return {
    period: query.period,
    from: query.from,
    to: query.to,
    departmentId: offered.has('departmentId') ? query.departmentId : undefined,
    technicianId: offered.has('technicianId') ? query.technicianId : undefined,
    priority: offered.has('priority') ? query.priority : undefined,
    source: offered.has('source') ? query.source : undefined,
  };
}

/** The period as Lima days, both included (`YYYY-MM-DD`). */
function daysOf(period: ResolvedPeriod): { from: string; to: string } {
  return { from: limaToday(period.from), to: limaToday(new Date(period.to.getTime() - 1)) };
}

const dayInWords = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * docs/reports.md#server: the team-time families read the adherence computation, which covers at
 * most 92 days.
 */
function checkTeamTimeRange(family: ReportFamily, period: ResolvedPeriod) {
  if (!TEAM_TIME_REPORT_FAMILIES.includes(family)) return;
  const days = Math.round((period.to.getTime() - period.from.getTime()) / DAY_MS);
  if (days <= ADHERENCE_RANGE_MAX_DAYS) return;
  const message = reportMessages.validation.teamTimeRangeTooLong(ADHERENCE_RANGE_MAX_DAYS);
  throw new AppError('REPORT_RANGE_TOO_LONG', [{ field: 'period', message }], { message });
}

type Named = { label: string; value: string };

/**
 * The department and técnico filters checked against the caller's scope, and named: an unknown
 * one is a bad field (400), a técnico outside a lead's departments a refusal (403), never an empty
 * report.
 */
async function namedFilters(
  db: Db,
  query: ReportQuery,
  departmentIds: string[] | null,
): Promise<{ department: Named | null; technician: Named | null }> {
  const words = reportMessages.filters;
  const [departments, technician] = await Promise.all([
    query.departmentId ? selectDepartmentNames(db, [query.departmentId]) : null,
    query.technicianId ? findReportTechnician(db, query.technicianId, departmentIds) : null,
  ]);
  if (departments && departments.length === 0) {
    throw badField('departmentId', reportCoreMessages.validation.departmentUnknown);
  }
  if (query.technicianId && !technician) {
    throw badField('technicianId', reportCoreMessages.validation.technicianUnknown);
  }
  if (technician && !technician.isInScope) {
    throw forbidden(reportCoreMessages.errors.technicianForbidden);
  }
  return {
    department: departments ? { label: words.departmentId, value: departments[0]!.name } : null,
    technician: technician ? { label: words.technicianId, value: technician.name } : null,
  };
}

async function runReport(
  deps: Required<ReportsServiceDeps>,
  viewer: Viewer,
  family: ReportFamily,
  type: string,
  rawQuery: ReportQuery,
  now: Date,
): Promise<ReportResult> {
  checkRole(viewer);
  const definition = definitionOf(deps.definitions, family, type);
  const query = offeredQuery(family, type, rawQuery);
  const { departmentIds, tickets } = teamPanelScope(viewer, query.departmentId, scopeMessages);
  const period = resolvePeriod(query, now);
  checkTeamTimeRange(family, period);
  const days = daysOf(period);
  const named = await namedFilters(deps.db, query, departmentIds);
  const scope: ReportScope = { viewer, departmentIds, tickets, period, days, filters: query, now };
  const body = await definition.run(deps.db, scope);
  const words = reportMessages.filters;
  const appliedFilters: Named[] = [
    {
      label: words.period,
      value: isPeriodlessReport(family, type)
        ? reportCoreMessages.periodNow
        : reportCoreMessages.periodInWords(
            PERIOD_LABELS[period.period],
            dayInWords(days.from),
            dayInWords(days.to),
          ),
    },
    ...(named.department ? [named.department] : []),
    ...(named.technician ? [named.technician] : []),
    ...(query.priority
      ? [{ label: words.priority, value: TICKET_PRIORITY_LABELS[query.priority] }]
      : []),
    ...(query.source ? [{ label: words.source, value: TICKET_SOURCE_LABELS[query.source] }] : []),
  ];
  const isCut = body.rows.length > REPORT_MAX_ROWS;
  return {
    family,
    type,
    title: titleOf(family, type),
    summary: body.summary,
    period: periodRangeOf(period),
    appliedFilters,
    columns: body.columns,
    rows: isCut ? body.rows.slice(0, REPORT_MAX_ROWS) : body.rows,
    totals: body.totals,
    chart: body.chart,
    truncated: body.truncated || isCut,
    generatedAt: now.toISOString(),
  };
}

type TypeTexts = { title: string; description: string };

function textsOf(family: ReportFamily, type: string): TypeTexts {
  const types = reportMessages.families[family].types as Record<string, TypeTexts>;
  return types[type]!;
}

const titleOf = (family: ReportFamily, type: string) => textsOf(family, type).title;

/**
 * GET /api/reports (docs/reports.md#catalogue-and-access): the families and types answered so
 * far, in the catalogue's order, with the departments and técnicos the caller's reports cover.
 */
async function catalogueOf(
  deps: Required<ReportsServiceDeps>,
  viewer: Viewer,
): Promise<ReportCatalogue> {
  checkRole(viewer);
  const departmentIds = viewer.role === 'ADMIN' ? null : viewer.departmentIds;
  const [departments, technicians] = await Promise.all([
    selectDepartmentNames(deps.db, departmentIds),
    selectReportTechnicians(deps.db, departmentIds),
  ]);
  const families = REPORT_FAMILIES.flatMap((family) => {
    const built = definitionsOf(deps.definitions, family);
    const types = (REPORT_TYPES[family] as readonly string[])
      .filter((type) => built[type] !== undefined)
      .map((type) => ({
        key: type,
        ...textsOf(family, type),
        filters: [...filtersOf(family, type)],
      }));
    if (types.length === 0) return [];
    const { title, description } = reportMessages.families[family];
    return [{ key: family, title, description, types }];
  });
  return { families, departments, technicians };
}

/**
 * GET /api/reports/:family/:type/export: the report, then its file, then the audit entry
 * (`DATA_EXPORTED`, entity REPORT) — a refused or failed export writes none.
 */
async function exportReport(
  deps: Required<ReportsServiceDeps>,
  viewer: Viewer,
  family: ReportFamily,
  type: string,
  query: ReportExportQuery,
  audit: AuditContext,
): Promise<ReportFile> {
  const { format, ...filters } = query;
  const result = await runReport(deps, viewer, family, type, filters, new Date());
  const file = await renderReportFile(result, format);
  await recordAudit(deps.db, {
    context: audit,
    action: 'DATA_EXPORTED',
    entityType: 'REPORT',
    details: { family, type, format, filters, rows: result.rows.length },
    message: reportCoreMessages.audit.exported(result.title, format.toUpperCase()),
  });
  return file;
}

export function createReportsService(deps: ReportsServiceDeps): ReportsService {
  const full = { db: deps.db, definitions: deps.definitions ?? REPORT_DEFINITIONS };
  return {
    catalogue: (viewer) => catalogueOf(full, viewer),
    run: (viewer, family, type, query, now = new Date()) =>
      runReport(full, viewer, family, type, query, now),
    exportFile: (viewer, family, type, query, audit) =>
      exportReport(full, viewer, family, type, query, audit),
  };
}
