import type { NotificationRow } from '../../db/schema/index';
import { prepareDeliveries } from './notification-audience';
import {
  isPlain,
  NOTHING,
  type DeliverySummary,
  type Pending,
  type Prepared,
  type ProducerDeps,
  type Stored,
} from './notification-deliveries';
import { toNotification } from './notification-mappers';
import { storeDeliveries } from './notification-storage';
import * as repository from './notifications.repository';
import { actorOf } from './recipients';

/**
 * The socket: each new row. No unread count follows: the client adds one for each message it
 * gets, and counting after every delivery to a busy department cost more than the ticket
 * itself (docs/performance.md). Reads, "mark all" and deletions still send the fresh count.
 */
function announce(
  deps: Pick<ProducerDeps, 'realtime' | 'log'>,
  inserted: readonly NotificationRow[],
) {
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
  deps: ProducerDeps,
  item: Pending,
  stored: Stored,
  summary: DeliverySummary,
  options: { announced: boolean },
) {
  if (stored.emails > 0) void deps.mailer.flush();
  const rowOf = new Map([...stored.inserted, ...stored.folded].map((row) => [row.userId, row]));
  if (!options.announced) announce(deps, stored.inserted);
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

/**
 * Every plain row of the batch in one statement; the rows come back grouped by event, matched
 * by (ticket, user, type), not by position in RETURNING.
 */
async function insertPlainRows(
  deps: Pick<ProducerDeps, 'db'>,
  batch: readonly Pending[],
  prepared: Prepared[],
) {
  const plain = prepared.flatMap((entry, index) =>
    (entry?.deliveries ?? [])
      .filter((delivery) => isPlain(delivery) && delivery.channels.inApp)
      .map((delivery) => ({ delivery, index })),
  );
  const insertedRows = await repository.insertNotificationBatch(
    deps.db,
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
  return { insertedRows, insertedByEvent };
}

/** Delivers a batch of events: audience, storage, then socket, outbox flush and push. */
export async function deliverBatch(
  deps: ProducerDeps,
  batch: readonly Pending[],
): Promise<DeliverySummary[]> {
  const prepared = await prepareDeliveries(deps.db, batch);
  const summaries = prepared.map((entry) => ({
    ...NOTHING,
    notified: entry?.deliveries.length ?? 0,
  }));
  const { insertedRows, insertedByEvent } = await insertPlainRows(deps, batch, prepared);
  announce(deps, insertedRows); // the whole batch's plain rows: one publish to other instances
  for (const [index, entry] of prepared.entries()) {
    if (!entry || entry.deliveries.length === 0) continue;
    const item = batch[index]!;
    const plainOnes = entry.deliveries.filter(isPlain);
    if (plainOnes.length > 0) {
      await announceAndPush(
        deps,
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
      const stored = await storeDeliveries(deps, group, {
        ticketId: item.payload.ticketId,
        facts: entry.facts,
        actorId: actorOf(item.event, item.payload),
      });
      await announceAndPush(deps, item, stored, summaries[index]!, { announced: false });
    }
  }
  return summaries;
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}
