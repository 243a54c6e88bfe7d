import { z } from 'zod';
import {
  REPORT_EXPORT_FORMATS,
  REPORT_FAMILIES,
  REPORT_FILTERS,
  REPORT_SCHEDULE_FORMATS,
  REPORT_SCHEDULE_FREQUENCIES,
  REPORT_SCHEDULE_MAX_RECIPIENTS,
} from '../constants/reports';
import { reportMessages } from '../messages/es/reports';
import { checkPeriodFields, periodQueryShape, periodRangeSchema } from './period';
import { ticketPrioritySchema, ticketSourceSchema, ticketStatusSchema } from './ticket-summary';

/**
 * docs/reports.md: the reports' requests and answers. Every report has the same shape — columns,
 * rows, an optional totals row and a chart drawn from the rows — so one page, one table, one
 * chart and one exporter serve all of them.
 */

const v = reportMessages.validation;

export const reportFamilySchema = z.enum(REPORT_FAMILIES, { error: v.familyUnknown });

/** `/api/reports/:family/:type` (the type is checked against the family by the service). */
export const reportParamsSchema = z.object({
  family: reportFamilySchema,
  type: z.string().min(1).max(40),
});
export type ReportParams = z.infer<typeof reportParamsSchema>;

/** The filters every report understands; a type ignores those it does not offer. */
export const reportFilterShape = {
  departmentId: z.uuid({ error: v.idInvalid }).optional(),
  technicianId: z.uuid({ error: v.idInvalid }).optional(),
  priority: ticketPrioritySchema.optional(),
  source: ticketSourceSchema.optional(),
};

/** `?period=&from=&to=&departmentId=&technicianId=&priority=&source=` (default 30 days). */
export const reportQuerySchema = z
  .object({ ...periodQueryShape('30d'), ...reportFilterShape })
  .superRefine(checkPeriodFields);
export type ReportQueryInput = z.input<typeof reportQuerySchema>;
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** `GET /api/reports/:family/:type/export?format=` plus the report's query. */
export const reportExportQuerySchema = z
  .object({
    ...periodQueryShape('30d'),
    ...reportFilterShape,
    format: z.enum(REPORT_EXPORT_FORMATS, { error: v.formatInvalid }),
  })
  .superRefine(checkPeriodFields);
export type ReportExportQuery = z.output<typeof reportExportQuerySchema>;

/**
 * How a column's values read: `count` whole numbers, `percent` 0–100 with one decimal,
 * `minutes` durations in minutes (shown as "2 h 15 min"), `hours` decimal hours, `decimal` a
 * ratio with two decimals, `day` an ISO Lima day, `text` as is.
 */
