import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSignedInUser, useTestApp } from '../../../test/build-test-app';
import { makeDepartment } from '../../../test/ticket-factories';
import {
  breakPolicies,
  lunchSlots,
  notificationPreferences,
  notifications,
  scheduleExceptions,
  scheduleRemindersSent,
  technicianPauses,
  workShifts,
} from '../../db/schema/index';
import type { DomainEvents } from '../../platform/events';
import { closeForgottenPausesNow, sendScheduleReminders } from './break-reminders.job';
import { loadScheduleDays, shiftFactsFrom } from './break-shift-facts';

/**
 * The reminders and the closing of forgotten pauses (docs/schedules.md#pausas-y-recordatorios),
 * run at chosen instants. The people's only weekly shift is 03:00–03:30, too short for any
 * reminder, so the app's own every-minute runs never send them one; their working days are
 * `extra` exceptions on dates in the past.
 */

const testApp = useTestApp({ LOG_LEVEL: 'error' });
const lima = (date: string, time: string) => new Date(`${date}T${time}-05:00`);
const TUESDAY = '2026-11-17';
const WEDNESDAY = '2026-11-18';

const deps = () => ({
  db: testApp.database.db,
  shifts: shiftFactsFrom(loadScheduleDays),
  alertPeople: testApp.app.notifications.alertPeople,
});

async function runAtOnce(now: Date, times = 3) {
  const results = await Promise.all(
    Array.from({ length: times }, () => sendScheduleReminders(deps(), now)),
  );
  return results.reduce(
    (sum, result) => ({
      breaks: sum.breaks + result.breaks,
      lunches: sum.lunches + result.lunches,
    }),
    { breaks: 0, lunches: 0 },
  );
}

/** A técnico of a new department with a policy, working `date` from `startMinute`. */
async function scheduledTechnician(options: {
  policy: { everyMinutes: number; breakMinutes: number; remindersEnabled?: boolean };
  date: string;
  startMinute: number;
  durationMinutes: number;
  lunch?: { weekday: number; startMinute: number; durationMinutes: number };
}) {
  const db = testApp.database.db;
  const { user } = await makeSignedInUser(testApp, 'TECHNICIAN');
  const department = await makeDepartment(testApp.database, { memberIds: [user.id] });
  await db.insert(breakPolicies).values({
    name: `Política ${user.id}`,
    departmentId: department.id,
    ...options.policy,
  });
  await db
    .insert(workShifts)
    .values({ userId: user.id, weekday: 0, startMinute: 180, durationMinutes: 30 });
  await db.insert(scheduleExceptions).values({
    userId: user.id,
    kind: 'extra',
    startsOn: options.date,
    endsOn: options.date,
    startMinute: options.startMinute,
    durationMinutes: options.durationMinutes,
  });
  if (options.lunch)
    await db
      .insert(lunchSlots)
      .values({ userId: user.id, departmentId: department.id, ...options.lunch });
  return user;
}

