/**
 * Team time vocabulary (docs/schedules.md): exception kinds, availability states, the
 * department's automatic assignment, pause kinds and the reminders sent. Shared by the server,
 * which stores and computes them, and the web app.
 */

/** docs/schedules.md#shifts-and-exceptions: what a dated exception does to the weekly pattern. */
export const SCHEDULE_EXCEPTION_KINDS = ['vacation', 'leave', 'swap', 'extra'] as const;
export type ScheduleExceptionKind = (typeof SCHEDULE_EXCEPTION_KINDS)[number];

/** docs/schedules.md#availability: a técnico's state at an instant. */
export const AVAILABILITY_STATES = ['available', 'on_break', 'at_lunch', 'off_shift'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

/** A department's automatic assignment of new tickets (docs/schedules.md). */
export const AUTO_ASSIGN_MODES = ['off', 'round_robin', 'least_loaded'] as const;
export type AutoAssignMode = (typeof AUTO_ASSIGN_MODES)[number];

/** A pause a técnico records: a short break or the lunch. */
export const PAUSE_KINDS = ['break', 'lunch'] as const;
export type PauseKind = (typeof PAUSE_KINDS)[number];

/** What a schedule reminder was about: once per user, kind and due instant. */
export const SCHEDULE_REMINDER_KINDS = ['break', 'lunch', 'auto_close'] as const;
export type ScheduleReminderKind = (typeof SCHEDULE_REMINDER_KINDS)[number];

/** The organisation's zone: every schedule time is wall-clock here (docs/schedules.md#time-model). */
export const SCHEDULE_TIME_ZONE = 'America/Lima';
export const MINUTES_PER_DAY = 1440;
/** Weekday 0 is Sunday … 6 Saturday, as the SLA calendars' week. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** docs/schedules.md: limits of shifts, exceptions, department settings and ranges. */
export const SHIFT_MIN_MINUTES = 30;
export const SHIFT_MAX_MINUTES = 960;
export const SHIFTS_PER_WEEK_MAX = 21;
export const SCHEDULE_EXCEPTION_MAX_DAYS = 366;
export const SCHEDULE_NOTE_MAX_LENGTH = 500;
export const MIN_AVAILABLE_MAX = 50;
export const LUNCH_MIN_MINUTES = 15;
export const LUNCH_MAX_MINUTES = 120;
export const DEFAULT_MIN_AVAILABLE = 1;
export const DEFAULT_LUNCH_MINUTES = 60;
export const DEFAULT_LUNCH_WINDOW_START = 720;
export const DEFAULT_LUNCH_WINDOW_END = 900;
/** GET /api/schedules/team and /me: days at most between `from` and `to`, both included. */
export const SCHEDULE_RANGE_MAX_DAYS = 62;
