import { EventEmitter } from 'node:events';
import type { TicketPriority, TicketStatus } from '@atiende/contracts';

/**
 * Domain events, named `entity.past_verb` (docs/conventions.md#events), published after the
 * transaction that caused them commits. In-process for now; the notifications issue subscribes one
 * small handler per event (and fans them out through Redis when configured).
 */
export type DomainEvents = {
  'ticket.created': {
    ticketId: string;
    number: number;
    actorId: string | null;
    departmentId: string | null;
  };
  'ticket.updated': { ticketId: string; number: number; actorId: string; fields: string[] };
  'ticket.status_changed': {
    ticketId: string;
    number: number;
    actorId: string;
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
    actorId: string;
    assignedToId: string;
    previousAssigneeId: string | null;
    reason: string | null;
  };
  'ticket.escalated': {
    ticketId: string;
    number: number;
    actorId: string;
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
};

export type EventName = keyof DomainEvents;
export type TicketEventName = Extract<EventName, `ticket.${string}`>;
export type TicketEvents = Pick<DomainEvents, TicketEventName>;

export class EventBus {
  private readonly emitter = new EventEmitter();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onHandlerError: (error: unknown, event: EventName) => void) {
    this.emitter.setMaxListeners(100);
  }

  publish<E extends EventName>(event: E, payload: DomainEvents[E]): void {
    this.emitter.emit(event, payload);
  }

  /** Handlers run after the response path; a failing handler is logged, never thrown. */
  subscribe<E extends EventName>(
    event: E,
    handler: (payload: DomainEvents[E]) => void | Promise<void>,
  ): () => void {
    const listener = (payload: DomainEvents[E]) => {
      const run = Promise.resolve()
        .then(() => handler(payload))
        .catch((error: unknown) => this.onHandlerError(error, event))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    };
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
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
