import { z } from 'zod';
import { dashboardMessages } from '../messages/es/dashboard';
import { checkPeriodFields, periodQueryShape, periodRangeSchema } from './period';
import { ticketPrioritySchema, ticketStatusSchema } from './ticket-summary';

/**
 * docs/sla.md#dashboard: the SLA dashboard's answer (`GET /api/sla/dashboard`) and the SLA
 * figures of the administrator's and lead's overview. A target counts once, when its outcome is
 * known: met when the first response is given or the ticket completed in time, breached when its
 * due time passes while its clock runs.
 */

const idName = z.object({ id: z.uuid(), name: z.string() });

/** Targets met and breached in the period; `percent` (0–100, one decimal) is null with neither. */
export const slaComplianceSchema = z.object({
  met: z.number().int(),
  breached: z.number().int(),
  percent: z.number().nullable(),
});
export type SlaCompliance = z.infer<typeof slaComplianceSchema>;

const complianceRow = {
  firstResponse: slaComplianceSchema,
  resolution: slaComplianceSchema,
};

/** The SLA figures of a scope and period: the compliance of both targets, and now's clocks. */
export const slaSummarySchema = z.object({
  ...complianceRow,
  /** Open tickets with a running target in its warning share or due within the hour, not past. */
  atRisk: z.number().int(),
  /** Open tickets with a running target past its due time. */
  overdue: z.number().int(),
});
export type SlaSummary = z.infer<typeof slaSummarySchema>;

export const SLA_DASHBOARD_TARGETS = ['FIRST_RESPONSE', 'RESOLUTION'] as const;
export type SlaDashboardTarget = (typeof SLA_DASHBOARD_TARGETS)[number];
/** How many at-risk tickets the answer lists (the count is `summary.atRisk`). */
export const SLA_AT_RISK_LIMIT = 50;

/** GET /api/sla/dashboard: `?period=&from=&to=` (default 7d) and `departmentId`. */
export const slaDashboardQuerySchema = z
  .object({
    ...periodQueryShape('7d'),
    departmentId: z.uuid({ error: dashboardMessages.validation.departmentInvalid }).optional(),
  })
  .superRefine(checkPeriodFields);
export type SlaDashboardQuery = z.infer<typeof slaDashboardQuerySchema>;

/** One at-risk ticket, with the target nearest to its due time. */
export const slaAtRiskTicketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  department: idName.nullable(),
  assignedTo: idName.nullable(),
  target: z.enum(SLA_DASHBOARD_TARGETS),
  dueAt: z.string(),
});
export type SlaAtRiskTicket = z.infer<typeof slaAtRiskTicketSchema>;

export const slaDashboardSchema = z.object({
  range: periodRangeSchema,
  generatedAt: z.string(),
  /** The departments the figures cover (all for an administrator, theirs for a lead). */
  departments: z.array(idName),
  summary: slaSummarySchema,
  /** Every priority, Urgente first. */
  byPriority: z.array(z.object({ priority: ticketPrioritySchema, ...complianceRow })),
  /** Departments with a target settled in the period, by name; null: tickets without one. */
  byDepartment: z.array(z.object({ department: idName.nullable(), ...complianceRow })),
  /** The current assignee of the tickets; null: unassigned. Most targets first. */
  byTechnician: z.array(z.object({ technician: idName.nullable(), ...complianceRow })),
  /** Per Lima day of the period, oldest first, every day present: targets met and breached. */
  trend: z.array(z.object({ date: z.string(), met: z.number().int(), breached: z.number().int() })),
  /** The at-risk tickets, the nearest due time first, at most SLA_AT_RISK_LIMIT. */
  atRisk: z.array(slaAtRiskTicketSchema),
});
export type SlaDashboard = z.infer<typeof slaDashboardSchema>;
