import { NOTIFICATION_COALESCE_WINDOW_MS } from '@atiende/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus, TicketEventName, TicketEvents } from '../../platform/events';
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
import type { EscalationAlert, NotificationEvents } from './recipients';

export type { EscalationAlert } from './recipients';
export type { DeliverySummary } from './notification-producer';

/** What other modules call (the SLA checker raises ESCALATION_ALERT through it). */
export type NotificationsApi = {
  /** Tells the ticket's assignee and department lead (administrators without a lead). */
  raiseEscalationAlert(alert: EscalationAlert): Promise<DeliverySummary>;
};

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsApi;
  }
}

const TICKET_EVENTS = [
  'ticket.created',
  'ticket.updated',
  'ticket.status_changed',
  'ticket.priority_changed',
  'ticket.assigned',
  'ticket.escalated',
  'ticket.comment_added',
] as const satisfies readonly TicketEventName[];

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

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
    secretBox: createSecretBox(resolveSecret(config.secretsKey, config.dataDir, 'secrets')),
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
  });

  // One small handler per event (docs/conventions.md#events); the bus logs a failing one.
  const wire = <E extends (typeof TICKET_EVENTS)[number]>(event: E) =>
    deps.events.subscribe(event, async (payload) => {
      await producer.handle<E>(event, payload as TicketEvents[E] as NotificationEvents[E]);
    });
  const unsubscribe = TICKET_EVENTS.map((event) => wire(event));

  app.decorate('notifications', {
    raiseEscalationAlert: (alert) => producer.handle('sla.escalation_alert', alert),
  } satisfies NotificationsApi);

  await app.register(notificationsRoutes, {
    service: createNotificationsService({ db, policy, realtime }),
    push,
  });

  let sweep: NodeJS.Timeout | undefined;
  let retention: NodeJS.Timeout | undefined;
  let pruning: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    // docs/conventions.md#stack: VAPID keys generated on first start. A failure is retried on first
    // use.
    await push
      .ensureKeys()
      .catch((error: unknown) => app.log.error({ err: error }, 'VAPID keys could not be prepared'));
    sweep = setInterval(() => {
      deleteExpiredWindows(db, NOTIFICATION_COALESCE_WINDOW_MS).catch((error: unknown) =>
        app.log.error({ err: error }, 'notification windows sweep failed'),
      );
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
    // Retention: at start and every 24 h (docs/notifications.md).
    const prune = () =>
      pruneOldNotifications(db)
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, 'old notifications removed');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'notification retention failed'));
    pruning = prune();
    retention = setInterval(() => {
      pruning = prune();
    }, RETENTION_INTERVAL_MS);
    retention.unref();
  });
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
    if (retention) clearInterval(retention);
    await pruning;
    for (const stop of unsubscribe) stop();
  });
}
