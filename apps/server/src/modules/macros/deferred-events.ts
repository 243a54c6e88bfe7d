import { EventBus, type DomainEvents, type EventMeta, type EventName } from '../../platform/events';

/**
 * An event bus that only remembers what is published, for services called inside a larger
 * transaction: their events leave through `flushTo` once that transaction committed, and are
 * dropped with it when it rolls back (docs/conventions.md#events).
 */
export class DeferredEvents extends EventBus {
  private readonly held: Array<[EventName, unknown, EventMeta]> = [];

  constructor() {
    super(() => undefined);
  }

  override publish<E extends EventName>(
    event: E,
    payload: DomainEvents[E],
    meta: EventMeta = {},
  ): void {
    this.held.push([event, payload, meta]);
  }

  /** The outbox rows were written in the same transaction: the metadata travels with them. */
  flushTo(bus: EventBus): void {
    for (const [event, payload, meta] of this.held.splice(0)) {
      bus.publish(event, payload as never, meta);
    }
  }
}
