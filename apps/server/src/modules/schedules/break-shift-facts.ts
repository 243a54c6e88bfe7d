import type { Executor } from '../../db/client';
import type { Interval } from './break-reminders';

/**
 * What pauses, reminders and adherence need to know of a person's schedule at an instant
 * (docs/schedules.md): whether they have a weekly pattern at all ("sin horario" when not), the
 * shift instance covering the instant, and that instance's lunch slot.
 */
export type ShiftFact = {
  hasSchedule: boolean;
  shift: Interval | null;
  lunch: Interval | null;
};

export type ShiftFacts = (
  executor: Executor,
  userIds: readonly string[],
  at: Date,
) => Promise<Map<string, ShiftFact>>;
