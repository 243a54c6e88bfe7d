import type { Executor } from '../../db/client';
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
export function announce(
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
  deps: { db: Executor },
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

/**
 * Claims the batch's outbox rows (docs/jobs.md#event-outbox) inside the delivery's transaction:
 * the indexes of the events to deliver — those without a row, and those whose row this deleted.
 * Another delivery of the same event (a redelivery racing the first) waits on the row lock and
 * then finds it gone.
 */
async function claimOutbox(executor: Executor, batch: readonly Pending[]): Promise<Set<number>> {
  const ids = batch.flatMap((item) => (item.outboxId === undefined ? [] : [item.outboxId]));
  const claimed = new Set(ids.length === 0 ? [] : await repository.deleteOutboxRows(executor, ids));
  return new Set(
    batch.flatMap((item, index) =>
      item.outboxId === undefined || claimed.has(item.outboxId) ? [index] : [],
    ),
  );
}

/**
 * Delivers a batch of events: audience; then, in one transaction, the outbox claim and every
 * row and e-mail; after the commit, socket, outbox flush and push.
 */
export async function deliverBatch(
  deps: ProducerDeps,
  batch: readonly Pending[],
): Promise<DeliverySummary[]> {
  const prepared = await prepareDeliveries(deps.db, batch, await deps.templates.snapshot());
  const summaries = prepared.map(() => ({ ...NOTHING }));
  const afterCommit: Array<() => void | Promise<void>> = [];
  await deps.db.transaction(async (tx) => {
    const mine = await claimOutbox(tx, batch);
    // Events delivered elsewhere already count for nothing here.
    const ours = prepared.map((entry, index) => (mine.has(index) ? entry : null));
    ours.forEach((entry, index) => (summaries[index]!.notified = entry?.deliveries.length ?? 0));
    const writer = { ...deps, db: tx };
    const { insertedRows, insertedByEvent } = await insertPlainRows(writer, batch, ours);
    // The whole batch's plain rows: one publish to other instances.
    afterCommit.push(() => announce(deps, insertedRows));
    for (const [index, entry] of ours.entries()) {
      if (!entry || entry.deliveries.length === 0) continue;
      const item = batch[index]!;
      const plainOnes = entry.deliveries.filter(isPlain);
      if (plainOnes.length > 0) {
        const stored = {
          inserted: insertedByEvent.get(index) ?? [],
          folded: [],
          emails: 0,
          pushes: plainOnes.filter((delivery) => delivery.channels.push),
        };
        afterCommit.push(() =>
          announceAndPush(deps, item, stored, summaries[index]!, { announced: true }),
        );
      }
      const others = entry.deliveries.filter((delivery) => !isPlain(delivery));
      for (const group of groupBy(others, (delivery) => delivery.rendered.type)) {
        const stored = await storeDeliveries(writer, group, {
          ticketId: item.payload.ticketId,
          facts: entry.facts,
          actorId: actorOf(item.event, item.payload),
        });
        afterCommit.push(() =>
          announceAndPush(deps, item, stored, summaries[index]!, { announced: false }),
        );
      }
    }
  });
  for (const step of afterCommit) await step();
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
