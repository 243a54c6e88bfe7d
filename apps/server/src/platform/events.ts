import { EventEmitter } from 'node:events';
import type { TicketPriority, TicketStatus } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../db/client';

/**
 * Domain events, named `entity.past_verb` (docs/conventions.md#events), published in-process after
 * the transaction that caused them commits. The durable ones are also written to the outbox in
 * that transaction, so their one durable consumer (the notifications) gets each exactly once,
 * even across a crash (docs/jobs.md#event-outbox).
 */
export type DomainEvents = {
  'ticket.created': {
    ticketId: string;
    number: number;
    actorId: string | null;
    departmentId: string | null;
  };
  /** `actorId` null: a change Atiende made itself (the SLA's automatic escalation). */
  'ticket.updated': { ticketId: string; number: number; actorId: string | null; fields: string[] };
  'ticket.status_changed': {
    ticketId: string;
    number: number;
    actorId: string | null;
    from: TicketStatus;
    to: TicketStatus;
  };
  'ticket.priority_changed': {
    ticketId: string;
    number: number;
    actorId: string;
    from: TicketPriority;
    to: TicketPriority;
  };
  'ticket.assigned': {
    ticketId: string;
    number: number;
    /** Null for a department's automatic assignment (docs/schedules.md#asignación-automática). */
    actorId: string | null;
    assignedToId: string;
    previousAssigneeId: string | null;
    reason: string | null;
  };
  'ticket.escalated': {
    ticketId: string;
    number: number;
    actorId: string | null;
    departmentLeadId: string | null;
  };
  'ticket.comment_added': {
    ticketId: string;
    number: number;
    commentId: string;
    actorId: string | null;
    isInternal: boolean;
  };

  /**
   * A person's row or memberships changed, after commit: `fields` names what changed
   * (`departmentIds`, `role`, `customerId`, `isActive`, `name` …). The users module forgets its
   * request cache, the departments module its staff cache (docs/decisions/0007-cross-module-reads.md).
   */
  'user.updated': { userId: string; fields: string[] };
  'user.deleted': { userId: string };
  /** A department, its lead or its members changed (or it was created or deleted), after commit. */
  'department.updated': { departmentId: string };
  /** A message template was saved or restored, after commit (docs/templates.md#cache). */
  'template.updated': { key: string };
  /**
   * A ticket raised from the assistant's chat, after commit: its conversation records it
   * (docs/assistant.md#sessions). Not durable: the ticket keeps its `rag_session_id` anyway.
   */
  'chat.ticket_created': { ticketId: string; number: number; userId: string; ragSessionId: string };
  /**
   * A técnico started or ended a break or lunch, after commit (docs/schedules.md#pausas-y-recordatorios):
   * availability views refresh, waiting tickets may find someone. `automatically`: closed by the
   * forgotten-pause job.
   */
  'pause.started': { userId: string; pauseId: string; kind: 'break' | 'lunch' };
  'pause.ended': {
    userId: string;
    pauseId: string;
    kind: 'break' | 'lunch';
    automatically: boolean;
  };
};

export type EventName = keyof DomainEvents;
export type TicketEventName = Extract<EventName, `ticket.${string}`>;
export type TicketEvents = Pick<DomainEvents, TicketEventName>;

/**
 * Events whose effects must survive a crash (the notifications and e-mails they cause): written
 * to the outbox in the transaction of their change (docs/jobs.md#event-outbox). The others (cache
 * forgetting, live list updates) only matter to the processes running now.
 */
export const DURABLE_TICKET_EVENTS = [
  'ticket.created',
  'ticket.updated',
  'ticket.status_changed',
  'ticket.priority_changed',
  'ticket.assigned',
  'ticket.escalated',
  'ticket.comment_added',
] as const satisfies readonly TicketEventName[];
export const DURABLE_EVENTS: ReadonlySet<EventName> = new Set<EventName>(DURABLE_TICKET_EVENTS);

/** Where a delivery came from: the outbox row of a durable event (to claim with the effects). */
export type EventMeta = { outboxId?: number };

/** Events gathered inside a change's transaction, published after it commits. */
export type PendingEvents = Array<{ [E in EventName]: [E, DomainEvents[E]] }[EventName]>;
/** The same, with each durable event's outbox row. */
export type RecordedEvents = Array<
  { [E in EventName]: [E, DomainEvents[E], EventMeta] }[EventName]
>;

/**
 * Writes the durable events of `pending` to the outbox, inside the caller's transaction (one
 * statement for all of them); publish the result with `EventBus#publishRecorded` after commit.
 */