export const REPORT_COLUMN_KINDS = [
  'text',
  'count',
  'percent',
  'minutes',
  'hours',
  'decimal',
  'day',
] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  /** Spanish header. */
  label: z.string(),
  kind: z.enum(REPORT_COLUMN_KINDS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/**
 * The ticket list's URL filters behind a figure (docs/product/tickets.md#ticket-list): the page
 * turns them into `/tickets?…`. `from`/`to` are days of creation, both included.
 */
export const reportDrillSchema = z.object({
  status: ticketStatusSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  departmentId: z.string().optional(),
  assignedToId: z.string().optional(),
  source: ticketSourceSchema.optional(),
  customerId: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  view: z.enum(['open', 'completed', 'all']).optional(),
  sla: z.enum(['atRisk', 'breached']).optional(),
});
export type ReportDrill = z.infer<typeof reportDrillSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

export const reportRowSchema = z.object({
  /** Values by column key. */
  cells: z.record(z.string(), reportCellSchema),
  /** The tickets behind the row, when a list can show them. */
  drill: reportDrillSchema.optional(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/**
 * The chart of a report, drawn from its rows: `x` is the column that names each bar or point,
 * `series` the numeric columns drawn. `stacked` piles the series in one bar.
 */
export const reportChartSchema = z.object({
  kind: z.enum(['bar', 'line']),
  x: z.string(),
  series: z.array(z.string()).min(1),
  stacked: z.boolean(),
  /** Bars laid horizontally: long names (departments, companies, técnicos). */
  horizontal: z.boolean(),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

/** A filter as the answer states it, in words ("Departamento: Soporte"). */
export const reportAppliedFilterSchema = z.object({ label: z.string(), value: z.string() });

export const reportResultSchema = z.object({
  family: reportFamilySchema,
  type: z.string(),
  /** "Tickets por estado". */
  title: z.string(),
  /** One sentence with the takeaway, above the chart ("Se crearon 132 tickets…"). */
  summary: z.string(),
  period: periodRangeSchema,
  /** The period and every filter, in words, for the page, the exports and the e-mails. */
  appliedFilters: z.array(reportAppliedFilterSchema),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  /** The totals row, when adding up the rows makes sense. */
  totals: z.record(z.string(), reportCellSchema).nullable(),
  chart: reportChartSchema.nullable(),
  /** True when the rows were cut at REPORT_MAX_ROWS. */
  truncated: z.boolean(),
  generatedAt: z.string(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/** `GET /api/reports`: the families and types the caller may open, and the filters' choices. */
export const reportCatalogueSchema = z.object({
  families: z.array(
    z.object({
      key: reportFamilySchema,
      title: z.string(),
      description: z.string(),
      types: z.array(
        z.object({
          key: z.string(),
          title: z.string(),
          description: z.string(),
          filters: z.array(z.enum(REPORT_FILTERS)),
        }),
      ),
    }),
  ),
  /** The departments the caller's reports cover (a lead: theirs). */
  departments: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The técnicos those departments hold. */
  technicians: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type ReportCatalogue = z.infer<typeof reportCatalogueSchema>;

// ---------------------------------------------------------------------------------------------
// Scheduled reports (docs/reports.md#scheduled-reports)

const emailSchema = z.email({ error: v.recipientInvalid }).max(254);

export const reportScheduleInputSchema = z.object({
  name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(120, v.nameTooLong),
  family: reportFamilySchema,
  type: z.string().min(1).max(40),
  /** The report's filters; the period is implied by the frequency (the previous day, week or month). */
  filters: z.object(reportFilterShape),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES, { error: v.frequencyInvalid }),
  /** Weekly: 1 (lunes) … 7 (domingo). */
  weekday: z.number().int().min(1).max(7).nullable(),
  /** Monthly: 1 … 28. */
  monthDay: z.number().int().min(1).max(28).nullable(),
  /** Lima hour of the day, 0 … 23. */
  hour: z.number().int().min(0).max(23),
  format: z.enum(REPORT_SCHEDULE_FORMATS, { error: v.formatInvalid }),
  recipients: z
    .array(emailSchema)
    .min(1, v.recipientsRequired)
    .max(REPORT_SCHEDULE_MAX_RECIPIENTS, v.recipientsTooMany(REPORT_SCHEDULE_MAX_RECIPIENTS)),
  isActive: z.boolean().default(true),
});
export type ReportScheduleInput = z.input<typeof reportScheduleInputSchema>;

export const reportScheduleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  family: reportFamilySchema,
  type: z.string(),
  filters: z.object(reportFilterShape),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
  weekday: z.number().int().nullable(),
  monthDay: z.number().int().nullable(),
  hour: z.number().int(),
  format: z.enum(REPORT_SCHEDULE_FORMATS),
  recipients: z.array(z.string()),
  isActive: z.boolean(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The next Lima instant it is sent (ISO, UTC); null when paused. */
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/** One sending of a scheduled report to one recipient, or a failure to build it. */
export const reportDeliverySchema = z.object({
  id: z.uuid(),
  scheduleId: z.uuid(),
  scheduleName: z.string(),
  /** The occurrence it belongs to (ISO, UTC): one per schedule and occurrence, ever. */
  occurrence: z.string(),
  recipient: z.string().nullable(),
  status: z.enum(['QUEUED', 'SENT', 'FAILED', 'SKIPPED_UNSUBSCRIBED']),
  error: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportDelivery = z.infer<typeof reportDeliverySchema>;
