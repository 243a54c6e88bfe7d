import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AUTO_ASSIGN_MODES,
  PAUSE_KINDS,
  SCHEDULE_EXCEPTION_KINDS,
  SCHEDULE_REMINDER_KINDS,
} from '@atiende/contracts';
import { idColumn, timestamps, timestamptz, updatedAtColumn } from './columns';
import { departments } from './organisation';
import { slaCalendars } from './sla';
import { ownerUserIdColumn, userReference } from './user-references';
import { users } from './users';

export const scheduleExceptionKindEnum = pgEnum(
  'schedule_exception_kind',
  SCHEDULE_EXCEPTION_KINDS,
);
export const autoAssignModeEnum = pgEnum('auto_assign_mode', AUTO_ASSIGN_MODES);
export const pauseKindEnum = pgEnum('pause_kind', PAUSE_KINDS);
export const scheduleReminderKindEnum = pgEnum('schedule_reminder_kind', SCHEDULE_REMINDER_KINDS);

/**
 * A técnico's weekly pattern (docs/schedules.md#shifts-and-exceptions): one row per shift, in
 * Lima wall-clock minutes. A shift may cross midnight and belongs to the weekday it starts on;
 * the service refuses two shifts of one person that overlap.
 */
export const workShifts = pgTable(
  'work_shifts',
  {
    id: idColumn(),
    userId: ownerUserIdColumn(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('work_shifts_user_weekday_idx').on(table.userId, table.weekday),
    check('work_shifts_weekday_check', sql`${table.weekday} BETWEEN 0 AND 6`),
    check('work_shifts_start_check', sql`${table.startMinute} BETWEEN 0 AND 1439`),
    check('work_shifts_duration_check', sql`${table.durationMinutes} BETWEEN 30 AND 960`),
  ],
);

/**
 * Dated changes to the pattern (docs/schedules.md#shifts-and-exceptions): vacation and leave
 * remove time (a leave with times only that part of the day), an extra adds a shift, a swap
 * exchanges the day's shifts with a colleague. Both dates included.
 */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    id: idColumn(),
    userId: ownerUserIdColumn(),
    kind: scheduleExceptionKindEnum('kind').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    startMinute: smallint('start_minute'),
    durationMinutes: smallint('duration_minutes'),
    swapWithUserId: uuid('swap_with_user_id').references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdById: userReference('created_by_id'),
    ...timestamps(),
  },
  (table) => [
    index('schedule_exceptions_user_starts_idx').on(table.userId, table.startsOn),
    index('schedule_exceptions_swap_with_idx').on(table.swapWithUserId),
    check('schedule_exceptions_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
    check(
      'schedule_exceptions_times_check',
      sql`(${table.startMinute} IS NULL) = (${table.durationMinutes} IS NULL)`,
    ),
  ],
);

/**
 * The organisation's schedule settings, one row (`id` is always true): the SLA calendar whose
 * holidays apply to shifts (null: the default SLA policy's calendar).
 */
export const scheduleSettings = pgTable(
  'schedule_settings',
  {
    id: boolean('id').primaryKey().default(true),
    calendarId: uuid('calendar_id').references(() => slaCalendars.id, { onDelete: 'set null' }),
    updatedAt: updatedAtColumn(),
  },
  (table) => [check('schedule_settings_single_row_check', sql`${table.id}`)],
);

/**
 * A department's coverage minimum, lunch length and window, and automatic assignment
 * (docs/schedules.md#lunch-rota-and-coverage). A department without a row has the defaults.
 */
