import { date, integer, pgTable, primaryKey, unique, uuid } from 'drizzle-orm/pg-core';
import { ticketPriorityEnum, ticketSourceEnum } from './enums';

/*
 * Daily counts of tickets kept by the database itself (docs/dashboards.md#daily-counts): triggers
 * on `tickets` (migration 0015) write a +1/−1 change row whenever a ticket is inserted, deleted,
 * moved to another department, reassigned, resolved or reopened, in the same transaction as the
 * change; `ticket_daily_counts_fold()` moves the changes into the counts every few seconds, and
 * readers add up both (the views `ticket_created_per_day` and `ticket_resolved_per_day`). Change
 * rows are only ever inserted, so busy writers never wait on one another's counter row. Derived
 * data: no foreign keys (a department or person that no longer exists simply stops being asked
 * for), and `ticket_daily_counts_rebuild()` recomputes everything from the tickets.
 */

/** Tickets created per Lima day, department and channel. */
export const ticketCreatedDaily = pgTable(
  'ticket_created_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    departmentId: uuid('department_id'),
    source: ticketSourceEnum('source').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    unique('ticket_created_daily_key')
      .on(table.day, table.departmentId, table.source)
      .nullsNotDistinct(),
  ],
);

/**
 * Tickets resolved per Lima day of `resolved_at`, department and assignee: a reopened ticket
 * (resolved_at cleared) leaves its day; closing keeps it (resolved_at stays).
 */
export const ticketResolvedDaily = pgTable(
  'ticket_resolved_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    departmentId: uuid('department_id'),
    assignedToId: uuid('assigned_to_id'),
    count: integer('count').notNull(),
  },
  (table) => [
    unique('ticket_resolved_daily_key')
      .on(table.day, table.departmentId, table.assignedToId)
      .nullsNotDistinct(),
  ],
);

/** Changes to `ticket_created_daily` not folded in yet: one row per ticket write, ±1. */
export const ticketCreatedDailyChanges = pgTable('ticket_created_daily_changes', {
  day: date('day', { mode: 'string' }).notNull(),
  departmentId: uuid('department_id'),
  source: ticketSourceEnum('source').notNull(),
  count: integer('count').notNull(),
});

/** Changes to `ticket_resolved_daily` not folded in yet: one row per ticket write, ±1. */
export const ticketResolvedDailyChanges = pgTable('ticket_resolved_daily_changes', {
  day: date('day', { mode: 'string' }).notNull(),
  departmentId: uuid('department_id'),
  assignedToId: uuid('assigned_to_id'),
  count: integer('count').notNull(),
});

/*
 * SLA targets met and breached per Lima day (docs/sla.md#dashboard, migration 0028), kept the
 * same way from the clocks (`ticket_sla`): a trigger writes a change row whenever a clock's
 * outcome, priority, department or assignee changes, `ticket_sla_daily_fold()` folds them with
 * the daily counts, readers add up both (`ticket_sla_per_day`) and `ticket_sla_daily_rebuild()`
 * recounts everything. Each target counts on the day its outcome is known as if now were
 * infinitely far: met on the day of the response or the resolution, breached on its due day
 * while the clock runs (the readers take back the running targets not due yet).
 */

/** Per Lima day, the clock's priority and the ticket's current department and assignee. */
export const ticketSlaDaily = pgTable(
  'ticket_sla_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    priority: ticketPriorityEnum('priority').notNull(),
    departmentId: uuid('department_id'),
    assignedToId: uuid('assigned_to_id'),
    firstResponseMet: integer('first_response_met').notNull(),
    firstResponseBreached: integer('first_response_breached').notNull(),
    resolutionMet: integer('resolution_met').notNull(),
    resolutionBreached: integer('resolution_breached').notNull(),
  },
  (table) => [
    unique('ticket_sla_daily_key')
      .on(table.day, table.priority, table.departmentId, table.assignedToId)
      .nullsNotDistinct(),
  ],
);

/** Changes to `ticket_sla_daily` not folded in yet: ±1 per target whose outcome moved. */
export const ticketSlaDailyChanges = pgTable('ticket_sla_daily_changes', {
  day: date('day', { mode: 'string' }).notNull(),
  priority: ticketPriorityEnum('priority').notNull(),
  departmentId: uuid('department_id'),
  assignedToId: uuid('assigned_to_id'),
  firstResponseMet: integer('first_response_met').notNull(),
  firstResponseBreached: integer('first_response_breached').notNull(),
  resolutionMet: integer('resolution_met').notNull(),
  resolutionBreached: integer('resolution_breached').notNull(),
});

/**
 * The whole desk's SLA counts per Lima day and priority (migration 0031): the same changes folded
 * a second time without the department and the assignee, so the administrator's overview adds up
 * a few hundred rows for a quarter instead of tens of thousands (docs/sla.md#dashboard). Readers
 * use `ticket_sla_totals_per_day`.
 */
export const ticketSlaDailyTotals = pgTable(
  'ticket_sla_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    priority: ticketPriorityEnum('priority').notNull(),
    firstResponseMet: integer('first_response_met').notNull(),
    firstResponseBreached: integer('first_response_breached').notNull(),
    resolutionMet: integer('resolution_met').notNull(),
    resolutionBreached: integer('resolution_breached').notNull(),
  },
  (table) => [
    primaryKey({ name: 'ticket_sla_daily_totals_key', columns: [table.day, table.priority] }),
  ],
);
