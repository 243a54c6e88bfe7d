import { SCHEDULE_TIME_ZONE, type AvailabilityState, type PauseKind } from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { localDateOf } from '../sla/index';
import { loadPlans } from './schedule-loader';
import { findOpenPauses } from './schedules.repository';
import { addDays, shiftAt, type PlannedShift } from './shift-plan';

/**
 * A técnico's availability at an instant (docs/schedules.md#availability): an open pause
 * decides (on a break, at lunch); else a shift instance covering the instant makes them
 * available; a técnico without any weekly pattern ("sin horario") is always available; anyone
 * else is off shift.
 */

export type OpenPause = { id: string; kind: PauseKind; startedAt: Date; plannedMinutes: number };

export type Availability = {
  state: AvailabilityState;
  /** Since when the state holds (the pause's start, the shift's start, the last shift's end). */
  since: Date | null;
  /** Until when it is planned to hold (the pause's planned end, the shift's end, the next shift). */
  until: Date | null;
  hasSchedule: boolean;
  pause: OpenPause | null;
};

const MINUTE_MS = 60_000;

/** Pure: the state at `now` from the instances around it and the open pause. */
export function availabilityAt(
  now: Date,
  facts: { shifts: readonly PlannedShift[]; hasSchedule: boolean; pause: OpenPause | null },
): Availability {
  const { shifts, hasSchedule, pause } = facts;
  if (pause) {
    return {
      state: pause.kind === 'lunch' ? 'at_lunch' : 'on_break',
      since: pause.startedAt,
      until: new Date(pause.startedAt.getTime() + pause.plannedMinutes * MINUTE_MS),
      hasSchedule,
      pause,
    };
  }
  if (!hasSchedule) return { state: 'available', since: null, until: null, hasSchedule, pause };
  const current = shiftAt(shifts, now);
  if (current)
    return {
      state: 'available',
      since: current.startsAt,
      until: current.endsAt,
      hasSchedule,
      pause,
    };
  const before = shifts.filter((shift) => shift.endsAt <= now).at(-1);
  const next = shifts.find((shift) => shift.startsAt > now);
  return {
    state: 'off_shift',
    since: before?.endsAt ?? null,
    until: next?.startsAt ?? null,
    hasSchedule,
    pause,
  };
}

/**
 * Each user's availability at `now`, batched: one query per table whatever the number of users.
 * Used by the dashboards' panel, and by automatic assignment and pauses through the module's
 * index.
 */
export async function availabilityOf(
  executor: Executor,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, Availability>> {
  const ids = [...new Set(userIds)];
  const result = new Map<string, Availability>();
  if (ids.length === 0) return result;
  const today = localDateOf(now, SCHEDULE_TIME_ZONE);
  // Yesterday's night shift may still run; tomorrow's first shift is the "until" of tonight.
  const { plans, patterns } = await loadPlans(executor, ids, addDays(today, -1), addDays(today, 1));
  const pauses = new Map(
    (await findOpenPauses(executor, ids)).map((row) => [
      row.userId,
      { id: row.id, kind: row.kind, startedAt: row.startedAt, plannedMinutes: row.plannedMinutes },
    ]),
  );
  for (const id of ids) {
    result.set(
      id,
      availabilityAt(now, {
        shifts: plans.get(id) ?? [],
        hasSchedule: patterns.has(id),
        pause: pauses.get(id) ?? null,
      }),
    );
  }
  return result;
}
