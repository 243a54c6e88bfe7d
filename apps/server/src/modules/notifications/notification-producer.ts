import { deliverBatch } from './notification-fan-out';
import type { DeliverySummary, Pending, ProducerDeps } from './notification-deliveries';
import type { NotificationEventName, NotificationEvents } from './recipients';

export type { DeliverySummary } from './notification-deliveries';

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

/** Most events in one batch: bounds the statement's size (about 25 rows per new ticket). */
const MAX_BATCH_EVENTS = 100;

export type NotificationProducer = {
  /** `outboxId`: the durable event's outbox row; delivered only if this claims it. */
  handle<E extends NotificationEventName>(
    event: E,
    payload: NotificationEvents[E],
    outboxId?: number,
  ): Promise<DeliverySummary>;
};

/**
 * The queue: events gathered into batches, one batch in flight. Who is told is
 * notification-audience.ts, what is written notification-storage.ts, the delivery of a batch
 * notification-fan-out.ts.
 */
export function createNotificationProducer(deps: ProducerDeps): NotificationProducer {
  // Group commit (see the top of this file): one batch in flight, the next gathers meanwhile.
  let queue: Pending[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH_EVENTS);
      queue = queue.slice(batch.length);
      try {
        const summaries = await deliverBatch(deps, batch);
        batch.forEach((item, index) => item.resolve(summaries[index]!));
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        // One bad event must not cost the others their notifications: alone, each again.
        for (const item of batch) {
          await deliverBatch(deps, [item]).then(
            ([summary]) => item.resolve(summary!),
            (itemError: unknown) => item.reject(itemError),
          );
        }
      }
    }
    running = false;
  }

  return {
    handle(event, payload, outboxId) {
      return new Promise<DeliverySummary>((resolve, reject) => {
        queue.push({ event, payload, outboxId, resolve, reject } as Pending);
        if (!running) void drain();
      });
    },
  };
}
