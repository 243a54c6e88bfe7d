import { z } from 'zod';
import {
  AUTO_ASSIGN_MODES,
  AVAILABILITY_STATES,
  LUNCH_MAX_MINUTES,
  LUNCH_MIN_MINUTES,
  MIN_AVAILABLE_MAX,
  PAUSE_KINDS,
  SCHEDULE_EXCEPTION_KINDS,
  SCHEDULE_NOTE_MAX_LENGTH,
  SCHEDULE_RANGE_MAX_DAYS,
  SHIFTS_PER_WEEK_MAX,
  SHIFT_MAX_MINUTES,
  SHIFT_MIN_MINUTES,
} from '../constants/schedules';
import { scheduleMessages } from '../messages/es/schedules';
import { isoDateSchema, periodSpanDays } from './period';

const v = scheduleMessages.validation;

/**
 * Team time (docs/schedules.md). Times are Lima wall-clock minutes from midnight; weekday 0 is
 * Sunday. Shape checks answer 400 here; rules across fields (overlaps, a lunch outside its
 * shift, an exception's dates, kind and partner) are the service's, answered 422.
 */

const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const weekdaySchema = int(0, 6, v.weekdayInvalid);
export const startMinuteSchema = int(0, 1439, v.startInvalid);
export const shiftDurationSchema = int(SHIFT_MIN_MINUTES, SHIFT_MAX_MINUTES, v.durationInvalid);
const scheduleDate = isoDateSchema;
const userId = z.uuid({ error: v.userInvalid });
const named = z.object({ id: z.uuid(), name: z.string() });

/** `/api/schedules/users/:userId/…`. */
export const scheduleUserParamsSchema = z.object({ userId });
/** `/api/schedules/departments/:departmentId/…`. */
export const scheduleDepartmentParamsSchema = z.object({
  departmentId: z.uuid({ error: v.departmentInvalid }),
});

// --- Organisation settings -------------------------------------------------------------------

export const scheduleSettingsInputSchema = z.object({
  /** The SLA calendar whose holidays apply; null: the default SLA policy's calendar. */
  calendarId: z
    .uuid({ error: v.calendarUnknown })
    .nullish()
    .transform((value) => value ?? null),
});
export type ScheduleSettingsInput = z.input<typeof scheduleSettingsInputSchema>;

