import { DEFAULT_BREAK_MINUTES, type Pause, type PauseKind } from '@atiende/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { ShiftFacts } from './break-shift-facts';
import * as repository from './pauses.repository';

/**
 * A técnico's breaks and lunch (docs/schedules.md#pausas-y-recordatorios): one open pause at a
 * time (the partial unique index decides between two requests at once), only while on shift —
 * or at any time for someone without a schedule — and a realtime event when one starts or ends.
 */

const DEFAULT_LUNCH_MINUTES_WHEN_UNSET = 60;

export type PausesDeps = { db: Db; events: EventBus; shifts: ShiftFacts };

export function toPause(row: repository.PauseRow): Pause {
  return {
    id: row.id,
    kind: row.kind,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    plannedMinutes: row.plannedMinutes,
    endedAutomatically: row.endedAutomatically,
  };
}

export async function currentPause(deps: PausesDeps, userId: string): Promise<Pause | null> {
  const row = await repository.findOpenPause(deps.db, userId);
  return row ? toPause(row) : null;
}

/** The planned length: the break policy's, or the lunch slot's, else the department's lunch. */
async function plannedMinutes(
  deps: PausesDeps,
  userId: string,
  kind: PauseKind,
  lunchSlotMinutes: number | null,
) {
  if (kind === 'break') {
    const policy = await repository.findApplicablePolicy(deps.db, userId);
    return policy?.breakMinutes ?? DEFAULT_BREAK_MINUTES;
  }
  return (
    lunchSlotMinutes ??
    (await repository.findDepartmentLunchMinutes(deps.db, userId)) ??
    DEFAULT_LUNCH_MINUTES_WHEN_UNSET
  );
}

export async function startPause(
  deps: PausesDeps,
  userId: string,
  kind: PauseKind,
  now = new Date(),
): Promise<Pause> {
  if (await repository.findOpenPause(deps.db, userId)) throw new AppError('PAUSE_ALREADY_RUNNING');
  const facts = (await deps.shifts(deps.db, [userId], now)).get(userId);
  if (facts?.hasSchedule && !facts.shift) throw new AppError('NOT_ON_SHIFT');
  const lunch = facts?.lunch;
  const planned = await plannedMinutes(
    deps,
    userId,
    kind,
    lunch ? Math.round((lunch.end.getTime() - lunch.start.getTime()) / 60_000) : null,
  );
  let row: repository.PauseRow;
  try {
    row = await deps.db.transaction((tx) =>
      repository.insertPause(tx, { userId, kind, plannedMinutes: planned, startedAt: now }),
    );
  } catch (error) {
    // A second start racing the first: the open-pause index refuses it.
    if (repository.isUniqueViolation(error)) throw new AppError('PAUSE_ALREADY_RUNNING');
    throw error;
  }
  deps.events.publish('pause.started', { userId, pauseId: row.id, kind: row.kind });
  return toPause(row);
}

export async function endPause(deps: PausesDeps, userId: string, now = new Date()) {
  const row = await deps.db.transaction((tx) => repository.endOpenPause(tx, userId, now));
  if (!row) throw new AppError('PAUSE_NOT_RUNNING');
  deps.events.publish('pause.ended', {
    userId,
    pauseId: row.id,
    kind: row.kind,
    automatically: false,
  });
  return toPause(row);
}
