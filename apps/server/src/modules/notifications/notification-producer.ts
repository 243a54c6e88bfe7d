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
  findTicketAudiences,
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
 * Turns events into notifications (docs/notifications.md), a batch at a time: two reads (the
 * tickets' people; the chosen recipients who may see them, with their settings), then the
 * writes — every plain in-app row of the batch in one insert; coalesced kinds and e-mails
 * (rows and outbox together) per event — then, after commit, the socket, the outbox flush and
 * web push.
 *
 * Batching is group commit: an event that finds the producer idle is handled at once; events
 * that arrive while a batch is being written wait for it and go together in the next one. At
 * rest the latency is one event's; under load the round trips and statements are shared
 * (docs/performance.md: ticket creation with notifications).
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

/** Most events in one batch: bounds the statement's size (about 25 rows per new ticket). */
const MAX_BATCH_EVENTS = 100;

type Pending = {
  [E in NotificationEventName]: {
    event: E;
    payload: NotificationEvents[E];
    resolve: (summary: DeliverySummary) => void;
    reject: (error: unknown) => void;
  };
}[NotificationEventName];

type Stored = {
  inserted: NotificationRow[];
  folded: NotificationRow[];
  emails: number;
  pushes: Delivery[];
};

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

  type Prepared = { deliveries: Delivery[]; facts: TicketFacts } | null;

  /** The deliveries of each event of a batch: two queries for the whole batch. */
  async function prepare(batch: readonly Pending[]): Promise<Prepared[]> {
    const loaded = await findTicketAudiences(
      db,
      batch.map(({ event, payload }) => ({
        ticketId: payload.ticketId,
        actorId: actorOf(event, payload),
        assigneeId:
          event === 'ticket.assigned' ? (payload as { assignedToId: string }).assignedToId : null,
        commentId:
          event === 'ticket.comment_added' ? (payload as { commentId: string }).commentId : null,
        ...AUDIENCE_NEEDS[event],
      })),
    );
    const chosen = batch.map(({ event, payload }, index) => {
      const audience = loaded[index]?.audience;
      return audience ? recipientsFor(event, payload, audience) : [];
    });
    const visible = await findVisibleRecipients(
      db,
      chosen.flatMap((recipients, index) =>
        recipients.map((recipient) => ({
          ticketId: batch[index]!.payload.ticketId,
          userId: recipient.userId,
          type: recipient.type,
        })),
      ),
    );
    const personOf = new Map(
      visible.map((person) => [`${person.ticketId}|${person.userId}|${person.type}`, person]),
    );
    return batch.map(({ event, payload }, index) => {
      const found = loaded[index];
      if (!found) return null; // the ticket is gone
      const deliveries: Delivery[] = [];
      // The people of one event mostly share a text (25 técnicos, one "Nuevo ticket"): render once.
      const rendered = new Map<string, RenderedNotification>();
      const render = (key: TemplateKey, variables: TemplateVariables) => {
        const cacheKey = `${key}\u0000${JSON.stringify(variables)}`;
        let text = rendered.get(cacheKey);
        if (!text) {
          text = renderNotification(key, variables);
          rendered.set(cacheKey, text);
        }
        return text;
      };
      for (const recipient of chosen[index]!) {
        const person = personOf.get(`${payload.ticketId}|${recipient.userId}|${recipient.type}`);
        if (!person) continue;
        // Only the requester may be a client; anyone else reached as staff must be staff.
        if (recipient.reason !== 'requester' && person.role === 'CLIENT') continue;
        const channels = channelsOf(recipient.type, person);
        if (!channels.inApp && !channels.email && !channels.push) continue;
        const { key, variables } = composeNotification(event, payload, found.facts, recipient);
        deliveries.push({
          person,
          channels,
          key,
          variables,
          rendered: render(key, variables),
        });
      }
      return { deliveries, facts: found.facts };
    });
  }

  /** Plain deliveries: no coalescing, no e-mail — rows only, shareable across events. */
  const isPlain = (delivery: Delivery) =>
    !COALESCED_TYPES.has(delivery.rendered.type) && !delivery.channels.email;

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
  function announce(inserted: readonly NotificationRow[]) {
    const realtime = deps.realtime();
    if (!realtime || inserted.length === 0) return;
    try {
      realtime.sendEach(
        inserted
          .filter((row) => realtime.reaches(row.userId)) // nobody to tell now: the bell reads it
          .map((row) => {
            const { isRead: _isRead, readAt: _readAt, ...data } = toNotification(row);
            return { userId: row.userId, message: { type: 'notification' as const, data } };
          }),
      );
    } catch (error) {
      deps.log.error({ err: error }, 'notification socket delivery failed');
    }
  }

  /** Socket (unless already announced with its batch), outbox flush and push for one group. */
  async function announceAndPush(
    item: Pending,
    stored: Stored,
    summary: DeliverySummary,
    options: { announced: boolean },
  ) {
    if (stored.emails > 0) void mailer.flush();
    const rowOf = new Map([...stored.inserted, ...stored.folded].map((row) => [row.userId, row]));
    if (!options.announced) announce(stored.inserted);
    await deps.push.send(
      stored.pushes.map((delivery) => ({
        userId: delivery.person.userId,
        payload: {
          title: delivery.rendered.title,
          body: delivery.rendered.message,
          url: `${deps.publicUrl}/tickets/${item.payload.ticketId}`,
          tag: item.payload.ticketId,
          notificationId: rowOf.get(delivery.person.userId)?.id ?? null,
        },
      })),
    );
    summary.inserted += stored.inserted.length;
    summary.folded += stored.folded.length;
    summary.emails += stored.emails;
    summary.pushes += stored.pushes.length;
  }

  async function deliver(batch: readonly Pending[]): Promise<DeliverySummary[]> {
    const prepared = await prepare(batch);
    const summaries = prepared.map((entry) => ({
      ...NOTHING,
      notified: entry?.deliveries.length ?? 0,
    }));
    // Every plain row of the batch in one statement.
    const plain = prepared.flatMap((entry, index) =>
      (entry?.deliveries ?? [])
        .filter((delivery) => isPlain(delivery) && delivery.channels.inApp)
        .map((delivery) => ({ delivery, index })),
    );
    const insertedRows = await repository.insertNotificationBatch(
      db,
      plain.map(({ delivery, index }) => ({
        userId: delivery.person.userId,
        type: delivery.rendered.type,
        title: delivery.rendered.title,
        message: delivery.rendered.message,
        ticketId: batch[index]!.payload.ticketId,
        ticketNumber: prepared[index]!.facts.number,
        ticketTitle: prepared[index]!.facts.title,
        actorId: actorOf(batch[index]!.event, batch[index]!.payload),
      })),
    );
    // Rows back to their events by (ticket, user, type), not by position in RETURNING.
    const eventsOf = new Map<string, number[]>();
    for (const { delivery, index } of plain) {
      const key = `${batch[index]!.payload.ticketId}|${delivery.person.userId}|${delivery.rendered.type}`;
      eventsOf.set(key, [...(eventsOf.get(key) ?? []), index]);
    }
    const insertedByEvent = new Map<number, NotificationRow[]>();
    for (const row of insertedRows) {
      const index = eventsOf.get(`${row.ticketId}|${row.userId}|${row.type}`)!.shift()!;
      insertedByEvent.set(index, [...(insertedByEvent.get(index) ?? []), row]);
    }
    announce(insertedRows); // the whole batch's plain rows: one publish to other instances
    for (const [index, entry] of prepared.entries()) {
      if (!entry || entry.deliveries.length === 0) continue;
      const item = batch[index]!;
      const plainOnes = entry.deliveries.filter(isPlain);
      if (plainOnes.length > 0) {
        await announceAndPush(
          item,
          {
            inserted: insertedByEvent.get(index) ?? [],
            folded: [],
            emails: 0,
            pushes: plainOnes.filter((delivery) => delivery.channels.push),
          },
          summaries[index]!,
          { announced: true },
        );
      }
      const others = entry.deliveries.filter((delivery) => !isPlain(delivery));
      for (const group of groupBy(others, (delivery) => delivery.rendered.type)) {
        const stored = await store(group, {
          ticketId: item.payload.ticketId,
          facts: entry.facts,
          actorId: actorOf(item.event, item.payload),
        });
        await announceAndPush(item, stored, summaries[index]!, { announced: false });
      }
    }
    return summaries;
  }

  // Group commit (see the top of this file): one batch in flight, the next gathers meanwhile.
  let queue: Pending[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH_EVENTS);
      queue = queue.slice(batch.length);
      try {
        const summaries = await deliver(batch);
        batch.forEach((item, index) => item.resolve(summaries[index]!));
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        // One bad event must not cost the others their notifications: alone, each again.
        for (const item of batch) {
          await deliver([item]).then(
            ([summary]) => item.resolve(summary!),
            (itemError: unknown) => item.reject(itemError),
          );
        }
      }
    }
    running = false;
  }

  return {
    handle(event, payload) {
      return new Promise<DeliverySummary>((resolve, reject) => {
        queue.push({ event, payload, resolve, reject } as Pending);
        if (!running) void drain();
      });
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
