import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_COALESCE_WINDOW_MS,
  type NotificationChannelSwitches,
  type NotificationType,
} from '@atiende/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { NotificationRow } from '../../db/schema/index';
import type { Mailer } from '../../platform/mail/mailer';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import {
  findTicketAudience,
  findVisibleRecipients,
  type RecipientPerson,
  type TicketFacts,
} from './audience.repository';
import { composeNotification } from './notification-content';
import { toNotification } from './notification-mappers';
import {
  renderNotification,
  renderNotificationEmail,
  type RenderedNotification,
  type TemplateKey,
  type TemplateVariables,
} from './notification-templates';
import * as repository from './notifications.repository';
import type { PushService } from './push';
import {
  AUDIENCE_NEEDS,
  actorOf,
  recipientsFor,
  type NotificationEventName,
  type NotificationEvents,
} from './recipients';

/**
 * Turns one event into notifications (docs/notifications.md): two reads (the ticket's people;
 * the chosen recipients who may see it, with their settings), one write (the in-app rows and
 * the e-mails in the outbox, together), then — after commit — the socket, the outbox flush and
 * web push.
 */

/** Kinds a burst repeats: folded per user and ticket inside NOTIFICATION_COALESCE_WINDOW_MS. */
export const COALESCED_TYPES: ReadonlySet<NotificationType> = new Set([
  'TICKET_UPDATED',
  'STATUS_CHANGED',
  'PRIORITY_CHANGED',
  'ESCALATION_ALERT',
]);

type Delivery = {
  person: RecipientPerson;
  channels: NotificationChannelSwitches;
  key: TemplateKey;
  variables: TemplateVariables;
  rendered: RenderedNotification;
};

export type DeliverySummary = {
  /** People told on at least one channel. */
  notified: number;
  inserted: number;
  folded: number;
  emails: number;
  pushes: number;
};

const NOTHING: DeliverySummary = { notified: 0, inserted: 0, folded: 0, emails: 0, pushes: 0 };

export type NotificationProducer = {
  handle<E extends NotificationEventName>(
    event: E,
    payload: NotificationEvents[E],
  ): Promise<DeliverySummary>;
};

export function channelsOf(type: NotificationType, person: RecipientPerson) {
  const defaults = DEFAULT_NOTIFICATION_PREFERENCES[type];
  return {
    inApp: person.inAppPreference ?? defaults.inApp,
    email: person.emailPreference ?? defaults.email,
    push: (person.pushPreference ?? defaults.push) && person.hasPushSubscription,
  };
}

