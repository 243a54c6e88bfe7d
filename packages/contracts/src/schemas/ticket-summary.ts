import { z } from 'zod';
import { TICKET_PRIORITIES, TICKET_SOURCES, TICKET_STATUSES } from '../constants/tickets';
import { ticketMessages } from '../messages/es/tickets';
import { paginationSchema } from './api';

/**
 * The ticket list's answer and what it is made of, in a module of its own: the list's first
 * screen validates its page with these alone, without building every other ticket schema
 * (create, update, comments, events…) on a phone (docs/performance.md, thirteenth pass).
 * schemas/tickets.ts re-exports them.
 */

const v = ticketMessages.validation;

export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: v.statusInvalid });
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES, { error: v.priorityInvalid });
export const ticketSourceSchema = z.enum(TICKET_SOURCES);

/** A named reference: a department, an assignee, a custom status. */
export const personSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * The SLA target a ticket waits on next (docs/sla.md#ticket-list-and-detail): the first response
 * until it is given, then the resolution. `warnAt` is the warning instant, `dueAt` the breach;
 * a paused clock keeps the instants it had when it stopped. Null on a ticket without a clock or
 * whose clock is over (resolved or closed).
 */
export const TICKET_SLA_TARGETS = ['FIRST_RESPONSE', 'RESOLUTION'] as const;
export const ticketSlaSummarySchema = z.object({
  target: z.enum(TICKET_SLA_TARGETS),
  dueAt: z.string(),
  warnAt: z.string(),
  isPaused: z.boolean(),
});
export type TicketSlaSummary = z.infer<typeof ticketSlaSummarySchema>;

export const ticketSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  status: ticketStatusSchema,
  customStatus: personSchema.nullable(),
  priority: ticketPrioritySchema,
  source: ticketSourceSchema,
  department: personSchema.nullable(),
  assignedTo: personSchema.nullable(),
  requester: z.object({
    name: z.string(),
    email: z.string().nullable(),
    business: z.string().nullable(),
  }),
  customer: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  sla: ticketSlaSummarySchema.nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketListResponseSchema = z.object({
  tickets: z.array(ticketSummarySchema),
  pagination: paginationSchema,
});
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;