export const scheduleSettingsSchema = z.object({
  calendarId: z.uuid().nullable(),
  /** The calendar in force: the chosen one, else the default SLA policy's, else none. */
  effectiveCalendar: named.nullable(),
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;
export const scheduleSettingsEnvelopeSchema = z.object({ settings: scheduleSettingsSchema });

// --- Weekly pattern --------------------------------------------------------------------------

export const workShiftInputSchema = z.object({
  weekday: weekdaySchema,
  startMinute: startMinuteSchema,
  durationMinutes: shiftDurationSchema,
});
export type WorkShiftInput = z.infer<typeof workShiftInputSchema>;

/** PUT /api/schedules/users/:userId/shifts: the whole week, replacing the previous one. */
export const workShiftsInputSchema = z.object({
  shifts: z.array(workShiftInputSchema).max(SHIFTS_PER_WEEK_MAX, v.shiftsTooMany),
});
export type WorkShiftsInput = z.input<typeof workShiftsInputSchema>;

export const workShiftSchema = workShiftInputSchema.extend({ id: z.uuid() });
export type WorkShift = z.infer<typeof workShiftSchema>;
export const workShiftsEnvelopeSchema = z.object({
  shifts: z.array(workShiftSchema),
  /** Weekdays whose lunch no longer fit in the new shifts and was taken off the rota. */
  removedLunchWeekdays: z.array(z.number().int()),
});

// --- Exceptions ------------------------------------------------------------------------------

const optionalMinute = (schema: z.ZodNumber) =>
  schema.nullish().transform((value) => value ?? null);

const exceptionFields = {
  kind: z.enum(SCHEDULE_EXCEPTION_KINDS, { error: v.kindInvalid }),
  startsOn: scheduleDate,
  /** Included. */
  endsOn: scheduleDate,
  startMinute: optionalMinute(startMinuteSchema),
  durationMinutes: optionalMinute(shiftDurationSchema),
  swapWithUserId: z
    .uuid({ error: v.swapPartnerUnknown })
    .nullish()
    .transform((value) => value ?? null),
  note: z
    .string()
    .trim()
    .max(SCHEDULE_NOTE_MAX_LENGTH, v.noteTooLong)
    .nullish()
    .transform((value) => value || null),
};

/** POST /api/schedules/exceptions. */
export const scheduleExceptionInputSchema = z.object({ userId, ...exceptionFields });
export type ScheduleExceptionInput = z.input<typeof scheduleExceptionInputSchema>;

/** PATCH /api/schedules/exceptions/:id: the fields to change; the result is checked whole. */
export const scheduleExceptionPatchSchema = z.object({
  kind: exceptionFields.kind.optional(),
  startsOn: scheduleDate.optional(),
  endsOn: scheduleDate.optional(),
  startMinute: startMinuteSchema.nullable().optional(),
  durationMinutes: shiftDurationSchema.nullable().optional(),
  swapWithUserId: z.uuid({ error: v.swapPartnerUnknown }).nullable().optional(),
  note: z.string().trim().max(SCHEDULE_NOTE_MAX_LENGTH, v.noteTooLong).nullable().optional(),
});
export type ScheduleExceptionPatch = z.input<typeof scheduleExceptionPatchSchema>;

export const scheduleExceptionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  kind: z.enum(SCHEDULE_EXCEPTION_KINDS),
  startsOn: z.string(),
  endsOn: z.string(),
  startMinute: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  swapWith: named.nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScheduleException = z.infer<typeof scheduleExceptionSchema>;
export const scheduleExceptionEnvelopeSchema = z.object({ exception: scheduleExceptionSchema });

/** The exception's own rules (docs/schedules.md#shifts-and-exceptions): field → message. */
export function scheduleExceptionProblems(input: {
  userId: string;
  kind: (typeof SCHEDULE_EXCEPTION_KINDS)[number];
  startsOn: string;
  endsOn: string;
  startMinute: number | null;
  durationMinutes: number | null;
  swapWithUserId: string | null;
}): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  if (input.endsOn < input.startsOn) problems.push({ field: 'endsOn', message: v.endsBeforeStart });
  else if (periodSpanDays(input.startsOn, input.endsOn) > 366)
    problems.push({ field: 'endsOn', message: v.exceptionTooLong });
  const hasStart = input.startMinute !== null;
  const hasDuration = input.durationMinutes !== null;
  if (input.kind === 'extra' && (!hasStart || !hasDuration))
    problems.push({
      field: hasStart ? 'durationMinutes' : 'startMinute',
      message: v.timesRequired,
    });
  else if (hasStart !== hasDuration)
    problems.push({ field: hasStart ? 'durationMinutes' : 'startMinute', message: v.timesBoth });
  else if ((input.kind === 'vacation' || input.kind === 'swap') && hasStart)
    problems.push({ field: 'startMinute', message: v.timesNotAllowed });
  if (input.kind === 'swap' && input.swapWithUserId === null)
    problems.push({ field: 'swapWithUserId', message: v.swapPartnerRequired });
  else if (input.kind === 'swap' && input.swapWithUserId === input.userId)
    problems.push({ field: 'swapWithUserId', message: v.swapPartnerSelf });
  else if (input.kind !== 'swap' && input.swapWithUserId !== null)
    problems.push({ field: 'swapWithUserId', message: v.swapPartnerOnlyForSwap });
  return problems;
}

// --- Department settings ---------------------------------------------------------------------

export const departmentScheduleSettingsInputSchema = z.object({
  minAvailable: int(0, MIN_AVAILABLE_MAX, v.minAvailableInvalid),
  lunchMinutes: int(LUNCH_MIN_MINUTES, LUNCH_MAX_MINUTES, v.lunchMinutesInvalid),
  lunchWindowStart: int(0, 1440, v.lunchWindowInvalid),
  lunchWindowEnd: int(0, 1440, v.lunchWindowInvalid),
  autoAssign: z.enum(AUTO_ASSIGN_MODES, { error: v.autoAssignInvalid }),
});
export type DepartmentScheduleSettingsInput = z.input<typeof departmentScheduleSettingsInputSchema>;

export const departmentScheduleSettingsSchema = departmentScheduleSettingsInputSchema.extend({
  departmentId: z.uuid(),
  departmentName: z.string(),
});
export type DepartmentScheduleSettings = z.infer<typeof departmentScheduleSettingsSchema>;
export const departmentScheduleSettingsEnvelopeSchema = z.object({
  settings: departmentScheduleSettingsSchema,
});

// --- Lunch rota and coverage -----------------------------------------------------------------

export const lunchSlotInputSchema = z.object({
  userId,
  weekday: weekdaySchema,
  /** From the midnight opening the weekday; past 1439 for a night shift's lunch after midnight. */
  startMinute: int(0, 2879, v.lunchStartInvalid),
  durationMinutes: int(LUNCH_MIN_MINUTES, LUNCH_MAX_MINUTES, v.lunchMinutesInvalid),
});
export type LunchSlotInput = z.infer<typeof lunchSlotInputSchema>;

/** PUT /api/schedules/departments/:departmentId/lunch-rota: the department's whole rota. */
export const lunchRotaInputSchema = z.object({
  slots: z.array(lunchSlotInputSchema).max(50 * 7, v.slotsTooMany),
});
export type LunchRotaInput = z.input<typeof lunchRotaInputSchema>;

/** POST …/lunch-rota/generate: a proposal, saved only with `save: true`. */
export const lunchRotaGenerateInputSchema = z.object({ save: z.boolean().default(false) });

export const lunchSlotSchema = lunchSlotInputSchema.extend({ userName: z.string() });
export type LunchSlot = z.infer<typeof lunchSlotSchema>;

/** An interval of a weekday with fewer available técnicos than the minimum. */
export const coverageWarningSchema = z.object({
  weekday: z.number().int(),
  fromMinute: z.number().int(),
  toMinute: z.number().int(),
  available: z.number().int(),
  minimum: z.number().int(),
  atLunch: z.array(named),
  offShift: z.array(named),
  /** Spanish sentence with the weekday, the times and who is at lunch. */
  message: z.string(),
});
export type CoverageWarning = z.infer<typeof coverageWarningSchema>;

export const lunchRotaDaySchema = z.object({
  weekday: z.number().int(),
  slots: z.array(lunchSlotSchema),
  warnings: z.array(coverageWarningSchema),
});
export type LunchRotaDay = z.infer<typeof lunchRotaDaySchema>;

export const lunchRotaResponseSchema = z.object({
  settings: departmentScheduleSettingsSchema,
  days: z.array(lunchRotaDaySchema),
  /** False for a proposal not yet saved. */
  saved: z.boolean(),
});
export type LunchRotaResponse = z.infer<typeof lunchRotaResponseSchema>;

// --- Computed shifts -------------------------------------------------------------------------

export const shiftInstanceSchema = z.object({
  /** The Lima day it starts on. */
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** `pattern`, an `extra` shift, or a colleague's shift taken by a `swap`. */
  source: z.enum(['pattern', 'extra', 'swap']),
});
export type ShiftInstance = z.infer<typeof shiftInstanceSchema>;

const intervalSchema = z.object({ startsAt: z.string(), endsAt: z.string() });

export const scheduleDaySchema = z.object({
  date: z.string(),
  weekday: z.number().int(),
  /** The holiday's name when the day is one in the calendar in force. */
  holiday: z.string().nullable(),
  shifts: z.array(shiftInstanceSchema),
  lunch: intervalSchema.nullable(),
  exceptionIds: z.array(z.uuid()),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/** `?from=&to=` (Lima dates, both included, at most 62 days). */
export const scheduleRangeQuerySchema = z
  .object({ from: scheduleDate, to: scheduleDate })
  .superRefine((query, ctx) => {
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: v.rangeInvalid });
    else if (periodSpanDays(query.from, query.to) > SCHEDULE_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: v.rangeTooLong });
  });