export async function recordEvents(
  executor: Executor,
  pending: PendingEvents,
): Promise<RecordedEvents> {
  const durable = pending.filter(([name]) => DURABLE_EVENTS.has(name));
  // Ids are drawn in the SELECT's order, so the ascending ids are the events' order.
  const ids =
    durable.length === 0
      ? []
      : (
          await selectRows<{ id: string | number }>(
            executor,
            sql`INSERT INTO event_outbox (name, payload)
SELECT e.value->>'name', e.value->'payload'
FROM jsonb_array_elements(${JSON.stringify(
              durable.map(([name, payload]) => ({ name, payload })),
            )}::jsonb) WITH ORDINALITY AS e(value, n)
ORDER BY e.n
RETURNING id`,
          )
        )
          .map((row) => Number(row.id))
          .sort((a, b) => a - b);
  let next = 0;
  return pending.map(
    ([name, payload]) =>
      [
        name,
        payload,
        DURABLE_EVENTS.has(name) ? { outboxId: ids[next++] } : {},
      ] as RecordedEvents[number],
  );
}

type DurableHandler = (payload: never, meta: EventMeta) => void | Promise<void>;

export class EventBus {
  private readonly emitter = new EventEmitter();
  private readonly running = new Set<Promise<void>>();
  private readonly durable = new Map<EventName, DurableHandler>();

  constructor(private readonly onHandlerError: (error: unknown, event: EventName) => void) {
    this.emitter.setMaxListeners(100);
  }

  publish<E extends EventName>(event: E, payload: DomainEvents[E], meta: EventMeta = {}): void {
    this.emitter.emit(event, payload, meta);
  }

  /** After commit: every event `recordEvents` wrote (or passed through) in that transaction. */
  publishRecorded(recorded: RecordedEvents): void {
    for (const [name, payload, meta] of recorded) this.publish(name, payload as never, meta);
  }

  /** Handlers run after the response path; a failing handler is logged, never thrown. */
  subscribe<E extends EventName>(
    event: E,
    handler: (payload: DomainEvents[E], meta: EventMeta) => void | Promise<void>,
  ): () => void {
    const listener = (payload: DomainEvents[E], meta: EventMeta = {}) => {
      const run = Promise.resolve()
        .then(() => handler(payload, meta))
        .catch((error: unknown) => this.onHandlerError(error, event))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    };
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  /**
   * The one consumer of a durable event whose effects must happen exactly once: it runs on every
   * publish like `subscribe`, and again from the outbox when the process that raised the event
   * died before delivering it (`redeliver`). It must claim the event's outbox row (delete it) in
   * the transaction of its effects and do nothing when the row is gone (docs/jobs.md#event-outbox).
   */
  subscribeDurable<E extends EventName>(
    event: E,
    handler: (payload: DomainEvents[E], meta: EventMeta) => void | Promise<void>,
  ): () => void {
    if (!DURABLE_EVENTS.has(event)) throw new Error(`${event} is not a durable event`);
    if (this.durable.has(event)) throw new Error(`${event} already has its durable consumer`);
    this.durable.set(event, handler as DurableHandler);
    const stop = this.subscribe(event, handler);
    return () => {
      this.durable.delete(event);
      stop();
    };
  }

  /**
   * Hands the outbox rows older than `olderThanSeconds` (their own process had time to deliver
   * them) to their durable consumers, a batch at a time; each attempt is counted, and a row that
   * failed `maxAttempts` times is left for inspection. Returns how many were handed over.
   */
  async redeliver(
    executor: Executor,
    { olderThanSeconds = 2, maxAttempts = 10, batch = 200 } = {},
  ): Promise<number> {
    let handed = 0;
    let cursor = 0; // rows handed over in this call are not read again, even when they failed
    for (;;) {
      const rows = await selectRows<{ id: string | number; name: EventName; payload: unknown }>(
        executor,
        sql`UPDATE event_outbox SET attempts = attempts + 1
WHERE id IN (
  SELECT id FROM event_outbox
  WHERE created_at < now() - make_interval(secs => ${olderThanSeconds})
    AND attempts < ${maxAttempts} AND id > ${cursor}
  ORDER BY id LIMIT ${batch}
)
RETURNING id, name, payload`,
      );
      if (rows.length === 0) return handed;
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      cursor = Number(rows.at(-1)!.id);
      await Promise.all(
        rows.map(async (row) => {
          const handler = this.durable.get(row.name);
          if (!handler) return;
          try {
            await handler(row.payload as never, { outboxId: Number(row.id) });
          } catch (error) {
            this.onHandlerError(error, row.name);
          }
        }),
      );
      handed += rows.length;
      if (rows.length < batch) return handed;
    }
  }

  /**
   * For in-memory caches: the handler runs inside `publish`, so the line after a publish (and
   * the HTTP answer that follows) already reads past the forgotten entry. Keep it synchronous
   * and cheap; a throw is logged, never passed to the publisher.
   */
  subscribeSync<E extends EventName>(
    event: E,
    handler: (payload: DomainEvents[E]) => void,
  ): () => void {
    const listener = (payload: DomainEvents[E]) => {
      try {
        handler(payload);
      } catch (error) {
        this.onHandlerError(error, event);
      }
    };
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  /** Waits for the handlers still running (shutdown: before the database closes). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
