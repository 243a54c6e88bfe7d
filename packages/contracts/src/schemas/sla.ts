import { z } from 'zod';
import { TICKET_PRIORITIES, type TicketPriority } from '../constants/tickets';
import { slaMessages } from '../messages/es/sla';
import { ticketPrioritySchema } from './ticket-summary';

const v = slaMessages.validation;

/** docs/sla.md: limits of policies and calendars. */
export const SLA_NAME_MAX_LENGTH = 80;
export const SLA_TARGET_MAX_MINUTES = 525_600;
export const SLA_DAYS_OFF_MAX = 366;
export const SLA_DEFAULT_WARNING_PERCENT = 75;
export const SLA_DEFAULT_TIME_ZONE = 'America/Lima';

const nameSchema = z
  .string({ error: v.nameRequired })
  .trim()
  .min(1, v.nameRequired)
  .max(SLA_NAME_MAX_LENGTH, v.nameTooLong);

const targetMinutes = z
  .number({ error: v.targetInvalid })
  .int(v.targetInvalid)
  .min(1, v.targetInvalid)
  .max(SLA_TARGET_MAX_MINUTES, v.targetTooLong);

export const slaTargetsSchema = z
  .object({ firstResponseMinutes: targetMinutes, resolutionMinutes: targetMinutes })
  .refine((targets) => targets.firstResponseMinutes <= targets.resolutionMinutes, {
    message: v.firstResponseAfterResolution,
    path: ['firstResponseMinutes'],
  });
export type SlaTargets = z.infer<typeof slaTargetsSchema>;

/** First-response and resolution targets, in business minutes, for each priority. */
export const slaTargetsByPrioritySchema = z.object(
  Object.fromEntries(TICKET_PRIORITIES.map((priority) => [priority, slaTargetsSchema])) as Record<
    TicketPriority,
    typeof slaTargetsSchema
  >,
);
export type SlaTargetsByPriority = z.infer<typeof slaTargetsByPrioritySchema>;

/** `HH:MM` on a 24-hour clock; `24:00` ends a day. */
const clockTime = z
  .string({ error: v.timeInvalid })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, v.timeInvalid);

/** Minutes since midnight of an `HH:MM`. */
export function minutesOfClockTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

export const slaIntervalSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((interval) => minutesOfClockTime(interval.start) < minutesOfClockTime(interval.end), {
    message: v.intervalEmpty,
    path: ['end'],
  });
export type SlaInterval = z.infer<typeof slaIntervalSchema>;

/** Seven days, Sunday (0) to Saturday (6), each with its working intervals, sorted. */
export const slaWeekSchema = z
  .array(
    z
      .array(slaIntervalSchema)
      .transform((intervals) =>
        [...intervals].sort((a, b) => minutesOfClockTime(a.start) - minutesOfClockTime(b.start)),
      ),
    { error: v.weekLength },
  )
  .length(7, v.weekLength)
  .superRefine((week, ctx) => {
    week.forEach((intervals, day) => {
      for (let index = 1; index < intervals.length; index += 1) {
        if (
          minutesOfClockTime(intervals[index]!.start) <
          minutesOfClockTime(intervals[index - 1]!.end)
        )
          ctx.addIssue({ code: 'custom', message: v.intervalsOverlap, path: [day, index] });
      }
    });
    if (week.every((intervals) => intervals.length === 0))
      ctx.addIssue({ code: 'custom', message: v.noWorkingTime, path: [] });
  });
export type SlaWeek = z.infer<typeof slaWeekSchema>;

const isoDate = z
  .string({ error: v.dayOffDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, v.dayOffDateInvalid)
  .refine((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
  }, v.dayOffDateInvalid);

export const slaDayOffSchema = z.object({ date: isoDate, name: nameSchema });
export type SlaDayOff = z.infer<typeof slaDayOffSchema>;

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const slaCalendarInputSchema = z
  .object({
    name: nameSchema,
    timeZone: z
      .string({ error: v.timeZoneInvalid })
      .refine(isTimeZone, v.timeZoneInvalid)
      .default(SLA_DEFAULT_TIME_ZONE),
    week: slaWeekSchema,
    holidayCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, v.holidayCountryInvalid)
      .nullish()
      .transform((value) => value ?? null),
    holidayRegion: z
      .string()
      .regex(/^[A-Z0-9]{1,3}$/, v.holidayCountryInvalid)
      .nullish()
      .transform((value) => value ?? null),
    daysOff: z
      .array(slaDayOffSchema)
      .max(SLA_DAYS_OFF_MAX, v.daysOffTooMany)
      .default([])
      .superRefine((days, ctx) => {
        const seen = new Set<string>();
        days.forEach((day, index) => {
          if (seen.has(day.date))
            ctx.addIssue({ code: 'custom', message: v.dayOffDuplicated, path: [index, 'date'] });
          seen.add(day.date);
        });
      })
      .transform((days) => [...days].sort((a, b) => a.date.localeCompare(b.date))),
  })
  .refine((calendar) => calendar.holidayRegion === null || calendar.holidayCountry !== null, {
    message: v.holidayRegionWithoutCountry,
    path: ['holidayRegion'],
  });
