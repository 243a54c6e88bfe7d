import { z } from 'zod';
import { PAUSE_KINDS } from '../constants/schedules';
import { breakMessages } from '../messages/es/breaks';
import { isoDateSchema, periodSpanDays } from './period';

const v = breakMessages.validation;

/**
 * Pauses, break policies and the adherence figures (docs/schedules.md, "Pausas y recordatorios"
 * and "Cumplimiento y productividad").
 */

export const BREAK_POLICY_NAME_MAX_LENGTH = 80;
export const BREAK_EVERY_MIN_MINUTES = 60;
export const BREAK_EVERY_MAX_MINUTES = 480;
export const BREAK_MIN_MINUTES = 5;
export const BREAK_MAX_MINUTES = 60;
export const BREAK_AUTO_CLOSE_MAX_MINUTES = 240;
export const BREAK_AUTO_CLOSE_DEFAULT_MINUTES = 30;
/** A break's planned length when no policy applies to the técnico. */
export const DEFAULT_BREAK_MINUTES = 15;
/** GET /api/schedules/adherence: days at most between `from` and `to`, both included. */
export const ADHERENCE_RANGE_MAX_DAYS = 92;

export const pauseKindSchema = z.enum(PAUSE_KINDS, { error: v.kindInvalid });

/** A recorded break or lunch; `endedAt` null while it runs. */
export const pauseSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PAUSE_KINDS),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  plannedMinutes: z.number().int(),
  endedAutomatically: z.boolean(),
});
export type Pause = z.infer<typeof pauseSchema>;

/** POST /api/schedules/pauses */
export const startPauseInputSchema = z.object({ kind: pauseKindSchema });
export type StartPauseInput = z.input<typeof startPauseInputSchema>;

/** GET /api/schedules/pauses/current: null when none runs. */
export const currentPauseResponseSchema = z.object({ pause: pauseSchema.nullable() });
export const pauseEnvelopeSchema = z.object({ pause: pauseSchema });

const minutes = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const breakPolicyFields = {
  name: z
    .string({ error: v.nameRequired })
    .trim()
    .min(1, v.nameRequired)
    .max(BREAK_POLICY_NAME_MAX_LENGTH, v.nameTooLong),
  /** Null: everyone; a department's policy wins for its members. */
  departmentId: z
    .uuid({ error: v.departmentUnknown })
    .nullish()
    .transform((value) => value ?? null),
  everyMinutes: minutes(BREAK_EVERY_MIN_MINUTES, BREAK_EVERY_MAX_MINUTES, v.everyInvalid),
  breakMinutes: minutes(BREAK_MIN_MINUTES, BREAK_MAX_MINUTES, v.breakInvalid),
  autoCloseAfterMinutes: minutes(0, BREAK_AUTO_CLOSE_MAX_MINUTES, v.autoCloseInvalid),
  remindersEnabled: z.boolean({ error: v.switchInvalid }),
  isActive: z.boolean({ error: v.switchInvalid }),
};

function checkLengths(
  value: { everyMinutes?: number; breakMinutes?: number },
  ctx: z.RefinementCtx,
) {
  if (
    value.everyMinutes !== undefined &&
    value.breakMinutes !== undefined &&
    value.breakMinutes >= value.everyMinutes
  )
    ctx.addIssue({ code: 'custom', path: ['breakMinutes'], message: v.breakLongerThanEvery });
}

/** POST /api/break-policies */
export const breakPolicyInputSchema = z
  .object({
    ...breakPolicyFields,
    autoCloseAfterMinutes: breakPolicyFields.autoCloseAfterMinutes.default(
      BREAK_AUTO_CLOSE_DEFAULT_MINUTES,
    ),
    remindersEnabled: breakPolicyFields.remindersEnabled.default(true),
    isActive: breakPolicyFields.isActive.default(true),
  })
  .superRefine(checkLengths);
export type BreakPolicyInput = z.input<typeof breakPolicyInputSchema>;

/** PATCH /api/break-policies/:id: only the fields sent change. */
export const breakPolicyPatchSchema = z
  .object({
    name: breakPolicyFields.name.optional(),
    departmentId: z.uuid({ error: v.departmentUnknown }).nullable().optional(),
    everyMinutes: breakPolicyFields.everyMinutes.optional(),
    breakMinutes: breakPolicyFields.breakMinutes.optional(),
    autoCloseAfterMinutes: breakPolicyFields.autoCloseAfterMinutes.optional(),
    remindersEnabled: breakPolicyFields.remindersEnabled.optional(),
    isActive: breakPolicyFields.isActive.optional(),
  })
  // Named on `name`: a problem of the whole body would read as a missing body.
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: v.nothingToChange,
    path: ['name'],
  });
export type BreakPolicyPatch = z.input<typeof breakPolicyPatchSchema>;

export const breakPolicySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  departmentId: z.uuid().nullable(),
  departmentName: z.string().nullable(),
  everyMinutes: z.number().int(),
  breakMinutes: z.number().int(),
  autoCloseAfterMinutes: z.number().int(),
  remindersEnabled: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BreakPolicy = z.infer<typeof breakPolicySchema>;
export const breakPolicyListResponseSchema = z.object({ policies: z.array(breakPolicySchema) });
export const breakPolicyEnvelopeSchema = z.object({ policy: breakPolicySchema });

/** GET /api/schedules/adherence?from=&to=&departmentId=&userId= (Lima days, both included). */
export const adherenceQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    departmentId: z.uuid({ error: v.idInvalid }).optional(),
    userId: z.uuid({ error: v.idInvalid }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.from > value.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: v.fromAfterTo });
    } else if (periodSpanDays(value.from, value.to) > ADHERENCE_RANGE_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: v.rangeTooLong(ADHERENCE_RANGE_MAX_DAYS),
      });
    }
  });
export type AdherenceQuery = z.input<typeof adherenceQuerySchema>;

const countAndMinutes = z.object({ count: z.number().int(), minutes: z.number().int() });

/** One técnico's Lima day; every figure is defined in docs/schedules.md#cumplimiento-y-productividad. */
export const adherenceDaySchema = z.object({
  userId: z.uuid(),
  userName: z.string(),
  date: z.string(),
  shiftMinutes: z.number().int(),
  plannedBreaks: countAndMinutes,
  actualBreaks: countAndMinutes,
  /** The lunch slot: its start as HH:MM (Lima) and length. */
  plannedLunch: z.object({ start: z.string(), minutes: z.number().int() }).nullable(),
  /** The first lunch recorded; the deviation is actual start − planned start, in minutes. */
  actualLunch: z
    .object({
      startedAt: z.string(),
      minutes: z.number().int(),
      startDeviationMinutes: z.number().int().nullable(),
    })
    .nullable(),
  overrunMinutes: z.number().int(),
  autoClosedCount: z.number().int(),
  workedMinutes: z.number().int(),
  ticketsHandled: z.number().int(),
  /** Tickets handled per hour worked, one decimal; null without worked time. */
  productivity: z.number().nullable(),
  /** 0–100, one decimal; null without a shift. */
  adherencePercent: z.number().nullable(),
});
export type AdherenceDay = z.infer<typeof adherenceDaySchema>;
export const adherenceResponseSchema = z.object({ days: z.array(adherenceDaySchema) });
