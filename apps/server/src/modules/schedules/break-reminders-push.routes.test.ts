import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeSignedInUser, type TestApp } from '../../../test/build-test-app';
import {
  decryptPush,
  makeBrowserKeys,
  startFakePushService,
  type FakePushService,
} from '../../../test/fake-push-service';
import { makeDepartment } from '../../../test/ticket-factories';
import {
  breakPolicies,
  notificationPreferences,
  notifications,
  scheduleExceptions,
  workShifts,
} from '../../db/schema/index';
import { sendScheduleReminders } from './break-reminders.job';
import { loadScheduleDays, shiftFactsFrom } from './break-shift-facts';

/**
 * A break reminder reaches the técnico in the app and by web push (docs/schedules.md#pausas-y-recordatorios,
 * docs/notifications.md#web-push), each channel as their settings say. Dates in the past and a
 * 30-minute weekly shift keep the app's own every-minute run away (see break-reminders.routes.test.ts).
 */

let testApp: TestApp;
let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
  testApp = await buildTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await testApp.app.close();
  await pushService.close();
});

const lima = (time: string) => new Date(`2026-11-17T${time}-05:00`);

async function subscribedTechnician(name: string) {
  const tecnico = await makeSignedInUser(testApp, 'TECHNICIAN');
  const db = testApp.database.db;
  const department = await makeDepartment(testApp.database, { memberIds: [tecnico.user.id] });
  await db.insert(breakPolicies).values({
    name: `Política ${name}`,
    departmentId: department.id,
    everyMinutes: 120,
    breakMinutes: 10,
  });
  await db
    .insert(workShifts)
    .values({ userId: tecnico.user.id, weekday: 0, startMinute: 180, durationMinutes: 30 });
  await db.insert(scheduleExceptions).values({
    userId: tecnico.user.id,
    kind: 'extra',
    startsOn: '2026-11-17',
    endsOn: '2026-11-17',
    startMinute: 480,
    durationMinutes: 540,
  });
  const keys = makeBrowserKeys();
  const path = `/push/${name}-${tecnico.user.id}`;
  const subscribed = await testApp.app.inject({
    method: 'POST',
    url: '/api/notifications/subscribe',
    headers: tecnico.headers,
    payload: {
      endpoint: `${pushService.origin}${path}`,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    },
  });
  expect(subscribed.statusCode).toBe(201);
  return { tecnico, keys, path };
}

const run = (now: Date) =>
  sendScheduleReminders(
    {
      db: testApp.database.db,
      shifts: shiftFactsFrom(loadScheduleDays),
      alertPeople: testApp.app.notifications.alertPeople,
    },
    now,
  );

describe('break reminders by web push', () => {
  it('pushes the reminder with its notification, opening Mis Horarios', async () => {
    const { tecnico, keys, path } = await subscribedTechnician('con-push');
    expect(await run(lima('10:00:10'))).toMatchObject({ breaks: 1 });
    const [row] = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, tecnico.user.id));
    expect(row).toMatchObject({ type: 'BREAK_REMINDER', ticketId: null });
    const pushes = pushService.received.filter((push) => push.path === path);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(decryptPush(pushes[0]!.body, keys))).toEqual({
      title: 'Hora de tu pausa',
      body: 'Es hora de tu pausa de 10 minutos.',
      url: 'https://soporte.example.pe/technician/schedules',
      tag: 'schedule-reminder',
      notificationId: row!.id,
    });
  });

  it('keeps to the in-app row for someone who turned push off for reminders', async () => {
    const { tecnico, path } = await subscribedTechnician('sin-push');
    await testApp.database.db.insert(notificationPreferences).values({
      userId: tecnico.user.id,
      type: 'BREAK_REMINDER',
      inApp: true,
      email: false,
      push: false,
    });
    await run(lima('12:00:10'));
    const rows = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, tecnico.user.id));
    expect(rows.map((row) => row.message)).toEqual(['Es hora de tu pausa de 10 minutos.']);
    expect(pushService.received.filter((push) => push.path === path)).toEqual([]);
  });
});