export const scheduleTeamQuerySchema = z
  .object({
    from: scheduleDate,
    to: scheduleDate,
    departmentId: z.uuid({ error: v.departmentInvalid }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: v.rangeInvalid });
    else if (periodSpanDays(query.from, query.to) > SCHEDULE_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: v.rangeTooLong });
  });

export const scheduleHolidaySchema = z.object({ date: z.string(), name: z.string() });

export const teamScheduleMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.string(),
  /** False: "sin horario", always available (docs/schedules.md#availability). */
  hasSchedule: z.boolean(),
  shifts: z.array(workShiftSchema),
  lunchSlots: z.array(lunchSlotSchema),
  exceptions: z.array(scheduleExceptionSchema),
  days: z.array(scheduleDaySchema),
});
export type TeamScheduleMember = z.infer<typeof teamScheduleMemberSchema>;

export const teamScheduleResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  department: departmentScheduleSettingsSchema.nullable(),
  holidays: z.array(scheduleHolidaySchema),
  members: z.array(teamScheduleMemberSchema),
  /** The department's weekly coverage warnings (none without a department). */
  warnings: z.array(coverageWarningSchema),
});
export type TeamScheduleResponse = z.infer<typeof teamScheduleResponseSchema>;

export const plannedBreakSchema = intervalSchema.extend({ minutes: z.number().int() });

export const myScheduleDaySchema = scheduleDaySchema.extend({
  plannedBreaks: z.array(plannedBreakSchema),
});

export const myScheduleResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  hasSchedule: z.boolean(),
  shifts: z.array(workShiftSchema),
  exceptions: z.array(scheduleExceptionSchema),
  holidays: z.array(scheduleHolidaySchema),
  days: z.array(myScheduleDaySchema),
});
export type MyScheduleResponse = z.infer<typeof myScheduleResponseSchema>;

// --- Availability ----------------------------------------------------------------------------

export const availabilityStateSchema = z.enum(AVAILABILITY_STATES);

export const openPauseSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PAUSE_KINDS),
  startedAt: z.string(),
  plannedMinutes: z.number().int(),
});

export const technicianAvailabilitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: availabilityStateSchema,
  since: z.string().nullable(),
  until: z.string().nullable(),
  hasSchedule: z.boolean(),
  pause: openPauseSchema.nullable(),
});
export type TechnicianAvailability = z.infer<typeof technicianAvailabilitySchema>;

export const departmentAvailabilitySchema = z.object({
  departmentId: z.uuid(),
  departmentName: z.string(),
  minAvailable: z.number().int(),
  availableCount: z.number().int(),
  isBelowMinimum: z.boolean(),
  technicians: z.array(technicianAvailabilitySchema),
});
export type DepartmentAvailability = z.infer<typeof departmentAvailabilitySchema>;

export const scheduleAvailabilityQuerySchema = z.object({
  departmentId: z.uuid({ error: v.departmentInvalid }).optional(),
});

export const availabilityResponseSchema = z.object({
  at: z.string(),
  departments: z.array(departmentAvailabilitySchema),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
