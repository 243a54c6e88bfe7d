import { z } from 'zod';
import { dashboardMessages } from '../messages/es/dashboard';
import { checkPeriodFields, periodQueryShape, periodRangeSchema } from './period';
import { slaSummarySchema } from './sla-dashboard';
import { ticketPrioritySchema, ticketSourceSchema, ticketStatusSchema } from './ticket-summary';

/**
 * docs/dashboards.md: the dashboards' answers. One request answers every figure of a dashboard;
 * every count is computed in SQL under the ticket visibility rule of the caller.
 */

const idName = z.object({ id: z.uuid(), name: z.string() });

/** A ticket as a dashboard lists it (oldest, unassigned, due soon, a client's own). */
export const dashboardTicketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  status: ticketStatusSchema,
  /** The department's custom status shown instead of the base one, when set. */
  customStatus: idName.nullable(),
  priority: ticketPrioritySchema,
  department: idName.nullable(),
  assignedTo: idName.nullable(),
  /** The requester's name, or the company's when the ticket has one. */
  requesterName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DashboardTicket = z.infer<typeof dashboardTicketSchema>;

/** A median and 90th percentile of durations in minutes; null when nothing was measured. */
export const durationFigureSchema = z.object({
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
  /** How many tickets the figure is made of. */
  count: z.number().int(),
});
export type DurationFigure = z.infer<typeof durationFigureSchema>;

/** GET /api/dashboard/overview: `?period=&from=&to=` (default 7d) and `departmentId`. */
export const dashboardOverviewQuerySchema = z
  .object({
    ...periodQueryShape('7d'),
    departmentId: z.uuid({ error: dashboardMessages.validation.departmentInvalid }).optional(),
  })
  .superRefine(checkPeriodFields);
export type DashboardOverviewQuery = z.infer<typeof dashboardOverviewQuerySchema>;

/** The load of one técnico or lead of the dashboard's departments. */
export const technicianLoadSchema = z.object({
  technician: idName,
  role: z.enum(['TECH_LEAD', 'TECHNICIAN']),
  /** Open tickets assigned (PENDIENTE, EN_PROGRESO, ESCALADO). */
  open: z.number().int(),
  /** The person's capacity; null when no maximum is set (docs/team.md). */
  maxOpenTickets: z.number().int().nullable(),
  /** open ≥ maxOpenTickets; false when no maximum is set. */
  isFull: z.boolean(),
  /** Connected to the live updates right now, on the instance that answers (docs/dashboards.md). */
  isOnline: z.boolean(),
  /** Tickets of the period this person resolved. */
  resolvedInPeriod: z.number().int(),
});
export type TechnicianLoad = z.infer<typeof technicianLoadSchema>;

/**
 * The administrator's dashboard (all departments) and the tech lead's (their departments): the
 * same answer, scoped by the server.
 */
