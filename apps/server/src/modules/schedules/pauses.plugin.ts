import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { adherenceRoutes } from './adherence.routes';
import { breakPoliciesRoutes } from './break-policies.routes';
import {
  closeForgottenPausesNow,
  sendScheduleReminders,
  type AlertPeople,
} from './break-reminders.job';
import { loadScheduleDays, shiftFactsFrom } from './break-shift-facts';
import { findAvailabilityAudience } from './pauses.repository';
import { pausesRoutes } from './pauses.routes';

/**
 * Pauses, break policies, their reminders and the adherence figures
 * (docs/schedules.md#pausas-y-recordatorios, #cumplimiento-y-productividad), registered by the
 * schedules module's index.ts.
 */
export async function registerPausesAndBreaks(app: FastifyInstance, { db }: { db: Db }) {
  const shifts = shiftFactsFrom(loadScheduleDays);
  await app.register(pausesRoutes, { db, events: app.events, shifts });
  await app.register(breakPoliciesRoutes, { db });
  await app.register(adherenceRoutes, { db, scheduleDays: loadScheduleDays });

  const alertPeople: AlertPeople = (executor, alerts) =>
    app.notifications.alertPeople(executor, alerts);
  // docs/jobs.md#schedules: once a minute on one instance; each reminder and each closing
  // happens once whatever the number of runs (docs/schedules.md#pausas-y-recordatorios).
  app.jobs.every('schedules.reminders', '* * * * *', async () => {
    const sent = await sendScheduleReminders({ db, shifts, alertPeople });
    if (sent.breaks + sent.lunches > 0) app.log.info(sent, 'schedule reminders sent');
  });
  app.jobs.every('schedules.pauses-autoclose', '* * * * *', async () => {
    const closed = await closeForgottenPausesNow({ db, events: app.events, alertPeople });
    if (closed > 0) app.log.info({ closed }, 'forgotten pauses closed');
  });

  // docs/realtime.md: a pause started or ended tells whoever sees the técnico's availability
  // to read it again.
  const announce = async ({ userId }: { userId: string }) => {
    if (!app.hasDecorator('realtime')) return;
    const audience = await findAvailabilityAudience(db, [userId]);
    app.realtime.sendToUsers(audience, { type: 'availability_changed', data: { userId } });
  };
  // docs/schedules.md#asignación-automática: someone back from a pause may take a waiting ticket
  // now rather than at the next minute.
  const wakeWaiting = async () => {
    if (app.hasDecorator('autoAssign')) await app.autoAssign.wakeWaiting();
  };
  const stops = [
    app.events.subscribe('pause.started', announce),
    app.events.subscribe('pause.ended', announce),
    app.events.subscribe('pause.ended', wakeWaiting),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
