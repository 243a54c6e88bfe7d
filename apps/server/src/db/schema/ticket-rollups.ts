import { date, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { ticketSourceEnum } from './enums';

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
