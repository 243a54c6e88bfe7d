import {
  AUTO_ASSIGNMENT_NOTE,
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
 * docs/product/tickets.md#ticket-detail timeline: comments and history events in one list, oldest
 * to newest. Events that only repeat a message already on screen (comment or attachment added) are
 * left out.
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

/** What to say for an id the server could not name (its user, department or status is gone). */
const LOST_ID: Partial<Record<TicketEvent['type'], string>> = {
  assigned: ticketWorkspaceMessages.timeline.deletedUser,
  reassigned: ticketWorkspaceMessages.timeline.deletedUser,
  department_changed: ticketWorkspaceMessages.timeline.deletedDepartment,
  status_changed: ticketWorkspaceMessages.timeline.deletedStatus,
};

/**
 * An event's `to` as words: the server's name for an id (a person, a department, a custom
 * status), else the label of a status or priority.
 */
function readableValue(event: TicketEvent): string {
  const { type, to: value, toLabel } = event;
  if (toLabel) return toLabel;
  if (!value) return '';
  if (UUID.test(value)) return LOST_ID[type] ?? '';
  if (type === 'status_changed' && (TICKET_STATUSES as readonly string[]).includes(value)) {
    return TICKET_STATUS_LABELS[value as TicketStatus];
  }
  if (type === 'priority_changed' && (TICKET_PRIORITIES as readonly string[]).includes(value)) {
    return TICKET_PRIORITY_LABELS[value as TicketPriority];
  }
  return value;
}

/**
 * "Carlos Ruiz asignó el ticket a Ana Torres", "Ana Torres se asignó el ticket", "… cambió el
 * estado a Esperando al cliente", "Asignación automática: el ticket pasó a Ana Torres".
 */
export function describeEvent(event: TicketEvent): string {
  const text = ticketWorkspaceMessages.timeline;
  if (event.type === 'assigned' && !event.actor && event.note === AUTO_ASSIGNMENT_NOTE) {
    return text.autoAssigned(readableValue(event));
  }
  const actor = event.actor?.name ?? text.someone;
  if (event.type === 'assigned' && event.actor && event.actor.id === event.to) {
    return text.selfAssigned(actor);
  }
  return text.events[event.type](actor, readableValue(event));
}