export const dashboardOverviewSchema = z.object({
  range: periodRangeSchema,
  generatedAt: z.string(),
  /** The departments the figures cover (all for an administrator, theirs for a lead). */
  departments: z.array(idName),
  /** Open tickets now (not bound to the period). */
  backlog: z.object({
    open: z.number().int(),
    unassigned: z.number().int(),
    byStatus: z.array(z.object({ status: ticketStatusSchema, count: z.number().int() })),
    byPriority: z.array(z.object({ priority: ticketPrioritySchema, count: z.number().int() })),
    /** department null: tickets without a department. */
    byDepartment: z.array(z.object({ department: idName.nullable(), count: z.number().int() })),
  }),
  /** Per Lima day of the period, oldest first; days without tickets included with zeros. */
  flow: z.array(
    z.object({ date: z.string(), created: z.number().int(), resolved: z.number().int() }),
  ),
  /** Totals of the period. */
  totals: z.object({ created: z.number().int(), resolved: z.number().int() }),
  /** Tickets created in the period: creation → first public staff reply. */
  firstResponse: durationFigureSchema,
  /** Tickets resolved in the period: creation → resolution. */
  resolution: durationFigureSchema,
  load: z.array(technicianLoadSchema),
  /** The oldest open tickets (created first), at most 5. */
  oldest: z.array(dashboardTicketSchema),
  /** The oldest open tickets without an assignee, at most 5. */
  unassignedTickets: z.array(dashboardTicketSchema),
  /** Tickets created in the period by source. */
  channels: z.array(z.object({ source: ticketSourceSchema, count: z.number().int() })),
  /** Customer companies with the most open tickets, at most 5. */
  topCustomers: z.array(z.object({ customer: idName, open: z.number().int() })),
  /** The last 24 hours against the 24 before them. */
  sinceYesterday: z.object({
    created: z.number().int(),
    createdBefore: z.number().int(),
    resolved: z.number().int(),
    resolvedBefore: z.number().int(),
    escalated: z.number().int(),
    reopened: z.number().int(),
  }),
  /** SLA compliance in the period and the clocks at risk or overdue now (docs/sla.md#dashboard). */
  sla: slaSummarySchema,
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** GET /api/dashboard/technician: the signed-in técnico's (or lead's) own work. */
export const technicianDashboardSchema = z.object({
  generatedAt: z.string(),
  /** My open tickets by priority. */
  queue: z.object({
    open: z.number().int(),
    byPriority: z.array(z.object({ priority: ticketPrioritySchema, count: z.number().int() })),
    /** My capacity; null when no maximum is set (docs/team.md). */
    maxOpenTickets: z.number().int().nullable(),
  }),
  /**
   * docs/dashboards.md#due-soon: my open tickets nearest to (or past) the response promise, most
   * urgent first, at most 8.
   */
  dueSoon: z.array(dashboardTicketSchema.extend({ dueAt: z.string() })),
  /** Today (Lima) and this week (Monday–today, Lima). */
  figures: z.object({
    today: z.object({
      resolved: z.number().int(),
      replies: z.number().int(),
      firstResponse: durationFigureSchema,
    }),
    week: z.object({
      resolved: z.number().int(),
      replies: z.number().int(),
      firstResponse: durationFigureSchema,
    }),
  }),
  /**
   * docs/dashboards.md "Técnico": the SLA of the tickets assigned to me — first responses and
   * resolutions settled this week (Monday–today, Lima), counted as the SLA dashboard counts them,
   * and my open tickets at risk and overdue now.
   */
  sla: slaSummarySchema,
  /**
   * Public comments by clients on my tickets in the last 30 days (docs/dashboards.md),
   * newest first, at most 8.
   */
  clientReplies: z.array(
    z.object({
      ticket: z.object({ id: z.uuid(), number: z.number().int(), title: z.string() }),
      author: z.string(),
      excerpt: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** My latest notifications that mention or concern me (assignment, mention), at most 8. */
  mentions: z.array(
    z.object({
      id: z.uuid(),
      type: z.string(),
      title: z.string(),
      message: z.string(),
      ticketId: z.uuid().nullable(),
      isRead: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export type TechnicianDashboard = z.infer<typeof technicianDashboardSchema>;

/** GET /api/dashboard/client: the signed-in client's tickets and, when linked, the company's. */
export const clientDashboardSchema = z.object({
  generatedAt: z.string(),
  /** Counts of my tickets by base status (all five, zeros included). */
  myCounts: z.array(z.object({ status: ticketStatusSchema, count: z.number().int() })),
  /** My open tickets (and RESUELTO ones waiting for my confirmation), most recent first, ≤ 10. */
  myOpen: z.array(dashboardTicketSchema),
  /**
   * Public replies by staff on my tickets in the last 30 days, never internal notes
   * (docs/dashboards.md), newest first, at most 8.
   */
  recentReplies: z.array(
    z.object({
      ticket: z.object({ id: z.uuid(), number: z.number().int(), title: z.string() }),
      author: z.string(),
      excerpt: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** null when the client belongs to no company. */
  company: z
    .object({
      customer: idName,
      open: z.number().int(),
      /** The company's open tickets raised by colleagues, most recent first, at most 10. */
      tickets: z.array(dashboardTicketSchema),
    })
    .nullable(),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;