export function createNotificationProducer(deps: {
  db: Db;
  mailer: Mailer;
  push: PushService;
  realtime: () => RealtimeHub | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
}): NotificationProducer {
  const { db, mailer } = deps;

  async function prepare<E extends NotificationEventName>(
    event: E,
    payload: NotificationEvents[E],
  ): Promise<{ deliveries: Delivery[]; facts: TicketFacts } | null> {
    const { ticketId } = payload;
    const loaded = await findTicketAudience(db, {
      ticketId,
      actorId: actorOf(event, payload),
      assigneeId:
        event === 'ticket.assigned' ? (payload as { assignedToId: string }).assignedToId : null,
      commentId:
        event === 'ticket.comment_added' ? (payload as { commentId: string }).commentId : null,
      ...AUDIENCE_NEEDS[event],
    });
    if (!loaded) return null; // the ticket is gone
    const recipients = recipientsFor(event, payload, loaded.audience);
    const deliveries: Delivery[] = [];
    for (const group of groupBy(recipients, (recipient) => recipient.type)) {
      const type = group[0]!.type;
      const byId = new Map(group.map((recipient) => [recipient.userId, recipient]));
      const people = await findVisibleRecipients(db, ticketId, type, [...byId.keys()]);
      for (const person of people) {
        const recipient = byId.get(person.userId)!;
        // Only the requester may be a client; anyone else reached as staff must be staff.
        if (recipient.reason !== 'requester' && person.role === 'CLIENT') continue;
        const channels = channelsOf(type, person);
        if (!channels.inApp && !channels.email && !channels.push) continue;
        const { key, variables } = composeNotification(event, payload, loaded.facts, recipient);
        deliveries.push({
          person,
          channels,
          key,
          variables,
          rendered: renderNotification(key, variables),
        });
      }
    }
    return { deliveries, facts: loaded.facts };
  }

  async function store(
    unordered: Delivery[],
    context: { ticketId: string; facts: TicketFacts; actorId: string | null },
  ) {
    // One order everywhere, so that deliveries locking the same rows never deadlock.
    const deliveries = [...unordered].sort((a, b) =>
      a.person.userId.localeCompare(b.person.userId),
    );
    const type = deliveries[0]!.rendered.type;
    const isCoalesced = COALESCED_TYPES.has(type);
    const needsTransaction = isCoalesced || deliveries.some((delivery) => delivery.channels.email);
    const link = `${deps.publicUrl}/tickets/${context.ticketId}`;
    const write = async (executor: Executor) => {
      const windows = isCoalesced
        ? await repository.touchCoalesceWindows(
            executor,
            { userIds: deliveries.map((d) => d.person.userId), ticketId: context.ticketId, type },
            NOTIFICATION_COALESCE_WINDOW_MS,
          )
        : new Map<string, { isNewWindow: boolean; windowStartedAt: Date }>();
      // Inside a window, no second e-mail or push: the first one said it.
      const isFresh = (delivery: Delivery) =>
        !isCoalesced || (windows.get(delivery.person.userId)?.isNewWindow ?? true);
      const folded: NotificationRow[] = [];
      const toInsert: Delivery[] = [];
      for (const delivery of deliveries.filter((d) => d.channels.inApp)) {
        const window = windows.get(delivery.person.userId);
        if (window && !window.isNewWindow) {
          const row = await repository.foldIntoUnread(
            executor,
            {
              userId: delivery.person.userId,
              ticketId: context.ticketId,
              type,
              since: window.windowStartedAt,
            },
            {
              title: delivery.rendered.title,
              message: delivery.rendered.message,
              ticketTitle: context.facts.title,
              actorId: context.actorId,
            },
          );
          if (row) {
            folded.push(row);
            continue;
          }
        }
        toInsert.push(delivery);
      }
      const inserted = await repository.insertNotifications(
        executor,
        toInsert.map((delivery) => ({
          userId: delivery.person.userId,
          type,
          title: delivery.rendered.title,
          message: delivery.rendered.message,
          ticketId: context.ticketId,
          ticketNumber: context.facts.number,
          ticketTitle: context.facts.title,
          actorId: context.actorId,
        })),
      );
      const emails = deliveries.filter((d) => d.channels.email && isFresh(d));
      for (const delivery of emails) {
        const email = renderNotificationEmail(delivery.key, {
          ...delivery.variables,
          name: delivery.person.name,
          link,
          settingsLink: `${deps.publicUrl}/settings/notifications`,
        });
        await mailer.enqueue(executor, {
          kind: `notification_${type.toLowerCase()}`,
          to: delivery.person.email,
          ...email,
        });
      }
      const pushes = deliveries.filter((d) => d.channels.push && isFresh(d));
      return { inserted, folded, emails: emails.length, pushes };
    };
    return needsTransaction ? db.transaction(write) : write(db);
  }

  /**
   * The socket: each new row. No unread count follows: the client adds one for each message it
   * gets, and counting after every delivery to a busy department cost more than the ticket
   * itself (docs/performance.md). Reads, "mark all" and deletions still send the fresh count.
   */
  function announce(inserted: NotificationRow[]) {
    const realtime = deps.realtime();
    if (!realtime) return;
    for (const row of inserted) {
      const { isRead: _isRead, readAt: _readAt, ...data } = toNotification(row);
      realtime.sendToUsers([row.userId], { type: 'notification', data });
    }
  }

  return {
    async handle(event, payload) {
      const prepared = await prepare(event, payload);
      if (!prepared || prepared.deliveries.length === 0) return NOTHING;
      const summary = { ...NOTHING, notified: prepared.deliveries.length };
      for (const group of groupBy(prepared.deliveries, (delivery) => delivery.rendered.type)) {
        const result = await store(group, {
          ticketId: payload.ticketId,
          facts: prepared.facts,
          actorId: actorOf(event, payload),
        });
        if (result.emails > 0) void mailer.flush();
        const rowOf = new Map(
          [...result.inserted, ...result.folded].map((row) => [row.userId, row]),
        );
        try {
          announce(result.inserted);
        } catch (error) {
          deps.log.error({ err: error, event }, 'notification socket delivery failed');
        }
        await deps.push.send(
          result.pushes.map((delivery) => ({
            userId: delivery.person.userId,
            payload: {
              title: delivery.rendered.title,
              body: delivery.rendered.message,
              url: `${deps.publicUrl}/tickets/${payload.ticketId}`,
              tag: payload.ticketId,
              notificationId: rowOf.get(delivery.person.userId)?.id ?? null,
            },
          })),
        );
        summary.inserted += result.inserted.length;
        summary.folded += result.folded.length;
        summary.emails += result.emails;
        summary.pushes += result.pushes.length;
      }
      return summary;
    },
  };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}
