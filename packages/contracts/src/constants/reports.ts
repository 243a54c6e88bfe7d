/**
 * The report catalogue (docs/reports.md): seven families, each with its types, and the filters
 * each type takes. `/admin/reports/{family}/{type}` is one report; the server answers it at
 * `GET /api/reports/{family}/{type}`.
 */
export const REPORT_FAMILIES = [
  'tickets',
  'sla',
  'technicians',
  'customers',
  'productivity',
  'breaks',
  'compliance',
] as const;
export type ReportFamily = (typeof REPORT_FAMILIES)[number];

/** The filters a report may take besides its period (every report takes a period). */
export const REPORT_FILTERS = ['departmentId', 'technicianId', 'priority', 'source'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export const REPORT_TYPES = {
  tickets: ['status', 'department', 'priority', 'flow', 'backlog-age'],
  sla: ['compliance', 'breaches'],
  technicians: ['productivity', 'workload', 'response-times'],
  customers: ['top', 'business', 'chain'],
  productivity: ['by-technician', 'by-day'],
  breaks: ['by-technician', 'by-day'],
  compliance: ['by-technician', 'by-day'],
} as const satisfies Record<ReportFamily, readonly string[]>;

export type ReportType<F extends ReportFamily = ReportFamily> = (typeof REPORT_TYPES)[F][number];

/** Which filters each report type offers (the period is always offered). */
export const REPORT_TYPE_FILTERS: {
  readonly [F in ReportFamily]: { readonly [T in ReportType<F>]: readonly ReportFilter[] };
} = {
  tickets: {
    status: ['departmentId', 'priority', 'source'],
    department: ['priority', 'source'],
    priority: ['departmentId', 'source'],
    flow: ['departmentId', 'priority', 'source'],
    'backlog-age': ['departmentId', 'priority'],
  },
  sla: {
    compliance: ['departmentId', 'priority'],
    breaches: ['departmentId', 'priority', 'technicianId'],
  },
  technicians: {
    productivity: ['departmentId'],
    workload: ['departmentId'],
    'response-times': ['departmentId', 'priority'],
  },
  customers: {
    top: ['departmentId', 'priority'],
    business: ['departmentId'],
    chain: ['departmentId'],
  },
  productivity: {
    'by-technician': ['departmentId', 'technicianId'],
    'by-day': ['departmentId', 'technicianId'],
  },
  breaks: {
    'by-technician': ['departmentId', 'technicianId'],
    'by-day': ['departmentId', 'technicianId'],
  },
  compliance: {
    'by-technician': ['departmentId', 'technicianId'],
    'by-day': ['departmentId', 'technicianId'],
  },
};

/**
 * Reports about the situation now, which the period does not change (the backlog's age, the
 * técnicos' open tickets): the page shows "Ahora" instead of the period picker, and the answer
 * and its files say "Periodo: Ahora".
 */
export const PERIODLESS_REPORT_TYPES: ReadonlyArray<readonly [ReportFamily, string]> = [
  ['tickets', 'backlog-age'],
  ['technicians', 'workload'],
];

export function isPeriodlessReport(family: ReportFamily, type: string): boolean {
  return PERIODLESS_REPORT_TYPES.some(([f, t]) => f === family && t === type);
}

/** The team-time families read the adherence data, whose range is at most 92 days. */
export const TEAM_TIME_REPORT_FAMILIES: readonly ReportFamily[] = [
  'productivity',
  'breaks',
  'compliance',
];

export function isReportFamily(value: string | undefined): value is ReportFamily {
  return (REPORT_FAMILIES as readonly string[]).includes(value ?? '');
}

export function isReportType<F extends ReportFamily>(
  family: F,
  value: string | undefined,
): value is ReportType<F> {
  return (REPORT_TYPES[family] as readonly string[]).includes(value ?? '');
}

/** What a report is downloaded as. */
export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** Scheduled reports (docs/reports.md#scheduled-reports): how often, and the file they carry. */
export const REPORT_SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number];
export const REPORT_SCHEDULE_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportScheduleFormat = (typeof REPORT_SCHEDULE_FORMATS)[number];
/** Recipients of one scheduled report, at most. */
export const REPORT_SCHEDULE_MAX_RECIPIENTS = 20;
/** Scheduled reports per installation, at most. */
export const REPORT_SCHEDULES_MAX = 200;
/** Rows a report answers at most (its table, its exports); longer lists say so. */
export const REPORT_MAX_ROWS = 500;