const remindersOf = (userId: string) =>
  testApp.database.db
    .select({
      title: notifications.title,
      message: notifications.message,
      type: notifications.type,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);

describe('schedules.reminders', () => {
  it('reminds a break every 120 minutes from the shift start, again 120 after a break, once each', async () => {
    const tecnico = await scheduledTechnician({
      policy: { everyMinutes: 120, breakMinutes: 10 },
      date: TUESDAY,
      startMinute: 480,
      durationMinutes: 540,
      lunch: { weekday: 2, startMinute: 780, durationMinutes: 60 },
    });
    expect(await runAtOnce(lima(TUESDAY, '09:59:00'))).toEqual({ breaks: 0, lunches: 0 });
    // Three runs at once at 10:00: one reminder.
    expect(await runAtOnce(lima(TUESDAY, '10:00:20'))).toEqual({ breaks: 1, lunches: 0 });
    expect(await runAtOnce(lima(TUESDAY, '10:30:00'))).toEqual({ breaks: 0, lunches: 0 });
    expect(await remindersOf(tecnico.id)).toEqual([
      {
        type: 'BREAK_REMINDER',
        title: 'Hora de tu pausa',
        message: 'Es hora de tu pausa de 10 minutos.',
      },
    ]);
    const [sent] = await testApp.database.db
      .select()
      .from(scheduleRemindersSent)
      .where(eq(scheduleRemindersSent.userId, tecnico.id));
    expect(sent).toMatchObject({ kind: 'break', dueAt: lima(TUESDAY, '10:00:00') });

    // A break 10:40–10:50: the next is due at 12:50, not 12:00.
    await testApp.database.db.insert(technicianPauses).values({
      userId: tecnico.id,
      kind: 'break',
      startedAt: lima(TUESDAY, '10:40:00'),
      endedAt: lima(TUESDAY, '10:50:00'),
      plannedMinutes: 10,
    });
    expect(await runAtOnce(lima(TUESDAY, '12:49:00'))).toEqual({ breaks: 0, lunches: 0 });
    expect(await runAtOnce(lima(TUESDAY, '12:50:00'))).toEqual({ breaks: 1, lunches: 0 });
    // Lunch at the slot's start, once.
    expect(await runAtOnce(lima(TUESDAY, '13:00:30'))).toEqual({ breaks: 0, lunches: 1 });
    expect(await runAtOnce(lima(TUESDAY, '13:20:00'))).toEqual({ breaks: 0, lunches: 0 });
    expect((await remindersOf(tecnico.id)).map((row) => row.message)).toEqual([
      'Es hora de tu pausa de 10 minutos.',
      'Es hora de tu pausa de 10 minutos.',
      'Es hora de tu almuerzo (60 minutos).',
    ]);
    // 16:55: only the latest due instant is sent (16:50; 14:50 passed unseen); after 17:00, nothing.
    expect(await runAtOnce(lima(TUESDAY, '16:55:00'))).toEqual({ breaks: 1, lunches: 0 });
    expect(await runAtOnce(lima(TUESDAY, '18:55:00'))).toEqual({ breaks: 0, lunches: 0 });
  });

  it('moves a break due inside the lunch slot to its end', async () => {
    const tecnico = await scheduledTechnician({
      policy: { everyMinutes: 120, breakMinutes: 10 },
      date: TUESDAY,
      startMinute: 600, // 10:00: due 12:00, inside lunch 11:30–12:30
      durationMinutes: 360,
      lunch: { weekday: 2, startMinute: 690, durationMinutes: 60 },
    });
    expect(await runAtOnce(lima(TUESDAY, '12:00:00'))).toEqual({ breaks: 0, lunches: 1 });
    expect(await runAtOnce(lima(TUESDAY, '12:29:00'))).toEqual({ breaks: 0, lunches: 0 });
    expect(await runAtOnce(lima(TUESDAY, '12:30:00'))).toEqual({ breaks: 1, lunches: 0 });
    expect(await remindersOf(tecnico.id)).toHaveLength(2);
  });

  it('crosses midnight: 22:00–06:00 every 180 minutes reminds at 01:00 and 04:00', async () => {
    const tecnico = await scheduledTechnician({
      policy: { everyMinutes: 180, breakMinutes: 15 },
      date: TUESDAY,
      startMinute: 1320,
      durationMinutes: 480,
    });
    expect(await runAtOnce(lima(WEDNESDAY, '00:59:00'))).toEqual({ breaks: 0, lunches: 0 });
    expect(await runAtOnce(lima(WEDNESDAY, '01:00:00'))).toEqual({ breaks: 1, lunches: 0 });
    expect(await runAtOnce(lima(WEDNESDAY, '04:00:40'))).toEqual({ breaks: 1, lunches: 0 });
    expect(await runAtOnce(lima(WEDNESDAY, '05:59:00'))).toEqual({ breaks: 0, lunches: 0 });
    expect(await runAtOnce(lima(WEDNESDAY, '07:00:00'))).toEqual({ breaks: 0, lunches: 0 });
    const sent = await testApp.database.db
      .select({ dueAt: scheduleRemindersSent.dueAt })
      .from(scheduleRemindersSent)
      .where(
        and(eq(scheduleRemindersSent.userId, tecnico.id), eq(scheduleRemindersSent.kind, 'break')),
      );
    expect(sent.map((row) => row.dueAt.toISOString()).sort()).toEqual([
      lima(WEDNESDAY, '01:00:00').toISOString(),
      lima(WEDNESDAY, '04:00:00').toISOString(),
    ]);
    expect((await remindersOf(tecnico.id))[0]!.message).toBe('Es hora de tu pausa de 15 minutos.');
  });

  it('claims the reminder but writes no row for someone who turned the type off in the app', async () => {
    const tecnico = await scheduledTechnician({
      policy: { everyMinutes: 120, breakMinutes: 10 },
      date: TUESDAY,
      startMinute: 480,
      durationMinutes: 540,
    });
    await testApp.database.db.insert(notificationPreferences).values({
      userId: tecnico.id,
      type: 'BREAK_REMINDER',
      inApp: false,
      email: false,
      push: false,
    });
    expect(await runAtOnce(lima(TUESDAY, '10:00:00'))).toEqual({ breaks: 1, lunches: 0 });
    expect(await remindersOf(tecnico.id)).toEqual([]);
    expect(await runAtOnce(lima(TUESDAY, '10:01:00'))).toEqual({ breaks: 0, lunches: 0 });
  });

  it('sends nothing when the policy turned reminders off', async () => {
    const tecnico = await scheduledTechnician({
      policy: { everyMinutes: 120, breakMinutes: 10, remindersEnabled: false },
      date: TUESDAY,
      startMinute: 480,
      durationMinutes: 540,
      lunch: { weekday: 2, startMinute: 780, durationMinutes: 60 },
    });
    // Others of this file are due at these instants too: count this técnico's claims only.
    await runAtOnce(lima(TUESDAY, '10:00:00'));
    await runAtOnce(lima(TUESDAY, '13:00:00'));
    const claimed = await testApp.database.db
      .select()
      .from(scheduleRemindersSent)
      .where(eq(scheduleRemindersSent.userId, tecnico.id));
    expect(claimed).toEqual([]);
    expect(await remindersOf(tecnico.id)).toEqual([]);
  });
});

describe('schedules.pauses-autoclose', () => {
  const ended: Array<DomainEvents['pause.ended']> = [];
  let stop: () => void;
  beforeAll(() => {
    stop = testApp.app.events.subscribe('pause.ended', (payload) => void ended.push(payload));
  });
  afterAll(() => stop());

  it('closes a pause forgotten past its length and grace at its planned end, once', async () => {
    const db = testApp.database.db;
    // Tomorrow's pauses: the app's own every-minute run does not reach them.
    const startedAt = new Date(Date.now() + 86_400_000);
    const { user: forgetful } = await makeSignedInUser(testApp, 'TECHNICIAN');
    const { user: recent } = await makeSignedInUser(testApp, 'TECHNICIAN');
    const [forgotten] = await db
      .insert(technicianPauses)
      .values({ userId: forgetful.id, kind: 'break', startedAt, plannedMinutes: 10 })
      .returning();
    await db
      .insert(technicianPauses)
      .values({ userId: recent.id, kind: 'lunch', startedAt, plannedMinutes: 60 });
    const alertPeople = testApp.app.notifications.alertPeople;
    const closeAt = (minutes: number) =>
      Promise.all(
        [1, 2, 3].map(() =>
          closeForgottenPausesNow(
            { db, events: testApp.app.events, alertPeople },
            new Date(startedAt.getTime() + minutes * 60_000),
          ),
        ),
      );
    // 10 planned + 30 of grace: still open at 40 minutes, closed after.
    expect(await closeAt(40)).toEqual([0, 0, 0]);
    expect((await closeAt(41)).reduce((a, b) => a + b)).toBe(1);
    const [row] = await db
      .select()
      .from(technicianPauses)
      .where(eq(technicianPauses.id, forgotten!.id));
    expect(row!.endedAt).toEqual(new Date(startedAt.getTime() + 10 * 60_000));
    expect(row!.endedAutomatically).toBe(true);
    expect(await remindersOf(forgetful.id)).toEqual([
      {
        type: 'BREAK_REMINDER',
        title: 'Pausa cerrada automáticamente',
        message:
          'Cerramos tu pausa automáticamente: la registramos con 10 minutos, lo planificado. Recuerda terminarla cuando vuelvas.',
      },
    ]);
    await testApp.app.events.drain();
    expect(ended.filter((event) => event.pauseId === forgotten!.id)).toEqual([
      { userId: forgetful.id, pauseId: forgotten!.id, kind: 'break', automatically: true },
    ]);
    // The lunch (60 + 30) is still running.
    const open = await db
      .select()
      .from(technicianPauses)
      .where(eq(technicianPauses.userId, recent.id));
    expect(open[0]!.endedAt).toBeNull();
    expect(await remindersOf(recent.id)).toEqual([]);
  });
});
