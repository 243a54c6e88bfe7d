import { NOTIFICATION_COALESCE_WINDOW_MS, type NotificationType } from '@atiende/contracts';
import type { Executor } from '../../db/client';
import type { NotificationRow } from '../../db/schema/index';
import type { TicketFacts } from './audience.repository';
import {
  COALESCED_TYPES,
  type Delivery,
  type ProducerDeps,
  type Stored,
} from './notification-deliveries';
import { renderNotificationEmail } from './notification-templates';
import * as repository from './notifications.repository';

type StoreContext = { ticketId: string; facts: TicketFacts; actorId: string | null };
type Windows = Map<string, { isNewWindow: boolean; windowStartedAt: Date }>;

/** In-app rows: folded into an unread one of the same window, or inserted. */
async function foldOrInsert(
  executor: Executor,
  deliveries: Delivery[],
  { type, windows }: { type: NotificationType; windows: Windows },
  context: StoreContext,
) {
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
  return { inserted, folded };
}

/** The e-mails into the outbox, in the same transaction as the rows. */
async function enqueueEmails(
  executor: Executor,
  { mailer, publicUrl }: Pick<ProducerDeps, 'mailer' | 'publicUrl'>,
  emails: Delivery[],
  {
    type,
    ticketId,
    ticketNumber,
  }: { type: NotificationType; ticketId: string; ticketNumber: number },
) {
  const link = `${publicUrl}/tickets/${ticketId}`;
  for (const delivery of emails) {
    const email = renderNotificationEmail(delivery.parts, {
      ...delivery.variables,
      nombre: delivery.person.name,
      enlace: link,
      enlace_preferencias: `${publicUrl}/settings/notifications`,
    });
    await mailer.enqueue(executor, {
      kind: `notification_${type.toLowerCase()}`,
      to: delivery.person.email,
      ...email,
      ticket: { id: ticketId, number: ticketNumber },
    });
  }
}

/**
 * One event's deliveries of one type that are not plain: coalesced kinds fold into the open
 * window's unread row, e-mails go to the outbox with the rows (one transaction).
 */
export async function storeDeliveries(
  deps: Pick<ProducerDeps, 'mailer' | 'publicUrl'> & { db: Executor },
  unordered: Delivery[],
  context: StoreContext,
): Promise<Stored> {
  // One order everywhere, so that deliveries locking the same rows never deadlock.
  const deliveries = [...unordered].sort((a, b) => a.person.userId.localeCompare(b.person.userId));
  const type = deliveries[0]!.rendered.type;
  const isCoalesced = COALESCED_TYPES.has(type);
  const needsTransaction = isCoalesced || deliveries.some((delivery) => delivery.channels.email);
  const write = async (executor: Executor) => {
    const windows: Windows = isCoalesced
      ? await repository.touchCoalesceWindows(
          executor,
          { userIds: deliveries.map((d) => d.person.userId), ticketId: context.ticketId, type },
          NOTIFICATION_COALESCE_WINDOW_MS,
        )
      : new Map();
    // Inside a window, no second e-mail or push: the first one said it.
    const isFresh = (delivery: Delivery) =>
      !isCoalesced || (windows.get(delivery.person.userId)?.isNewWindow ?? true);
    const { inserted, folded } = await foldOrInsert(
      executor,
      deliveries,
      { type, windows },
      context,
    );
    const emails = deliveries.filter((d) => d.channels.email && isFresh(d));
    await enqueueEmails(executor, deps, emails, {
      type,
      ticketId: context.ticketId,
      ticketNumber: context.facts.number,
    });
    const pushes = deliveries.filter((d) => d.channels.push && isFresh(d));
    return { inserted, folded, emails: emails.length, pushes };
  };
  return needsTransaction ? deps.db.transaction(write) : write(deps.db);
}
