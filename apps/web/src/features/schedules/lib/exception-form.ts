import { z } from 'zod';
import {
  SCHEDULE_EXCEPTION_KINDS,
  SCHEDULE_NOTE_MAX_LENGTH,
  scheduleExceptionProblems,
  scheduleMessages,
  schedulePageMessages,
  type ScheduleException,
  type ScheduleExceptionInput,
} from '@atiende/contracts';
import { formatClock, minutesBetween, parseClock } from './clock';

const v = scheduleMessages.validation;
const text = schedulePageMessages.team.exceptions;

/** The API's field names → the form's (the times are typed as clock times). */
const FORM_FIELD: Record<string, ExceptionFormField> = {
  userId: 'userId',
  kind: 'kind',
  startsOn: 'startsOn',
  endsOn: 'endsOn',
  startMinute: 'startTime',
  durationMinutes: 'endTime',
  swapWithUserId: 'swapWithUserId',
  note: 'note',
};
export type ExceptionFormField =
  'userId' | 'kind' | 'startsOn' | 'endsOn' | 'startTime' | 'endTime' | 'swapWithUserId' | 'note';
export const EXCEPTION_FORM_FIELDS: readonly ExceptionFormField[] = Object.values(FORM_FIELD);

export function exceptionFormField(apiField: string): ExceptionFormField | undefined {
  return FORM_FIELD[apiField];
}

const optionalClock = z.string().transform((value, ctx) => {
  if (value.trim() === '') return null;
  const minute = parseClock(value);
  if (minute === null) {
    ctx.addIssue({ code: 'custom', message: schedulePageMessages.common.clockInvalid });
    return z.NEVER;
  }
  return minute;
});

/**
 * An exception as the dialog types it (docs/schedules.md#shifts-and-exceptions): dates, and for a
 * partial leave or an extra shift the hours "desde"/"hasta". The contract's own rules
 * (`scheduleExceptionProblems`: dates in order, hours by kind, a partner for a swap) are checked
 * here too, under the form's fields, before the server checks them again.
 */
export const exceptionFormSchema = z
  .object({
    userId: z.string().min(1, text.userRequired),
    kind: z.enum(SCHEDULE_EXCEPTION_KINDS, { error: v.kindInvalid }),
    startsOn: z.string().min(1, text.dateRequired),
    endsOn: z.string().min(1, text.dateRequired),
    startTime: optionalClock,
    endTime: optionalClock,
    swapWithUserId: z.string(),
    note: z.string().trim().max(SCHEDULE_NOTE_MAX_LENGTH, v.noteTooLong),
  })
  .transform((form): ScheduleExceptionInput & { userId: string } => ({
    userId: form.userId,
    kind: form.kind,
    startsOn: form.startsOn,
    endsOn: form.endsOn,
    startMinute: form.kind === 'vacation' || form.kind === 'swap' ? null : form.startTime,
    durationMinutes:
      form.kind === 'vacation' || form.kind === 'swap' || form.endTime === null
        ? null
        : form.startTime === null
          ? minutesBetween(0, form.endTime)
          : minutesBetween(form.startTime, form.endTime),
    swapWithUserId: form.kind === 'swap' ? form.swapWithUserId || null : null,
    note: form.note || null,
  }))
  .superRefine((input, ctx) => {
    const problems = scheduleExceptionProblems({
      userId: input.userId,
      kind: input.kind,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      startMinute: input.startMinute ?? null,
      durationMinutes: input.durationMinutes ?? null,
      swapWithUserId: input.swapWithUserId ?? null,
    });
    for (const problem of problems) {
      ctx.addIssue({
        code: 'custom',
        path: [exceptionFormField(problem.field) ?? 'startsOn'],
        message: problem.message,
      });
    }
  });
export type ExceptionFormValues = z.input<typeof exceptionFormSchema>;

export function exceptionFormValues(exception: ScheduleException | null): ExceptionFormValues {
  if (!exception) {
    return {
      userId: '',
      kind: 'vacation',
      startsOn: '',
      endsOn: '',
      startTime: '',
      endTime: '',
      swapWithUserId: '',
      note: '',
    };
  }
  const hasTimes = exception.startMinute !== null && exception.durationMinutes !== null;
  return {
    userId: exception.userId,
    kind: exception.kind,
    startsOn: exception.startsOn,
    endsOn: exception.endsOn,
    startTime: hasTimes ? formatClock(exception.startMinute!) : '',
    endTime: hasTimes ? formatClock(exception.startMinute! + exception.durationMinutes!) : '',
    swapWithUserId: exception.swapWith?.id ?? '',
    note: exception.note ?? '',
  };
}
