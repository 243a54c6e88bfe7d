import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  ticketWorkspaceMessages,
  type Comment,
  type TicketEvent,
  type TicketPriority,
  type TicketStatus,
} from '@atiende/contracts';

/**
 * UX.md §2.2 timeline: comments and history events in one list, oldest to newest. Events that
 * only repeat a message already on screen (comment or attachment added) are left out.
 */
export type TimelineEntry =
  | { kind: 'comment'; id: string; createdAt: string; comment: Comment }
  | { kind: 'event'; id: string; createdAt: string; event: TicketEvent };

const REDUNDANT_EVENTS: ReadonlySet<TicketEvent['type']> = new Set([
  'comment_added',
  'attachment_added',
]);

function timeOf(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? 0 : time;
}

export function buildTimeline(
  comments: readonly Comment[],
  events: readonly TicketEvent[],
  options: { showActivity: boolean } = { showActivity: true },
): TimelineEntry[] {
  const entries: TimelineEntry[] = comments.map((comment) => ({
    kind: 'comment',
    id: `comment-${comment.id}`,
    createdAt: comment.createdAt,
    comment,
  }));
  if (options.showActivity) {
    for (const event of events) {
      if (REDUNDANT_EVENTS.has(event.type)) continue;
      entries.push({ kind: 'event', id: `event-${event.id}`, createdAt: event.createdAt, event });
    }
  }
  // Array.prototype.sort is stable: at the same instant, messages stay before events, each in
  // the order the server sent them.
  return entries.sort((a, b) => timeOf(a.createdAt) - timeOf(b.createdAt));
}

/** Long threads open on the latest messages with "Mostrar N mensajes anteriores". */
export const TIMELINE_COLLAPSE_AFTER = 30;
export const TIMELINE_TAIL = 20;

export function visibleTimeline(
  entries: readonly TimelineEntry[],
  isExpanded: boolean,
): { hiddenCount: number; entries: readonly TimelineEntry[] } {
  if (isExpanded || entries.length <= TIMELINE_COLLAPSE_AFTER) return { hiddenCount: 0, entries };
  return {
    hiddenCount: entries.length - TIMELINE_TAIL,
    entries: entries.slice(entries.length - TIMELINE_TAIL),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event's `to` as words: status and priority labels; ids are not words, so they are dropped. */
function readableValue(type: TicketEvent['type'], value: string | null): string {
  if (!value || UUID.test(value)) return '';
  if (type === 'status_changed' && (TICKET_STATUSES as readonly string[]).includes(value)) {
    return TICKET_STATUS_LABELS[value as TicketStatus];
  }
  if (type === 'priority_changed' && (TICKET_PRIORITIES as readonly string[]).includes(value)) {
    return TICKET_PRIORITY_LABELS[value as TicketPriority];
  }
  return value;
}

/** "Carlos Ruiz cambió el estado a En progreso". */
export function describeEvent(event: TicketEvent): string {
  const text = ticketWorkspaceMessages.timeline;
  const actor = event.actor?.name ?? text.someone;
  return text.events[event.type](actor, readableValue(event.type, event.to));
}
