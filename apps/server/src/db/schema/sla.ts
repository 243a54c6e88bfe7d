import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SlaDayOff, SlaTargetsByPriority, SlaWeek } from '@atiende/contracts';
import { idColumn, timestamps, timestamptz, updatedAtColumn } from './columns';
import { ticketPriorityEnum } from './enums';
import { customers, departments } from './organisation';
import { tickets } from './tickets';

/**
 * Business calendars (docs/sla.md#calendars): working intervals per weekday in a time zone, the
 * public holidays of a country (and region) from date-holidays, and the organisation's own days
 * off. `week[0]` is Sunday … `week[6]` Saturday, each a list of `{ start, end }` minutes.
 */
export const slaCalendars = pgTable(
  'sla_calendars',
  {
    id: idColumn(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull().default('America/Lima'),
    week: jsonb('week').$type<SlaWeek>().notNull(),
    /** ISO 3166 country of the public holidays (PE), none for a calendar without them. */
    holidayCountry: text('holiday_country'),
    holidayRegion: text('holiday_region'),
    daysOff: jsonb('days_off').$type<SlaDayOff[]>().notNull().default([]),
    ...timestamps(),
  },
  (table) => [uniqueIndex('sla_calendars_name_unique').on(sql`lower(${table.name})`)],
);

/**
 * SLA policies (docs/sla.md#policies): targets per priority, for every ticket (both scopes
 * empty: the default policy), a department, a company, or a company within a department. One
 * policy per scope; the most specific active one applies.
 */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    id: idColumn(),
    name: text('name').notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** None: the clock runs round the clock (the public form's 24-hour promise). */
    calendarId: uuid('calendar_id').references(() => slaCalendars.id, { onDelete: 'restrict' }),
    targets: jsonb('targets').$type<SlaTargetsByPriority>().notNull(),
    warningPercent: smallint('warning_percent').notNull().default(75),
    autoEscalate: boolean('auto_escalate').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('sla_policies_name_unique').on(sql`lower(${table.name})`),
    unique('sla_policies_scope_unique').on(table.departmentId, table.customerId).nullsNotDistinct(),
    index('sla_policies_calendar_idx').on(table.calendarId),
    check('sla_policies_warning_check', sql`${table.warningPercent} BETWEEN 1 AND 99`),
  ],
);

/**
 * Each ticket's SLA clock (docs/sla.md#clock): the policy it got with a copy of the targets it
 * applied, business minutes paused, the due times and the instants the warnings fall due, and when
 * each warning and breach was sent (set once, by a conditional UPDATE). The partial indexes hold
 * only running clocks whose alert is still to come: the check finds due tickets by index.
 */
export const ticketSla = pgTable(
  'ticket_sla',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    policyId: uuid('policy_id').references(() => slaPolicies.id, { onDelete: 'set null' }),
    calendarId: uuid('calendar_id').references(() => slaCalendars.id, { onDelete: 'set null' }),
    priority: ticketPriorityEnum('priority').notNull(),
    firstResponseTargetMinutes: integer('first_response_target_minutes').notNull(),
    resolutionTargetMinutes: integer('resolution_target_minutes').notNull(),
    warningPercent: smallint('warning_percent').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    pausedMinutes: doublePrecision('paused_minutes').notNull().default(0),
    pausedSince: timestamptz('paused_since'),
    firstResponsePausedMinutes: doublePrecision('first_response_paused_minutes')
      .notNull()
      .default(0),
    firstResponseAt: timestamptz('first_response_at'),
    firstResponseDueAt: timestamptz('first_response_due_at').notNull(),
    firstResponseWarnAt: timestamptz('first_response_warn_at').notNull(),
    resolutionDueAt: timestamptz('resolution_due_at').notNull(),
    resolutionWarnAt: timestamptz('resolution_warn_at').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    firstResponseWarnedAt: timestamptz('first_response_warned_at'),
    firstResponseBreachedAt: timestamptz('first_response_breached_at'),
    resolutionWarnedAt: timestamptz('resolution_warned_at'),
    resolutionBreachedAt: timestamptz('resolution_breached_at'),
    updatedAt: updatedAtColumn(),
    // Copies of the ticket's columns, kept in step by the database (migration 0028,
    // docs/sla.md#dashboard): the daily compliance counts and the running clocks read the clock
    // row alone. The ticket's department and assignee, and when it was resolved (closed without
    // a resolution: closed). No foreign keys: the ticket's own columns hold them.
    departmentId: uuid('department_id'),
    assignedToId: uuid('assigned_to_id'),
    ticketCompletedAt: timestamptz('ticket_completed_at'),
  },
  (table) => [
    index('ticket_sla_policy_idx').on(table.policyId),
    index('ticket_sla_first_response_warn_idx')
      .on(table.firstResponseWarnAt)
      .where(
        sql`first_response_at IS NULL AND paused_since IS NULL AND first_response_warned_at IS NULL`,
      ),
    index('ticket_sla_first_response_due_idx')
      .on(table.firstResponseDueAt)
      .where(
        sql`first_response_at IS NULL AND paused_since IS NULL AND first_response_breached_at IS NULL`,
      ),
    index('ticket_sla_resolution_warn_idx')
      .on(table.resolutionWarnAt)
      .where(sql`paused_since IS NULL AND resolution_warned_at IS NULL`),
    index('ticket_sla_resolution_due_idx')
      .on(table.resolutionDueAt)
      .where(sql`paused_since IS NULL AND resolution_breached_at IS NULL`),
    // docs/tickets.md#sla-in-the-list: the "Por vencer" view finds the running clocks whose next
    // target (the first response until given, then the resolution) is past its warning. The
    // expression is the list's own (tickets/ticket-sla-columns.ts).
    index('ticket_sla_next_warn_idx')
      .on(
        sql`(CASE WHEN ${table.firstResponseAt} IS NULL THEN ${table.firstResponseWarnAt} ELSE ${table.resolutionWarnAt} END)`,
      )
      .where(sql`paused_since IS NULL`),
    // docs/sla.md#dashboard: the due times passed (migration 0025). Migration 0029 dropped the
    // first responses' instants and the running clocks' warning instants, which only the
    // compliance before the daily counts read: the planner preferred the small warning index
    // for the running counts and fetched every running clock's row instead of reading the
    // due-time indexes below alone (docs/performance.md#sla-dashboard).
    index('ticket_sla_first_response_due_at_idx').on(table.firstResponseDueAt),
    index('ticket_sla_resolution_due_at_idx').on(table.resolutionDueAt),
    // docs/sla.md#dashboard: the running targets by due time, carrying what the dashboard's
    // running counts, at-risk candidates and the compliance's correction read, so those are
    // index-only scans (migration 0028 adds the INCLUDE columns, which Drizzle cannot write:
    // warning instant, ticket, priority, department, assignee; the resolution's also the first
    // response's columns, so the running counts read one entry per running clock).
    index('ticket_sla_first_response_running_due_idx')
      .on(table.firstResponseDueAt)
      .where(sql`first_response_at IS NULL AND paused_since IS NULL`),
    index('ticket_sla_resolution_running_due_idx')
      .on(table.resolutionDueAt)
      .where(sql`paused_since IS NULL`),
    // The "Por vencer" page in due order walks the running clocks' next due instant
    // (`nextDueAt` in tickets/ticket-sla-columns.ts; migration 0026).
    index('ticket_sla_next_due_idx')
      .on(
        sql`(CASE WHEN ${table.firstResponseAt} IS NULL THEN ${table.firstResponseDueAt} ELSE ${table.resolutionDueAt} END)`,
      )
      .where(sql`paused_since IS NULL`),
  ],
);