export type SlaCalendarInput = z.input<typeof slaCalendarInputSchema>;

export const slaCalendarSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timeZone: z.string(),
  week: z.array(z.array(z.object({ start: z.string(), end: z.string() }))),
  holidayCountry: z.string().nullable(),
  holidayRegion: z.string().nullable(),
  daysOff: z.array(z.object({ date: z.string(), name: z.string() })),
  /** Working minutes of a week without holidays. */
  weeklyMinutes: z.number().int(),
  policyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SlaCalendar = z.infer<typeof slaCalendarSchema>;
export const slaCalendarListResponseSchema = z.object({ calendars: z.array(slaCalendarSchema) });
export const slaCalendarEnvelopeSchema = z.object({ calendar: slaCalendarSchema });

const optionalId = (message: string) =>
  z
    .uuid({ error: message })
    .nullish()
    .transform((value) => value ?? null);

export const slaPolicyInputSchema = z.object({
  name: nameSchema,
  departmentId: optionalId(v.departmentUnknown),
  customerId: optionalId(v.customerUnknown),
  /** None: the clock runs round the clock. */
  calendarId: optionalId(v.calendarUnknown),
  targets: slaTargetsByPrioritySchema,
  warningPercent: z
    .number({ error: v.warningPercentInvalid })
    .int(v.warningPercentInvalid)
    .min(1, v.warningPercentInvalid)
    .max(99, v.warningPercentInvalid)
    .default(SLA_DEFAULT_WARNING_PERCENT),
  autoEscalate: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type SlaPolicyInput = z.input<typeof slaPolicyInputSchema>;

export const slaPolicySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  departmentId: z.uuid().nullable(),
  departmentName: z.string().nullable(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  calendarId: z.uuid().nullable(),
  calendarName: z.string().nullable(),
  targets: z.record(
    ticketPrioritySchema,
    z.object({
      firstResponseMinutes: z.number().int(),
      resolutionMinutes: z.number().int(),
    }),
  ),
  warningPercent: z.number().int(),
  autoEscalate: z.boolean(),
  isActive: z.boolean(),
  /** Both scopes empty: the policy of every ticket no other matches. */
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SlaPolicy = z.infer<typeof slaPolicySchema>;
export const slaPolicyListResponseSchema = z.object({ policies: z.array(slaPolicySchema) });
export const slaPolicyEnvelopeSchema = z.object({ policy: slaPolicySchema });

export const SLA_TARGET_STATES = ['RUNNING', 'PAUSED', 'MET', 'BREACHED'] as const;
export type SlaTargetState = (typeof SLA_TARGET_STATES)[number];

export const slaTargetViewSchema = z.object({
  targetMinutes: z.number().int(),
  dueAt: z.string(),
  elapsedMinutes: z.number().int(),
  /** Negative once overdue. */
  remainingMinutes: z.number().int(),
  state: z.enum(SLA_TARGET_STATES),
  isWarning: z.boolean(),
  isBreached: z.boolean(),
});
export type SlaTargetView = z.infer<typeof slaTargetViewSchema>;

/** A ticket's SLA (docs/sla.md#api); `sla` is null for a ticket without a clock yet. */
export const ticketSlaResponseSchema = z.object({
  sla: z
    .object({
      policyId: z.uuid().nullable(),
      policyName: z.string().nullable(),
      priority: ticketPrioritySchema,
      calendarName: z.string().nullable(),
      isPaused: z.boolean(),
      pausedSince: z.string().nullable(),
      firstResponse: slaTargetViewSchema,
      resolution: slaTargetViewSchema,
    })
    .nullable(),
});
export type TicketSlaResponse = z.infer<typeof ticketSlaResponseSchema>;
