import type {
  DepartmentScheduleSettings,
  ScheduleException,
  ShiftInstance,
  WorkShift,
} from '@atiende/contracts';
import {
  DEFAULT_LUNCH_MINUTES,
  DEFAULT_LUNCH_WINDOW_END,
  DEFAULT_LUNCH_WINDOW_START,
  DEFAULT_MIN_AVAILABLE,
} from '@atiende/contracts';
import type {
  DepartmentSettingsRow,
  ExceptionWithNames,
  WorkShiftRow,
} from './schedules.repository';
import type { PlannedShift } from './shift-plan';

/** Rows to the contract's shapes (docs/schedules.md#api). */

export const toWorkShift = (row: WorkShiftRow): WorkShift => ({
  id: row.id,
  weekday: row.weekday,
  startMinute: row.startMinute,
  durationMinutes: row.durationMinutes,
});

export function toException({ exception, userName, swapWithName }: ExceptionWithNames) {
  return {
    id: exception.id,
    userId: exception.userId,
    userName,
    kind: exception.kind,
    startsOn: exception.startsOn,
    endsOn: exception.endsOn,
    startMinute: exception.startMinute,
    durationMinutes: exception.durationMinutes,
    swapWith:
      exception.swapWithUserId && swapWithName
        ? { id: exception.swapWithUserId, name: swapWithName }
        : null,
    note: exception.note,
    createdAt: exception.createdAt.toISOString(),
    updatedAt: exception.updatedAt.toISOString(),
  } satisfies ScheduleException;
}

export const toShiftInstance = (shift: PlannedShift): ShiftInstance => ({
  date: shift.date,
  startsAt: shift.startsAt.toISOString(),
  endsAt: shift.endsAt.toISOString(),
  source: shift.source,
});

/** A department's settings, the defaults when it has no row. */
export function toDepartmentSettings(
  department: { id: string; name: string },
  row: DepartmentSettingsRow | undefined,
): DepartmentScheduleSettings {
  return {
    departmentId: department.id,
    departmentName: department.name,
    minAvailable: row?.minAvailable ?? DEFAULT_MIN_AVAILABLE,
    lunchMinutes: row?.lunchMinutes ?? DEFAULT_LUNCH_MINUTES,
    lunchWindowStart: row?.lunchWindowStart ?? DEFAULT_LUNCH_WINDOW_START,
    lunchWindowEnd: row?.lunchWindowEnd ?? DEFAULT_LUNCH_WINDOW_END,
    autoAssign: row?.autoAssign ?? 'off',
  };
}