export const departmentScheduleSettings = pgTable(
  'department_schedule_settings',
  {
    departmentId: uuid('department_id')
      .primaryKey()
      .references(() => departments.id, { onDelete: 'cascade' }),
    minAvailable: smallint('min_available').notNull().default(1),
    lunchMinutes: smallint('lunch_minutes').notNull().default(60),
    lunchWindowStart: smallint('lunch_window_start').notNull().default(720),
    lunchWindowEnd: smallint('lunch_window_end').notNull().default(900),
    autoAssign: autoAssignModeEnum('auto_assign').notNull().default('off'),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('department_schedule_min_available_check', sql`${table.minAvailable} BETWEEN 0 AND 50`),
    check('department_schedule_lunch_check', sql`${table.lunchMinutes} BETWEEN 15 AND 120`),
    check(
      'department_schedule_window_check',
      sql`${table.lunchWindowStart} >= 0 AND ${table.lunchWindowEnd} <= 1440 AND ${table.lunchWindowStart} < ${table.lunchWindowEnd}`,
    ),
  ],
);

/**
 * The lunch rota (docs/schedules.md#lunch-rota-and-coverage): one lunch per técnico and weekday,
 * inside that weekday's shift; `department_id` is the rota that placed it.
 */
export const lunchSlots = pgTable(
  'lunch_slots',
  {
    userId: ownerUserIdColumn(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.weekday] }),
    index('lunch_slots_department_idx').on(table.departmentId, table.weekday),
    check('lunch_slots_weekday_check', sql`${table.weekday} BETWEEN 0 AND 6`),
    // Minutes from the midnight that opens the weekday: a night shift's lunch after midnight
    // is past 1439.
    check('lunch_slots_start_check', sql`${table.startMinute} BETWEEN 0 AND 2879`),
    check('lunch_slots_duration_check', sql`${table.durationMinutes} BETWEEN 15 AND 120`),
  ],
);

/**
 * Break policies (docs/schedules.md#pausas-y-recordatorios): a pause of `break_minutes` every
 * `every_minutes` of shift, for everyone or one department's members.
 */
export const breakPolicies = pgTable(
  'break_policies',
  {
    id: idColumn(),
    name: text('name').notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    everyMinutes: smallint('every_minutes').notNull(),
    breakMinutes: smallint('break_minutes').notNull(),
    autoCloseAfterMinutes: smallint('auto_close_after_minutes').notNull().default(30),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('break_policies_name_unique').on(sql`lower(${table.name})`),
    index('break_policies_department_idx').on(table.departmentId),
    check('break_policies_every_check', sql`${table.everyMinutes} BETWEEN 60 AND 480`),
    check('break_policies_break_check', sql`${table.breakMinutes} BETWEEN 5 AND 60`),
    check('break_policies_auto_close_check', sql`${table.autoCloseAfterMinutes} >= 0`),
  ],
);

/**
 * Breaks and lunches a técnico recorded (docs/schedules.md#pausas-y-recordatorios). At most one
 * open pause per person, which the partial unique index enforces.
 */
export const technicianPauses = pgTable(
  'technician_pauses',
  {
    id: idColumn(),
    userId: ownerUserIdColumn(),
    kind: pauseKindEnum('kind').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
    plannedMinutes: smallint('planned_minutes').notNull(),
    endedAutomatically: boolean('ended_automatically').notNull().default(false),
  },
  (table) => [
    uniqueIndex('technician_pauses_open_unique')
      .on(table.userId)
      .where(sql`ended_at IS NULL`),
    index('technician_pauses_user_started_idx').on(table.userId, table.startedAt),
    check(
      'technician_pauses_end_check',
      sql`${table.endedAt} IS NULL OR ${table.endedAt} >= ${table.startedAt}`,
    ),
  ],
);

/** Each reminder sent, once per person, kind and due instant (docs/schedules.md#pausas-y-recordatorios). */
export const scheduleRemindersSent = pgTable(
  'schedule_reminders_sent',
  {
    userId: ownerUserIdColumn(),
    kind: scheduleReminderKindEnum('kind').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.dueAt] })],
);

/**
 * When each técnico last got a ticket by automatic assignment in a department
 * (docs/schedules.md#asignación-automática): round robin picks the oldest.
 */
export const departmentAssignmentCursor = pgTable(
  'department_assignment_cursor',
  {
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: ownerUserIdColumn(),
    lastAssignedAt: timestamptz('last_assigned_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.departmentId, table.userId] }),
    index('department_assignment_cursor_user_idx').on(table.userId),
  ],
);
