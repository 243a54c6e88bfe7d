import { breakMessages, DEFAULT_BREAK_MINUTES } from '@atiende/contracts';
import { and, gte, inArray, sql } from 'drizzle-orm';
import { selectRows, type Db, type Executor } from '../../db/client';
import { technicianPauses } from '../../db/schema/index';
import type { EventBus } from '../../platform/events';
import type { PersonalAlert } from '../notifications/index';
import { applicableBreakPolicy } from './break-policies.repository';
import { dueBreakReminder, dueLunchReminder } from './break-reminders';
import type { ShiftFacts } from './break-shift-facts';
import { closeForgottenPauses } from './pauses.repository';

/**
 * The every-minute jobs of docs/schedules.md#pausas-y-recordatorios: break and lunch reminders,
 * each sent once per person and due instant (the claim in `schedule_reminders_sent` commits with
 * the notification, so any number of runs at once send one), and the closing of forgotten
 * pauses.
 */

export type AlertPeople = (
  executor: Executor,
  alerts: readonly PersonalAlert[],
) => Promise<() => Promise<void>>;

export type ReminderDeps = { db: Db; shifts: ShiftFacts; alertPeople: AlertPeople };

/** Where a reminder's push opens: the técnico's own schedule. */
const SCHEDULE_PATH = '/technician/schedules';
const REMINDER_TAG = 'schedule-reminder';
/** Grace before closing a forgotten pause when no break policy applies. */
export const DEFAULT_AUTO_CLOSE_MINUTES = 30;

type Candidate = {
  userId: string;
  everyMinutes: number | null;
  breakMinutes: number | null;
  remindersEnabled: boolean | null;
};

/** Active staff with a weekly pattern, no pause running, and their break policy if any. */
function findCandidates(db: Db) {
  return selectRows<Candidate>(
    db,
    sql`SELECT u.id AS "userId", policy.every_minutes AS "everyMinutes",
          policy.break_minutes AS "breakMinutes", policy.reminders_enabled AS "remindersEnabled"
        FROM users u
        LEFT JOIN LATERAL ${applicableBreakPolicy(sql`u.id`)} policy ON true
        WHERE u.is_active AND u.role <> 'CLIENT'
          AND EXISTS (SELECT 1 FROM work_shifts s WHERE s.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM technician_pauses p
                          WHERE p.user_id = u.id AND p.ended_at IS NULL)`,
  );
}

function findPausesSince(db: Db, userIds: readonly string[], since: Date) {
  return db
    .select({
      userId: technicianPauses.userId,
      kind: technicianPauses.kind,
      start: technicianPauses.startedAt,
      end: technicianPauses.endedAt,
    })
    .from(technicianPauses)
    .where(
      and(inArray(technicianPauses.userId, [...userIds]), gte(technicianPauses.startedAt, since)),
    );
}

type DueReminder = { userId: string; kind: 'break' | 'lunch'; dueAt: Date; minutes: number };

/** The reminders due at `now` for every person on shift, before any is claimed. */
async function dueReminders(deps: ReminderDeps, now: Date): Promise<DueReminder[]> {
  const candidates = await findCandidates(deps.db);
  if (candidates.length === 0) return [];
  const facts = await deps.shifts(
    deps.db,
    candidates.map((candidate) => candidate.userId),
    now,
  );
  const onShift = candidates.filter((candidate) => facts.get(candidate.userId)?.shift);
  if (onShift.length === 0) return [];
  const earliest = Math.min(
    ...onShift.map((candidate) => facts.get(candidate.userId)!.shift!.start.getTime()),
  );
  const pauses = await findPausesSince(
    deps.db,
    onShift.map((candidate) => candidate.userId),
    new Date(earliest),
  );
  const due: DueReminder[] = [];
  for (const candidate of onShift) {
    const { shift, lunch } = facts.get(candidate.userId)!;
    if (candidate.remindersEnabled === false) continue; // the policy turned reminders off
    const inInstance = pauses.filter(
      (pause) => pause.userId === candidate.userId && pause.start >= shift!.start,
    );
    if (candidate.everyMinutes !== null) {
      const breaks = inInstance.filter((pause) => pause.kind === 'break');
      const dueAt = dueBreakReminder(
        { shift: shift!, lunch, everyMinutes: candidate.everyMinutes, breaks },
        now,
      );
      const minutes = candidate.breakMinutes ?? DEFAULT_BREAK_MINUTES;
      if (dueAt) due.push({ userId: candidate.userId, kind: 'break', dueAt, minutes });
    }
    const lunchTaken = inInstance.some((pause) => pause.kind === 'lunch');
    const lunchDue = dueLunchReminder(lunch, lunchTaken, now);
    if (lunchDue && lunch) {
      const minutes = Math.round((lunch.end.getTime() - lunch.start.getTime()) / 60_000);
      due.push({ userId: candidate.userId, kind: 'lunch', dueAt: lunchDue, minutes });
    }
  }
  return due;
}

