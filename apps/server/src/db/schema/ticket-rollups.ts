import { date, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { ticketSourceEnum } from './enums';

/*
 * Daily counts of tickets kept by the database itself (docs/dashboards.md#daily-counts): triggers
 * on `tickets` (migration 0015) add and remove a ticket from its day's row whenever it is
 * inserted, deleted, moved to another department, reassigned, resolved or reopened, in the same
 * transaction as the change. They are derived data: no foreign keys (a department or person
 * that no longer exists simply stops being asked for), and `ticket_daily_counts_rebuild()`
 * recomputes both from the tickets (after a bulk load that skipped triggers).
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
