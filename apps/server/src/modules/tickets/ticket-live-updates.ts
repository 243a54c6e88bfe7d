import { TICKET_CHANGE_KINDS } from '@atiende/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { EventBus, TicketEventName, TicketEvents } from '../../platform/events';
import { findTicketViewers } from './ticket-viewers.repository';

/** The hub topic every instance hears a ticket change on (docs/realtime.md). */
export const TICKET_CHANGED_TOPIC = 'ticket.changed';
/** Trailing window: a ticket updated 100 times in a second reaches each socket about 4 times. */
export const TICKET_CHANGE_WINDOW_MS = 250;

const ticketChangeSchema = z.object({
  ticketId: z.uuid(),
  number: z.number().int(),
  change: z.enum(TICKET_CHANGE_KINDS),
  /** An internal note: staff learn of it, clients never (docs/product/tickets.md). */
  isStaffOnly: z.boolean(),
});
export type TicketChange = z.infer<typeof ticketChangeSchema>;

/**
 * Two changes of one ticket in one window become one. The kind is a hint (every kind means
 * "refetch this ticket"): the same kind stays; a creation stays a creation (lists must gain the
 * row); the generic `updated` that accompanies a priority or status edit gives way to the
 * specific kind; two different specific kinds are an `updated`. Staff-only only if both were,
 * so a public change is never hidden behind an internal note.
 */
export function mergeTicketChanges(previous: TicketChange, next: TicketChange): TicketChange {
  const kinds = [previous.change, next.change];
  const change = kinds.includes('created')
    ? 'created'
    : previous.change === next.change || previous.change === 'updated'
      ? next.change
      : next.change === 'updated'
        ? previous.change
        : 'updated';
  return { ...next, change, isStaffOnly: previous.isStaffOnly && next.isStaffOnly };
}

/** Collects changes for `windowMs` after the first, then hands the batch to `flush` once. */
export function createTicketChangeCoalescer(
  windowMs: number,
  flush: (changes: TicketChange[]) => Promise<void>,
  onError: (error: unknown) => void,
) {
  let pending = new Map<string, TicketChange>();
  let timer: NodeJS.Timeout | undefined;
  function run() {
    timer = undefined;
    const batch = [...pending.values()];
    pending = new Map();
    flush(batch).catch(onError);
  }
  return {
    add(change: TicketChange) {
      const previous = pending.get(change.ticketId);
      pending.set(change.ticketId, previous ? mergeTicketChanges(previous, change) : change);
      if (!timer) {
        timer = setTimeout(run, windowMs);
        timer.unref();
      }
    },
    stop() {
      clearTimeout(timer);
      pending.clear();
    },
  };
}

type Kind = TicketChange['change'];
const EVENT_KINDS: { [E in TicketEventName]: (payload: TicketEvents[E]) => [Kind, boolean] } = {
  'ticket.created': () => ['created', false],
  'ticket.updated': () => ['updated', false],
  'ticket.status_changed': () => ['status_changed', false],
  'ticket.priority_changed': () => ['priority_changed', false],
  'ticket.assigned': () => ['assigned', false],
  'ticket.escalated': () => ['escalated', false],
  'ticket.comment_added': (payload) => ['comment_added', payload.isInternal],
};

/**
 * Ticket changes pushed live (issue 5): each domain event is broadcast to every instance; each
 * instance coalesces per ticket, asks the visibility rule once per window which of its connected
 * users see the changed tickets, and sends `ticket_changed` to those only.
 */
export function registerTicketLiveUpdates(
  app: FastifyInstance,
  deps: { db: Db; events: EventBus },
): void {
  const { realtime } = app;
  for (const name of Object.keys(EVENT_KINDS) as TicketEventName[]) {
    deps.events.subscribe(name, (payload: TicketEvents[typeof name]) => {
      const toKind = EVENT_KINDS[name] as (payload: TicketEvents[typeof name]) => [Kind, boolean];
      const [change, isStaffOnly] = toKind(payload);
      const { ticketId, number } = payload;
      realtime.broadcast(TICKET_CHANGED_TOPIC, { ticketId, number, change, isStaffOnly });
    });
  }

  const coalescer = createTicketChangeCoalescer(
    TICKET_CHANGE_WINDOW_MS,
    async (changes) => {
      const userIds = realtime.connectedUserIds();
      if (userIds.length === 0) return;
      const viewers = await findTicketViewers(
        deps.db,
        changes.map((change) => change.ticketId),
        userIds,
      );
      const viewersByTicket = new Map<string, typeof viewers>();
      for (const viewer of viewers) {
        const list = viewersByTicket.get(viewer.ticketId) ?? [];
        list.push(viewer);
        viewersByTicket.set(viewer.ticketId, list);
      }
      for (const { ticketId, number, change, isStaffOnly } of changes) {
        const recipients = (viewersByTicket.get(ticketId) ?? [])
          .filter((viewer) => !isStaffOnly || viewer.role !== 'CLIENT')
          .map((viewer) => viewer.userId);
        realtime.sendToLocalUsers(recipients, {
          type: 'ticket_changed',
          data: { ticketId, number, change },
        });
      }
    },
    (error) => app.log.error({ err: error }, 'ticket live update failed'),
  );

  const unsubscribe = realtime.onBroadcast(TICKET_CHANGED_TOPIC, (payload) => {
    if (realtime.connectionCount() === 0) return; // nobody here to tell
    const parsed = ticketChangeSchema.safeParse(payload);
    if (parsed.success) coalescer.add(parsed.data);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    coalescer.stop();
  });
}