function alertOf(reminder: DueReminder): PersonalAlert {
  const texts = breakMessages.reminders;
  return reminder.kind === 'break'
    ? {
        userId: reminder.userId,
        type: 'BREAK_REMINDER',
        title: texts.breakTitle,
        message: texts.breakMessage(reminder.minutes),
        path: SCHEDULE_PATH,
        tag: REMINDER_TAG,
      }
    : {
        userId: reminder.userId,
        type: 'BREAK_REMINDER',
        title: texts.lunchTitle,
        message: texts.lunchMessage(reminder.minutes),
        path: SCHEDULE_PATH,
        tag: REMINDER_TAG,
      };
}

/** Sends the reminders due at `now`, each once; returns how many this run sent. */
export async function sendScheduleReminders(deps: ReminderDeps, now = new Date()) {
  const due = await dueReminders(deps, now);
  if (due.length === 0) return { breaks: 0, lunches: 0 };
  const { claimed, announce } = await deps.db.transaction(async (tx) => {
    const rows = await selectRows<{ userId: string; kind: string }>(
      tx,
      sql`INSERT INTO schedule_reminders_sent (user_id, kind, due_at)
          SELECT r.user_id, r.kind::schedule_reminder_kind, r.due_at
          FROM jsonb_to_recordset(${JSON.stringify(
            due.map((reminder) => ({
              user_id: reminder.userId,
              kind: reminder.kind,
              due_at: reminder.dueAt.toISOString(),
            })),
          )}::jsonb) AS r(user_id uuid, kind text, due_at timestamptz)
          ON CONFLICT DO NOTHING
          RETURNING user_id AS "userId", kind::text AS kind`,
    );
    const won = new Set(rows.map((row) => `${row.userId}|${row.kind}`));
    const claimed = due.filter((reminder) => won.has(`${reminder.userId}|${reminder.kind}`));
    return { claimed, announce: await deps.alertPeople(tx, claimed.map(alertOf)) };
  });
  await announce();
  return {
    breaks: claimed.filter((reminder) => reminder.kind === 'break').length,
    lunches: claimed.filter((reminder) => reminder.kind === 'lunch').length,
  };
}

/**
 * Closes the pauses forgotten past their planned length and grace, tells each técnico, and
 * announces the ends after commit. Returns how many were closed.
 */
export async function closeForgottenPausesNow(
  deps: { db: Db; events: EventBus; alertPeople: AlertPeople },
  now = new Date(),
) {
  const { closed, announce } = await deps.db.transaction(async (tx) => {
    const closed = await closeForgottenPauses(tx, now, DEFAULT_AUTO_CLOSE_MINUTES);
    const alerts: PersonalAlert[] = closed.map((pause) => ({
      userId: pause.userId,
      type: 'BREAK_REMINDER',
      title: breakMessages.reminders.autoCloseTitle,
      message: breakMessages.reminders.autoCloseMessage(pause.kind, pause.plannedMinutes),
      path: SCHEDULE_PATH,
      tag: REMINDER_TAG,
    }));
    return { closed, announce: await deps.alertPeople(tx, alerts) };
  });
  await announce();
  for (const pause of closed) {
    deps.events.publish('pause.ended', {
      userId: pause.userId,
      pauseId: pause.id,
      kind: pause.kind,
      automatically: true,
    });
  }
  return closed.length;
}
