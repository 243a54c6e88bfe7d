import { NOTIFICATION_COALESCE_WINDOW_MS } from '@atiende/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DURABLE_TICKET_EVENTS, type EventBus, type TicketEvents } from '../../platform/events';
import type { Mailer } from '../../platform/mail/mailer';
import type { ModuleOptions } from '../../platform/module-options';
import { createOutboundPolicy } from '../../platform/outbound';
import { createSecretBox } from '../../platform/secret-box';
import { resolveSecret } from '../../platform/secrets';
import { createNotificationProducer, type DeliverySummary } from './notification-producer';
import { notificationsRoutes } from './notifications.routes';
import { deleteExpiredWindows, pruneOldNotifications } from './notifications.repository';
import { createNotificationsService } from './notifications.service';
import { createPushService } from './push';
import { writeAdministratorAlert, type AdministratorAlert } from './administrator-alerts';
import { writePersonalAlerts, type PersonalAlert } from './personal-alerts';
import type { Executor } from '../../db/client';
import type { EscalationAlert, NotificationEvents } from './recipients';

export type { EscalationAlert } from './recipients';
export type { DeliverySummary } from './notification-producer';
export type { AdministratorAlert } from './administrator-alerts';
export type { PersonalAlert } from './personal-alerts';

/** What other modules call (the SLA checker raises ESCALATION_ALERT through it). */
export type NotificationsApi = {
  /** Tells the ticket's assignee and department lead (administrators without a lead). */
  raiseEscalationAlert(alert: EscalationAlert): Promise<DeliverySummary>;
  /**
   * Tells every active administrator about the system (the AI budget): rows written in the
   * caller's transaction; call the returned function after commit to send them on the socket.
   */
  alertAdministrators(executor: Executor, alert: AdministratorAlert): Promise<() => void>;
  /**
   * Tells people about themselves (break reminders, docs/schedules.md): rows written in the
   * caller's transaction, per each person's settings; call the returned function after commit
   * for the socket and web push.
   */
  alertPeople(executor: Executor, alerts: readonly PersonalAlert[]): Promise<() => Promise<void>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsApi;
  }
}

/** The notifications are the durable consumer of every durable ticket event. */
const TICKET_EVENTS = DURABLE_TICKET_EVENTS;

/**
 * The notifications module (docs/notifications.md): produces notifications from the tickets'
 * domain events, serves the bell's and the settings' routes, and sends web push. The socket
 * belongs to platform/realtime; this module only sends through `app.realtime`.
 */
export const notificationsModule = fp(
  async (app: FastifyInstance, { db, config }: ModuleOptions) => {
    await registerNotifications(app, { db, events: app.events, mailer: app.mailer, config });
  },
  { name: 'notifications', dependencies: ['platform-services'] },
);

async function registerNotifications(
  app: FastifyInstance,
  deps: { db: Db; events: EventBus; mailer: Mailer; config: Config },
): Promise<void> {
  const { db, config } = deps;
  const policy = createOutboundPolicy(config.outboundAllowHosts);
  const realtime = () => (app.hasDecorator('realtime') ? app.realtime : undefined);
  const push = createPushService({
    db,
    log: app.log,
    secretBox: createSecretBox(
      resolveSecret(config.secretsKey, config.dataDir, 'secrets'),
      config.previousSecrets.secretsKey,
    ),
    policy,
    subject: config.vapidSubject,
  });
  const producer = createNotificationProducer({
    db,
    mailer: deps.mailer,
    push,
    realtime,
    publicUrl: config.publicUrl,
    log: app.log,
    templates: app.templates,
  });

  // One small handler per event (docs/conventions.md#events); the bus logs a failing one. The
  // notifications are the durable consumer of the ticket events: exactly once, even across a
  // crash (docs/jobs.md#event-outbox).
  const wire = <E extends (typeof TICKET_EVENTS)[number]>(event: E) =>
    deps.events.subscribeDurable(event, async (payload, meta) => {
      await producer.handle<E>(
        event,
        payload as TicketEvents[E] as NotificationEvents[E],
        meta.outboxId,
      );
    });
  const unsubscribe = TICKET_EVENTS.map((event) => wire(event));

  app.decorate('notifications', {
    raiseEscalationAlert: (alert) => producer.handle('sla.escalation_alert', alert),
    alertAdministrators: (executor, alert) =>
      writeAdministratorAlert({ realtime, log: app.log }, executor, alert),
    alertPeople: (executor, alerts) =>
      writePersonalAlerts(
        { realtime, log: app.log, push, publicUrl: config.publicUrl },
        executor,
        alerts,
      ),
  } satisfies NotificationsApi);

  await app.register(notificationsRoutes, {
    service: createNotificationsService({ db, policy, realtime }),
    push,
  });

  // Housekeeping on one instance of the cluster (docs/jobs.md#schedules): expired coalescing
  // windows every hour, old notifications every day (docs/notifications.md).
  app.jobs.every('notifications.windows', '7 * * * *', async () => {
    await deleteExpiredWindows(db, NOTIFICATION_COALESCE_WINDOW_MS);
  });
  app.jobs.every('notifications.retention', '25 3 * * *', async () => {
    const removed = await pruneOldNotifications(db);
    if (removed > 0) app.log.info({ removed }, 'old notifications removed');
  });
  app.addHook('onReady', async () => {
    // docs/conventions.md#stack: VAPID keys generated on first start. A failure is retried on first
    // use.
    await push
      .ensureKeys()
      .catch((error: unknown) => app.log.error({ err: error }, 'VAPID keys could not be prepared'));
  });
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) stop();
  });
}
